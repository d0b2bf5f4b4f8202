/** POST /api/admin/refunds {paymentIntentId}: refunds a completed payment within the 30-day guarantee. */
import { refundSchema } from "~/features/money/money.schema.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { refundPayment } from "~/features/money/server/refund-payment.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { AppError } from "~/server/http/errors.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const input = await readJson(ctx.request, refundSchema);
  const provider = getPaymentProvider();
  if (input.provider && input.provider !== provider.name) {
    throw new AppError(
      "CONFLICT",
      "This payment was taken by a payment provider that is no longer configured.",
    );
  }
  const result = await refundPayment({
    db: await getDb(),
    provider,
    admin,
    paymentIntentId: input.paymentIntentId,
  });
  return json({ message: "Payment refunded", ...result });
});
