/** POST /api/credit-packs/create-payment {pack: 'starter'|'ministry'} → a payment intent for the pack's fixed price. */
import { creditPackPurpose, creditPackSchema } from "~/features/money/money.schema.ts";
import { createPayment } from "~/features/money/server/create-payment.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to buy credits.");
  const input = await readJson(ctx.request, creditPackSchema);
  const intent = await createPayment({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    purpose: creditPackPurpose(input.pack),
  });
  return json(intent);
});
