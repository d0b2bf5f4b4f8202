/**
 * The Stats tab (spec section 3, "Admin stats"): totals and this month's
 * figures for skits, downloads, donations and users, the most recently
 * approved skits, the most downloaded skits and the top creators by revenue.
 * "This month" is the current calendar month in UTC.
 */
import { and, desc, eq, gt, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { donations, downloads, revenues, skits, users } from "../../../server/db/schema.ts";
import { type AdminStats, dollarsFromCents } from "../admin.schema.ts";
import { assertAdmin } from "./admin-access.ts";
import { listApprovedSkits } from "./list-approved-skits.ts";

/** Donations in these states never became money the ministry kept. */
export const UNCOUNTED_DONATION_STATUSES = ["failed", "refunded", "canceled", "cancelled"];

export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export const STATS_LIST_SIZE = 5;

export async function getAdminStats(options: {
  db: Tx;
  admin: SessionUser;
  now?: Date;
}): Promise<AdminStats> {
  const { db, admin } = options;
  assertAdmin(admin);
  const monthStart = startOfMonthUtc(options.now ?? new Date());
  // An ISO string with a cast: postgres-js does not bind Date values inside raw sql fragments.
  const since = sql`${monthStart.toISOString()}::timestamptz`;
  const [skitCounts, downloadCounts, donationSums, userCounts, recent, topDownloaded, creatorRevenue] =
    await Promise.all([
      db
        .select({
          total: sql<number>`count(*)::int`,
          thisMonth: sql<number>`count(*) filter (where ${skits.createdAt} >= ${since})::int`,
          approved: sql<number>`count(*) filter (where ${skits.status} = 'approved')::int`,
          pending: sql<number>`count(*) filter (where ${skits.status} = 'pending')::int`,
        })
        .from(skits),
      db
        .select({
          total: sql<number>`count(*)::int`,
          thisMonth: sql<number>`count(*) filter (where ${downloads.createdAt} >= ${since})::int`,
        })
        .from(downloads)
        // Counted downloads only: one per downloader, skit and day (repeats are logged, not counted).
        .where(isNotNull(downloads.countedOn)),
      db
        .select({
          total: sql<number>`coalesce(sum(${donations.amountCents}), 0)::bigint`,
          thisMonth: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.createdAt} >= ${since}), 0)::bigint`,
        })
        .from(donations)
        .where(notInArray(donations.status, UNCOUNTED_DONATION_STATUSES)),
      db
        .select({
          total: sql<number>`count(*)::int`,
          thisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${since})::int`,
        })
        .from(users),
      listApprovedSkits({ db, admin, limit: STATS_LIST_SIZE }),
      db
        .select({
          id: skits.id,
          uuid: skits.uuid,
          title: skits.title,
          scripture: skits.scripture,
          topic: skits.topic,
          downloadCount: skits.downloadCount,
        })
        .from(skits)
        .where(and(eq(skits.status, "approved"), gt(skits.downloadCount, 0)))
        .orderBy(desc(skits.downloadCount), desc(skits.id))
        .limit(STATS_LIST_SIZE),
      db
        .select({ userId: revenues.userId, cents: sql<number>`sum(${revenues.amountCents})::bigint` })
        .from(revenues)
        .where(notInArray(revenues.status, ["refunded"]))
        .groupBy(revenues.userId)
        .having(sql`sum(${revenues.amountCents}) > 0`)
        .orderBy(desc(sql`sum(${revenues.amountCents})`), revenues.userId)
        .limit(STATS_LIST_SIZE),
    ]);

  const creatorIds = creatorRevenue.map((r) => r.userId);
  const [creatorRows, skitCountRows] = creatorIds.length
    ? await Promise.all([
        db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, creatorIds)),
        db
          .select({ creatorId: skits.creatorId, count: sql<number>`count(*)::int` })
          .from(skits)
          .where(inArray(skits.creatorId, creatorIds))
          .groupBy(skits.creatorId),
      ])
    : [[], []];
  const byId = new Map(creatorRows.map((u) => [u.id, u]));
  const skitCountOf = new Map(skitCountRows.map((r) => [r.creatorId, r.count]));
  const topCreators = creatorRevenue.flatMap((r) => {
    const user = byId.get(r.userId);
    if (!user) return [];
    const cents = Number(r.cents);
    return [
      {
        ...user,
        skitCount: skitCountOf.get(r.userId) ?? 0,
        totalRevenue: dollarsFromCents(cents),
        totalRevenueCents: cents,
      },
    ];
  });

  const s = skitCounts[0];
  const d = downloadCounts[0];
  const m = donationSums[0];
  const u = userCounts[0];
  const totalDonationsCents = Number(m?.total ?? 0);
  const donationsThisMonthCents = Number(m?.thisMonth ?? 0);
  return {
    totalSkits: s?.total ?? 0,
    skitsThisMonth: s?.thisMonth ?? 0,
    approvedSkits: s?.approved ?? 0,
    pendingSkits: s?.pending ?? 0,
    totalDownloads: d?.total ?? 0,
    downloadsThisMonth: d?.thisMonth ?? 0,
    totalDonations: dollarsFromCents(totalDonationsCents),
    totalDonationsCents,
    donationsThisMonth: dollarsFromCents(donationsThisMonthCents),
    donationsThisMonthCents,
    totalUsers: u?.total ?? 0,
    newUsersThisMonth: u?.thisMonth ?? 0,
    recentlyApprovedSkits: recent,
    topDownloadedSkits: topDownloaded,
    topCreators,
    monthStart: monthStart.toISOString(),
  };
}
