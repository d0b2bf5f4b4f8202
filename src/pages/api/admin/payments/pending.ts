/** GET /api/admin/payments/pending: creators ready to be paid (pending payment rows). */
import { listPendingPayouts } from "~/features/money/server/list-pending-payouts.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listPendingPayouts({ db: await getDb(), admin }));
});
