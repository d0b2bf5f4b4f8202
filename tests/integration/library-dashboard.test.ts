/**
 * The creator's side of the library: GET /api/skits/user, /api/stats/downloads,
 * /api/revenues, the dashboard overview numbers, and the category reads
 * (GET /api/categories, GET /api/skits/{id}/categories).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { LibrarySkit } from "../../src/features/library/library.schema.ts";
import { getCreatorOverview } from "../../src/features/library/server/get-creator-overview.ts";
import * as categoriesRoute from "../../src/pages/api/categories/index.ts";
import * as revenuesRoute from "../../src/pages/api/revenues.ts";
import * as skitCategoriesRoute from "../../src/pages/api/skits/[id]/categories.ts";
import * as userSkitsRoute from "../../src/pages/api/skits/user.ts";
import * as downloadsRoute from "../../src/pages/api/stats/downloads.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import {
  categories,
  creditLedger,
  ratings,
  revenues,
  type Skit,
  skitCategories,
} from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

let creator: SessionUser;
let other: SessionUser;
const s: Record<string, Skit> = {};
let parables: number;
let easter: number;

beforeAll(async () => {
  const db = await getDb();
  creator = await createUser({ firstName: "Cleo" });
  other = await createUser();
  const day = 24 * 60 * 60 * 1000;
  s.approved = await createSkit({
    creatorId: creator.id,
    status: "approved",
    title: "Approved One",
    downloadCount: 12,
    createdAt: new Date(Date.now() - 3 * day),
  });
  s.pending = await createSkit({
    creatorId: creator.id,
    status: "pending",
    title: "Pending One",
    downloadCount: 0,
    createdAt: new Date(Date.now() - 2 * day),
  });
  s.rejected = await createSkit({
    creatorId: creator.id,
    status: "rejected",
    title: "Rejected One",
    downloadCount: 0,
    createdAt: new Date(Date.now() - day),
  });
  s.second = await createSkit({
    creatorId: creator.id,
    status: "approved",
    title: "Approved Two",
    downloadCount: 3,
    createdAt: new Date(Date.now() - 4 * day),
  });
  s.others = await createSkit({
    creatorId: other.id,
    status: "approved",
    title: "Someone Else's",
    downloadCount: 99,
  });

  const [p, e] = await db
    .insert(categories)
    .values([
      { name: "Parables", color: "#047857" },
      { name: "Easter", color: "#DB2777" },
    ])
    .returning();
  parables = p!.id;
  easter = e!.id;
  await db.insert(skitCategories).values([
    { skitId: s.approved!.id, categoryId: parables },
    { skitId: s.approved!.id, categoryId: easter },
    { skitId: s.pending!.id, categoryId: easter },
  ]);
  const reviewers = [await createUser(), await createUser(), await createUser()];
  await db.insert(ratings).values([
    { skitId: s.approved!.id, userId: reviewers[0]!.id, rating: 5, status: "approved" },
    { skitId: s.approved!.id, userId: reviewers[1]!.id, rating: 4, status: "approved" },
    { skitId: s.second!.id, userId: reviewers[0]!.id, rating: 2, status: "approved" },
    { skitId: s.second!.id, userId: reviewers[2]!.id, rating: 1, status: "pending" },
    { skitId: s.others!.id, userId: reviewers[2]!.id, rating: 1, status: "approved" },
  ]);
  await db.insert(creditLedger).values([
    { userId: creator.id, delta: 2, reason: "download", idempotencyKey: `download:${s.approved!.id}:1` },
    { userId: creator.id, delta: 2, reason: "download", idempotencyKey: `download:${s.approved!.id}:2` },
    { userId: creator.id, delta: -1, reason: "generate" },
    { userId: creator.id, delta: 5, reason: "signup", idempotencyKey: `signup:${creator.id}` },
    { userId: other.id, delta: 2, reason: "download", idempotencyKey: `download:${s.others!.id}:1` },
  ]);
  await db.insert(revenues).values([
    { userId: creator.id, amountCents: 350, status: "paid", createdAt: new Date(Date.now() - 10 * day) },
    { userId: creator.id, amountCents: 525, status: "pending", createdAt: new Date(Date.now() - 2 * day) },
    { userId: creator.id, amountCents: 700, status: "batched", createdAt: new Date(Date.now() - day) },
    { userId: creator.id, amountCents: 1000, status: "refunded", createdAt: new Date(Date.now() - 5 * day) },
    { userId: other.id, amountCents: 9999, status: "pending" },
  ]);
});

describe("GET /api/skits/user", () => {
  it("lists the user's own skits of every status, newest first, with their own ratings and categories", async () => {
    const res = await callRoute(userSkitsRoute, "GET", { user: creator });
    expect(res.status).toBe(200);
    const list = (res.body as { skits: LibrarySkit[] }).skits;
    expect(list.map((k) => [k.title, k.status])).toEqual([
      ["Rejected One", "rejected"],
      ["Pending One", "pending"],
      ["Approved One", "approved"],
      ["Approved Two", "approved"],
    ]);
    const byTitle = new Map(list.map((k) => [k.title, k]));
    expect(byTitle.get("Approved One")).toMatchObject({
      averageRating: 4.5,
      reviewCount: 2,
      categories: [{ name: "Easter" }, { name: "Parables" }],
    });
    expect(byTitle.get("Approved Two")).toMatchObject({ averageRating: 2, reviewCount: 1, categories: [] });
    expect(byTitle.get("Pending One")).toMatchObject({
      averageRating: null,
      reviewCount: 0,
      categories: [{ id: easter, name: "Easter", color: "#DB2777" }],
      editsRemaining: 2,
    });
  });

  it("answers 401 to visitors and an empty list to a new user", async () => {
    expect((await callRoute(userSkitsRoute, "GET")).status).toBe(401);
    const fresh = await createUser();
    expect((await callRoute(userSkitsRoute, "GET", { user: fresh })).body).toEqual({ skits: [] });
  });
});

describe("GET /api/stats/downloads", () => {
  it("sums the downloads of the user's skits", async () => {
    expect((await callRoute(downloadsRoute, "GET", { user: creator })).body).toEqual({ totalDownloads: 15 });
    expect((await callRoute(downloadsRoute, "GET", { user: await createUser() })).body).toEqual({
      totalDownloads: 0,
    });
    expect((await callRoute(downloadsRoute, "GET")).status).toBe(401);
  });
});

describe("GET /api/revenues", () => {
  it("answers the user's earnings in dollars: total without refunds, pending = pending + batched", async () => {
    const res = await callRoute(revenuesRoute, "GET", { user: creator });
    expect(res.status).toBe(200);
    const body = res.body as {
      totalEarnings: number;
      pendingPayment: number;
      recentRevenues: { amount: number; status: string }[];
      revenues: unknown[];
    };
    expect(body.totalEarnings).toBe(15.75);
    expect(body.pendingPayment).toBe(12.25);
    expect(body.revenues).toHaveLength(4);
    expect(body.recentRevenues.map((r) => [r.amount, r.status])).toEqual([
      [7, "batched"],
      [5.25, "pending"],
      [10, "refunded"],
      [3.5, "paid"],
    ]);
    expect((await callRoute(revenuesRoute, "GET")).status).toBe(401);
    expect((await callRoute(revenuesRoute, "GET", { user: await createUser() })).body).toMatchObject({
      totalEarnings: 0,
      pendingPayment: 0,
      recentRevenues: [],
      revenues: [],
    });
  });
});

describe("creator overview", () => {
  it("counts skits by status, downloads, credits earned from downloads and the approved average", async () => {
    const overview = await getCreatorOverview({ db: await getDb(), user: creator });
    expect(overview).toEqual({
      skitsCreated: 4,
      approved: 2,
      pending: 1,
      rejected: 1,
      totalDownloads: 15,
      creditsEarned: 4,
      averageRating: 3.7,
      ratingCount: 3,
      creditsLeft: 5,
      unlimited: false,
    });
  });

  it("reports unlimited credits for lifetime creators and admins", async () => {
    for (const user of [
      await createUser({ isLifetimeCreator: true, credits: 0 }),
      await createAdmin({ credits: 0 }),
    ]) {
      expect(await getCreatorOverview({ db: await getDb(), user })).toMatchObject({
        creditsLeft: null,
        unlimited: true,
        skitsCreated: 0,
        averageRating: null,
      });
    }
  });
});

describe("categories for readers", () => {
  it("GET /api/categories lists every category by name", async () => {
    const res = await callRoute(categoriesRoute, "GET");
    expect(res.status).toBe(200);
    expect((res.body as { id: number; name: string; color: string }[]).map((c) => [c.name, c.color])).toEqual(
      [
        ["Easter", "#DB2777"],
        ["Parables", "#047857"],
      ],
    );
  });

  it("GET /api/skits/{id}/categories answers the categories of a visible skit (id or uuid), else 404", async () => {
    const res = await callRoute(skitCategoriesRoute, "GET", { params: { id: s.approved!.uuid } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: easter, name: "Easter", color: "#DB2777" },
      { id: parables, name: "Parables", color: "#047857" },
    ]);
    expect(
      (await callRoute(skitCategoriesRoute, "GET", { params: { id: String(s.second!.id) } })).body,
    ).toEqual([]);
    expect(
      (await callRoute(skitCategoriesRoute, "GET", { params: { id: String(s.pending!.id) } })).status,
    ).toBe(404);
    expect(
      (await callRoute(skitCategoriesRoute, "GET", { params: { id: String(s.pending!.id) }, user: creator }))
        .status,
    ).toBe(200);
  });
});
