/** POST /api/credit-packs/confirm-payment {paymentIntentId}: verifies the pack's payment and grants its credits once. */
import { confirmPaymentSchema } from "~/features/money/money.schema.ts";
import { confirmCreditPack } from "~/features/money/server/confirm-credit-pack.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to buy credits.");
  const input = await readJson(ctx.request, confirmPaymentSchema);
  const result = await confirmCreditPack({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    paymentIntentId: input.paymentIntentId,
  });
  return json({ message: `${result.creditsGranted} credits were added to your account.`, ...result });
});
