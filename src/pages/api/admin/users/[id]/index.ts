/** GET /api/admin/users/{id} — the user details panel. */
import { getUserDetails } from "~/features/admin/server/get-user-details.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const userId = intParam(ctx.params.id, "User not found.");
  return json(await getUserDetails({ db: await getDb(), admin, userId }));
});
