import { listSkitCategories } from "~/features/categories/server/list-categories.ts";
import { currentUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  return json(
    await listSkitCategories({ db: await getDb(), idOrUuid: ctx.params.id ?? "", viewer: currentUser(ctx) }),
  );
});
