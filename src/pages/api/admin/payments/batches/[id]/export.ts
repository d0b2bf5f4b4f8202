/** GET /api/admin/payments/batches/{id}/export: the batch's pending payments as a PayPal Payouts CSV file. */
import { exportPaymentBatch } from "~/features/money/server/export-payment-batch.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const batchId = intParam(ctx.params.id, "Payment batch not found.");
  const { filename, csv } = await exportPaymentBatch({ db: await getDb(), admin, batchId });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
});
