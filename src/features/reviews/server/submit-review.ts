/**
 * POST /api/ratings: one review per user and skit. Submitting again updates the
 * review and sends it back to moderation. Only approved, public skits can be
 * reviewed, and never by their own creator.
 */
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { ratings } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import { isCreator } from "../../skits/server/skit-access.ts";
import { REVIEW_TEXTS, type ReviewSubmission } from "../reviews.schema.ts";
import { type ReviewView, toReviewView } from "./list-skit-reviews.ts";

export async function submitReview(options: {
  db: Db;
  user: SessionUser;
  input: ReviewSubmission;
}): Promise<{ review: ReviewView; created: boolean }> {
  const { db, user, input } = options;
  const skit = await getVisibleSkit(db, String(input.skitId), user);
  if (isCreator(user, skit)) throw new AppError("FORBIDDEN", REVIEW_TEXTS.ownSkit);
  if (skit.status !== "approved" || !skit.isPublic) throw new AppError("FORBIDDEN", REVIEW_TEXTS.notApproved);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: ratings.id })
      .from(ratings)
      .where(and(eq(ratings.userId, user.id), eq(ratings.skitId, skit.id)))
      .limit(1);
    const now = new Date();
    const values = {
      rating: input.rating,
      review: input.review,
      displayName: input.displayName,
      status: "pending",
      updatedAt: now,
    };
    const [row] = await tx
      .insert(ratings)
      .values({ skitId: skit.id, userId: user.id, ...values })
      .onConflictDoUpdate({ target: [ratings.userId, ratings.skitId], set: values })
      .returning();
    if (!row) throw new Error("review upsert returned no row");
    return { review: toReviewView(row, user.firstName, user.lastName), created: existing.length === 0 };
  });
}
