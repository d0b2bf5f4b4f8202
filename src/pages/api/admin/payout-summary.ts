/** GET /api/admin/payout-summary — the Payments tab's quick stats (active creators, pending, paid out). */
import { getPayoutSummary } from "~/features/admin/server/get-payout-summary.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await getPayoutSummary({ db: await getDb(), admin }));
});
