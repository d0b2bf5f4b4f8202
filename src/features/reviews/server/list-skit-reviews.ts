/** Approved reviews of a skit (plus the viewer's own pending one), newest first. */
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { type Rating, ratings, users } from "../../../server/db/schema.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import { REVIEW_TEXTS } from "../reviews.schema.ts";

export interface ReviewView {
  id: number;
  skitId: number;
  userId: number;
  rating: number;
  review: string | null;
  isApproved: boolean;
  status: string;
  displayName: boolean;
  /** The name shown publicly: only when displayName is set and a first name exists. */
  reviewerName: string;
  reviewerInitial: string;
  userFirstName: string | null;
  userLastName: string | null;
  createdAt: string;
  updatedAt: string;
}

export function reviewerName(
  displayName: boolean,
  firstName: string | null,
  lastName: string | null,
): string {
  const first = firstName?.trim();
  if (!displayName || !first) return REVIEW_TEXTS.anonymous;
  const last = lastName?.trim();
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export async function listSkitReviews(
  db: Tx,
  skitId: number,
  viewerId: number | null,
): Promise<ReviewView[]> {
  const visible =
    viewerId === null
      ? eq(ratings.status, "approved")
      : or(eq(ratings.status, "approved"), eq(ratings.userId, viewerId));
  const rows = await db
    .select({ rating: ratings, firstName: users.firstName, lastName: users.lastName })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(and(eq(ratings.skitId, skitId), visible))
    .orderBy(desc(ratings.updatedAt), desc(ratings.id));
  return rows.map(({ rating, firstName, lastName }) => toReviewView(rating, firstName, lastName));
}

/** The read view of one rating row; the reviewer's name only when they chose to show it. */
export function toReviewView(rating: Rating, firstName: string | null, lastName: string | null): ReviewView {
  const name = reviewerName(rating.displayName, firstName, lastName);
  return {
    id: rating.id,
    skitId: rating.skitId,
    userId: rating.userId,
    rating: rating.rating,
    review: rating.review,
    isApproved: rating.status === "approved",
    status: rating.status,
    displayName: rating.displayName,
    reviewerName: name,
    reviewerInitial: name === REVIEW_TEXTS.anonymous ? "A" : name.charAt(0).toUpperCase(),
    userFirstName: rating.displayName ? firstName : null,
    userLastName: rating.displayName ? lastName : null,
    createdAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
  };
}

export interface SkitRatings {
  /** Approved reviews, plus the viewer's own review whatever its status. */
  ratings: ReviewView[];
  /** Average of approved ratings to one decimal; null when there are none. */
  averageRating: number | null;
  /** Number of approved ratings. */
  count: number;
}

/** GET /api/skits/{id}/ratings: the reviews of a skit the viewer may see (404 otherwise). */
export async function getSkitRatings(options: {
  db: Tx;
  idOrUuid: string;
  viewer: SessionUser | null;
}): Promise<SkitRatings> {
  const { db, viewer } = options;
  const skit = await getVisibleSkit(db, options.idOrUuid, viewer);
  const [list, summary] = await Promise.all([
    listSkitReviews(db, skit.id, viewer?.id ?? null),
    db
      .select({
        average: sql<string | null>`round(avg(${ratings.rating})::numeric, 1)`,
        count: sql<number>`count(*)::int`,
      })
      .from(ratings)
      .where(and(eq(ratings.skitId, skit.id), eq(ratings.status, "approved"))),
  ]);
  const average = summary[0]?.average;
  return {
    ratings: list,
    averageRating: average == null ? null : Number(average),
    count: summary[0]?.count ?? 0,
  };
}
