/** GET /api/admin/users?search= — users (spec row shape), searched over email, names and id. */
import { listUsers } from "~/features/admin/server/list-users.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const search = ctx.url.searchParams.get("search") ?? undefined;
  return json(await listUsers({ db: await getDb(), admin, search }));
});
