/** GET /api/admin/skits/approved?search=&limit= — approved skits, most recently approved first, with categories. */
import { listApprovedSkits } from "~/features/admin/server/list-approved-skits.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const search = ctx.url.searchParams.get("search") ?? undefined;
  const limitParam = ctx.url.searchParams.get("limit");
  const limit = limitParam && /^\d{1,4}$/.test(limitParam) ? Number(limitParam) : undefined;
  return json(await listApprovedSkits({ db: await getDb(), admin, search, limit }));
});
