/** GET /api/admin/payments/overview: the summary cards (active creators, pending total, paid out, counts). */
import { getPayoutOverview } from "~/features/money/server/get-payout-overview.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await getPayoutOverview({ db: await getDb(), admin }));
});
