/** GET /api/admin/skits/pending?search= — the moderation queue (spec row shape). */
import { listPendingSkits } from "~/features/admin/server/list-pending-skits.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const search = ctx.url.searchParams.get("search") ?? undefined;
  return json(await listPendingSkits({ db: await getDb(), admin, search }));
});
