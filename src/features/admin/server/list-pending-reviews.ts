/** Reviews waiting for moderation, oldest first, with the skit's title and the reviewer. */
import { asc, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { ratings, skits, users } from "../../../server/db/schema.ts";
import { displayName } from "../../skits/server/skit-view.ts";
import type { PendingReviewRow } from "../admin.schema.ts";
import { assertAdmin } from "./admin-access.ts";

export async function listPendingReviews(options: {
  db: Tx;
  admin: SessionUser;
  limit?: number;
}): Promise<PendingReviewRow[]> {
  assertAdmin(options.admin);
  const rows = await options.db
    .select({
      id: ratings.id,
      skitId: ratings.skitId,
      userId: ratings.userId,
      rating: ratings.rating,
      review: ratings.review,
      createdAt: ratings.createdAt,
      skitTitle: skits.title,
      skitUuid: skits.uuid,
      userEmail: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(ratings)
    .innerJoin(skits, eq(skits.id, ratings.skitId))
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.status, "pending"))
    .orderBy(asc(ratings.createdAt), asc(ratings.id))
    .limit(options.limit ?? 500);
  return rows.map(({ firstName, lastName, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    userName: displayName(firstName, lastName),
  }));
}
