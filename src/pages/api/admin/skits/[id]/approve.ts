import { approveSkit } from "~/features/skits/server/moderate-skit.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const skit = await approveSkit({ db: await getDb(), admin, idOrUuid: ctx.params.id ?? "" });
  return json({
    message: "Skit approved",
    id: skit.id,
    uuid: skit.uuid,
    status: skit.status,
    isApproved: true,
  });
});
