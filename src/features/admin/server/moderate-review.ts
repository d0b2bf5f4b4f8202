/** Admin moderation of reviews: approve (visible on the skit) or reject (kept, never shown). */
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { ratings } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "./admin-access.ts";
import { recordAudit } from "./record-audit.ts";

type ReviewStatus = "approved" | "rejected";

async function setReviewStatus(options: {
  db: Db;
  admin: SessionUser;
  reviewId: number;
  status: ReviewStatus;
  reason?: string | undefined;
}) {
  const { db, admin, reviewId, status } = options;
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(ratings).where(eq(ratings.id, reviewId)).for("update");
    if (!current) throw new AppError("NOT_FOUND", "Review not found.");
    if (current.status === status) return current;
    const [row] = await tx
      .update(ratings)
      .set({ status, updatedAt: new Date() })
      .where(eq(ratings.id, reviewId))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: status === "approved" ? "review.approve" : "review.reject",
      targetType: "review",
      targetId: String(reviewId),
      subjectUserId: current.userId,
      before: { status: current.status },
      after: { status, skitId: current.skitId, ...(options.reason ? { reason: options.reason } : {}) },
    });
    return row!;
  });
}

export function approveReview(options: { db: Db; admin: SessionUser; reviewId: number }) {
  return setReviewStatus({ ...options, status: "approved" });
}

export function rejectReview(options: {
  db: Db;
  admin: SessionUser;
  reviewId: number;
  reason?: string | undefined;
}) {
  return setReviewStatus({ ...options, status: "rejected" });
}
