/** POST /api/admin/payments/payouts/{id}/failed {reason}: the payout failed; its revenues return to pending. */
import { markFailedSchema } from "~/features/money/money.schema.ts";
import { settlePayment } from "~/features/money/server/settle-payment.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const paymentId = intParam(ctx.params.id, "Payment not found.");
  const input = await readJson(ctx.request, markFailedSchema);
  const batch = await settlePayment({
    db: await getDb(),
    admin,
    paymentId,
    outcome: { status: "failed", reason: input.reason },
  });
  return json(batch);
});
