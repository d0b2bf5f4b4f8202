import { deleteSkit } from "~/features/skits/server/delete-skit.ts";
import { getSkitView } from "~/features/skits/server/get-skit.ts";
import { currentUser, requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const db = await getDb();
  return json(await getSkitView(db, ctx.params.id ?? "", currentUser(ctx)));
});

export const DELETE = api(async (ctx) => {
  const user = requireUser(ctx);
  await deleteSkit({ db: await getDb(), user, idOrUuid: ctx.params.id ?? "" });
  return json({ message: "Skit deleted" });
});
