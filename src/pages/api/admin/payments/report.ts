/** GET /api/admin/payments/report: the creator payment report rows (dollars, plus *Cents integers). */
import { listCreatorPaymentReport } from "~/features/money/server/list-creator-payment-report.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listCreatorPaymentReport({ db: await getDb(), admin }));
});
