import { getUserReview } from "~/features/reviews/server/get-user-review.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** The signed-in user's own review of skit {id} (id or uuid), or null. */
export const GET = api(async (ctx) => {
  const user = requireUser(ctx);
  return json(await getUserReview({ db: await getDb(), user, idOrUuid: ctx.params.id ?? "" }));
});
