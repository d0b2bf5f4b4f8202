/** Stats and payout figures on a known data set (this file's database holds nothing else). */
import { describe, expect, it } from "vitest";
import { startOfMonthUtc } from "../../src/features/admin/server/get-admin-stats.ts";
import * as payoutSummaryRoute from "../../src/pages/api/admin/payout-summary.ts";
import * as statsRoute from "../../src/pages/api/admin/stats.ts";
import { getDb } from "../../src/server/db/client.ts";
import { donations, downloads, revenues } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/admin/stats", () => {
  it("shows the spec's empty lists on an empty database, then real aggregates on a known data set", async () => {
    const admin = await createAdmin();
    const empty = (await callRoute(statsRoute, "GET", { user: admin })).body as Record<string, unknown>;
    expect(empty).toMatchObject({
      totalSkits: 0,
      totalDownloads: 0,
      totalDonations: 0,
      totalUsers: 1,
      topDownloadedSkits: [],
      topCreators: [],
      recentlyApprovedSkits: [],
    });

    const db = await getDb();
    const now = new Date();
    const old = new Date(startOfMonthUtc(now).getTime() - 15 * DAY);
    const thisMonth = new Date(Math.max(startOfMonthUtc(now).getTime() + 1000, now.getTime() - 1000));

    const creatorA = await createUser({ firstName: "Anna", lastName: "Prophetess" });
    const creatorB = await createUser({ firstName: "Barnabas", lastName: "Encourager" });
    const oldUser = await createUser({ createdAt: old });

    const s1 = await createSkit({
      creatorId: creatorA.id,
      status: "approved",
      downloadCount: 10,
      createdAt: old,
      approvedAt: old,
      title: "Old favourite",
    });
    const s2 = await createSkit({
      creatorId: creatorA.id,
      status: "approved",
      downloadCount: 3,
      approvedAt: thisMonth,
      title: "New and liked",
    });
    await createSkit({ creatorId: creatorB.id });
    await createSkit({ creatorId: creatorB.id, status: "rejected", downloadCount: 50 });
    const s5 = await createSkit({
      creatorId: creatorB.id,
      status: "approved",
      downloadCount: 0,
      approvedAt: new Date(thisMonth.getTime() - 500),
    });

    const day = (d: Date) => d.toISOString().slice(0, 10);
    await db.insert(downloads).values([
      { userId: oldUser.id, skitId: s1.id, format: "pdf", createdAt: old, countedOn: day(old) },
      { userId: oldUser.id, skitId: s1.id, format: "docx", createdAt: thisMonth, countedOn: day(thisMonth) },
      { userId: creatorB.id, skitId: s2.id, format: "pdf", createdAt: thisMonth, countedOn: day(thisMonth) },
      // A repeat on the same day is logged but not counted.
      { userId: creatorB.id, skitId: s2.id, format: "docx", createdAt: thisMonth, countedOn: null },
    ]);
    await db.insert(donations).values([
      {
        userId: oldUser.id,
        skitId: s1.id,
        amountCents: 1000,
        paymentMethod: "stripe",
        paymentId: "pi_a",
        creatorAmountCents: 700,
        platformAmountCents: 300,
        status: "completed",
        createdAt: thisMonth,
      },
      {
        userId: oldUser.id,
        skitId: s1.id,
        amountCents: 750,
        paymentMethod: "stripe",
        paymentId: "pi_b",
        creatorAmountCents: 525,
        platformAmountCents: 225,
        status: "completed",
        createdAt: old,
      },
      {
        userId: oldUser.id,
        skitId: s1.id,
        amountCents: 500,
        paymentMethod: "stripe",
        paymentId: "pi_c",
        creatorAmountCents: 350,
        platformAmountCents: 150,
        status: "refunded",
        createdAt: thisMonth,
      },
    ]);
    await db.insert(revenues).values([
      { userId: creatorA.id, amountCents: 700, status: "pending" },
      { userId: creatorA.id, amountCents: 300, status: "paid" },
      { userId: creatorB.id, amountCents: 200, status: "batched" },
      { userId: creatorB.id, amountCents: 100, status: "refunded" },
    ]);

    const stats = (await callRoute(statsRoute, "GET", { user: admin })).body as Record<string, unknown>;
    expect(stats).toMatchObject({
      totalSkits: 5,
      skitsThisMonth: 4,
      approvedSkits: 3,
      pendingSkits: 1,
      totalDownloads: 3,
      downloadsThisMonth: 2,
      totalDonations: 17.5,
      totalDonationsCents: 1750,
      donationsThisMonth: 10,
      donationsThisMonthCents: 1000,
      totalUsers: 4,
      newUsersThisMonth: 3,
    });
    expect(stats.topDownloadedSkits).toEqual([
      {
        id: s1.id,
        uuid: s1.uuid,
        title: "Old favourite",
        scripture: s1.scripture,
        topic: s1.topic,
        downloadCount: 10,
      },
      {
        id: s2.id,
        uuid: s2.uuid,
        title: "New and liked",
        scripture: s2.scripture,
        topic: s2.topic,
        downloadCount: 3,
      },
    ]);
    expect(stats.topCreators).toEqual([
      {
        id: creatorA.id,
        firstName: "Anna",
        lastName: "Prophetess",
        email: creatorA.email,
        skitCount: 2,
        totalRevenue: 10,
        totalRevenueCents: 1000,
      },
      {
        id: creatorB.id,
        firstName: "Barnabas",
        lastName: "Encourager",
        email: creatorB.email,
        skitCount: 3,
        totalRevenue: 2,
        totalRevenueCents: 200,
      },
    ]);
    expect((stats.recentlyApprovedSkits as { id: number }[]).map((s) => s.id)).toEqual([s2.id, s5.id, s1.id]);

    const payouts = await callRoute(payoutSummaryRoute, "GET", { user: admin });
    expect(payouts.body).toEqual({
      activeCreators: 2,
      pendingPaymentsCents: 900,
      creatorsOwed: 2,
      totalPaidOutCents: 300,
    });
  });
});
