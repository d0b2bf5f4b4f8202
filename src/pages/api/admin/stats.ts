/** GET /api/admin/stats — totals and this month's figures, top skits and top creators. */
import { getAdminStats } from "~/features/admin/server/get-admin-stats.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await getAdminStats({ db: await getDb(), admin }));
});
