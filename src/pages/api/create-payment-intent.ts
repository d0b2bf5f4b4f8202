/** POST /api/create-payment-intent {amount, skitId?} → a donation payment intent {clientSecret, id, status, …}. */
import { createPaymentIntentSchema } from "~/features/money/money.schema.ts";
import { createPayment } from "~/features/money/server/create-payment.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to donate.");
  const input = await readJson(ctx.request, createPaymentIntentSchema);
  const intent = await createPayment({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    purpose: "donation",
    amountCents: input.amount,
    skitRef: input.skitId,
  });
  return json(intent);
});
