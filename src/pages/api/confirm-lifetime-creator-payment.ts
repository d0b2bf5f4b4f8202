/** POST /api/confirm-lifetime-creator-payment {paymentIntentId}: verifies the $67 payment and grants Lifetime Creator once. */
import { confirmPaymentSchema, LIFETIME_TEXTS } from "~/features/money/money.schema.ts";
import { confirmLifetimePurchase } from "~/features/money/server/confirm-lifetime-purchase.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, LIFETIME_TEXTS.authRequired.description);
  const input = await readJson(ctx.request, confirmPaymentSchema);
  const result = await confirmLifetimePurchase({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    paymentIntentId: input.paymentIntentId,
  });
  return json({ message: LIFETIME_TEXTS.success.description, ...result });
});
