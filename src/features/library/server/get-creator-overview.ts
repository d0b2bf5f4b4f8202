/**
 * The dashboard Overview numbers for one creator: skits by status, downloads of
 * their skits, credits earned from those downloads (the credit ledger, reason
 * "download"), the average of approved ratings and the credits left.
 */
import { and, eq, sql } from "drizzle-orm";
import { hasUnlimitedCredits, type SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { creditLedger, ratings, skits, users } from "../../../server/db/schema.ts";

export interface CreatorOverview {
  skitsCreated: number;
  approved: number;
  pending: number;
  rejected: number;
  totalDownloads: number;
  creditsEarned: number;
  /** Average of approved ratings on the creator's skits, one decimal; null without ratings. */
  averageRating: number | null;
  ratingCount: number;
  /** Credits left; null when unlimited (lifetime creators and admins). */
  creditsLeft: number | null;
  unlimited: boolean;
}

/** Sum of downloadCount over the user's skits (GET /api/stats/downloads). */
export async function getDownloadStats(options: {
  db: Tx;
  user: Pick<SessionUser, "id">;
}): Promise<{ totalDownloads: number }> {
  const [row] = await options.db
    .select({ total: sql<number>`coalesce(sum(${skits.downloadCount}), 0)::int` })
    .from(skits)
    .where(eq(skits.creatorId, options.user.id));
  return { totalDownloads: row?.total ?? 0 };
}

export async function getCreatorOverview(options: {
  db: Tx;
  user: Pick<SessionUser, "id">;
}): Promise<CreatorOverview> {
  const { db, user } = options;
  const [counts, earned, rating, fresh] = await Promise.all([
    db
      .select({
        created: sql<number>`count(*)::int`,
        approved: sql<number>`count(*) filter (where ${skits.status} = 'approved')::int`,
        pending: sql<number>`count(*) filter (where ${skits.status} = 'pending')::int`,
        rejected: sql<number>`count(*) filter (where ${skits.status} = 'rejected')::int`,
        downloads: sql<number>`coalesce(sum(${skits.downloadCount}), 0)::int`,
      })
      .from(skits)
      .where(eq(skits.creatorId, user.id)),
    db
      .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, "download"))),
    db
      .select({
        average: sql<string | null>`round(avg(${ratings.rating})::numeric, 1)`,
        count: sql<number>`count(*)::int`,
      })
      .from(ratings)
      .innerJoin(skits, eq(skits.id, ratings.skitId))
      .where(and(eq(skits.creatorId, user.id), eq(ratings.status, "approved"))),
    db
      .select({ credits: users.credits, isAdmin: users.isAdmin, isLifetimeCreator: users.isLifetimeCreator })
      .from(users)
      .where(eq(users.id, user.id)),
  ]);
  const c = counts[0];
  const r = rating[0];
  const u = fresh[0];
  const unlimited = u ? hasUnlimitedCredits(u) : false;
  return {
    skitsCreated: c?.created ?? 0,
    approved: c?.approved ?? 0,
    pending: c?.pending ?? 0,
    rejected: c?.rejected ?? 0,
    totalDownloads: c?.downloads ?? 0,
    creditsEarned: earned[0]?.total ?? 0,
    averageRating: r?.average == null ? null : Number(r.average),
    ratingCount: r?.count ?? 0,
    creditsLeft: unlimited ? null : (u?.credits ?? 0),
    unlimited,
  };
}
