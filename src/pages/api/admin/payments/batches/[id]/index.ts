/** GET /api/admin/payments/batches/{id}: one payout batch with its payments. */
import { getPaymentBatch } from "~/features/money/server/list-payment-batches.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const batchId = intParam(ctx.params.id, "Payment batch not found.");
  return json(await getPaymentBatch({ db: await getDb(), admin, batchId }));
});
