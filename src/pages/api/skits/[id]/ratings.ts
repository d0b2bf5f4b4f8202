import { getSkitRatings } from "~/features/reviews/server/list-skit-reviews.ts";
import { currentUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** { ratings, averageRating, count }: approved reviews plus the viewer's own. */
export const GET = api(async (ctx) => {
  return json(
    await getSkitRatings({ db: await getDb(), idOrUuid: ctx.params.id ?? "", viewer: currentUser(ctx) }),
  );
});
