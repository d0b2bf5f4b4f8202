/** POST /api/create-lifetime-creator-payment (no body) → a $67 payment intent; 409 for lifetime creators. */
import { LIFETIME_TEXTS } from "~/features/money/money.schema.ts";
import { createPayment } from "~/features/money/server/create-payment.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, LIFETIME_TEXTS.authRequired.description);
  const intent = await createPayment({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    purpose: "lifetime",
  });
  return json(intent);
});
