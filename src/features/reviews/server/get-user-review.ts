/** GET /api/ratings/user/{id}: the signed-in user's own review of a skit, to prefill the form. */
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { ratings } from "../../../server/db/schema.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import { type ReviewView, toReviewView } from "./list-skit-reviews.ts";

export async function getUserReview(options: {
  db: Tx;
  user: SessionUser;
  idOrUuid: string;
}): Promise<ReviewView | null> {
  const { db, user } = options;
  const skit = await getVisibleSkit(db, options.idOrUuid, user);
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.userId, user.id), eq(ratings.skitId, skit.id)))
    .limit(1);
  return row ? toReviewView(row, user.firstName, user.lastName) : null;
}
