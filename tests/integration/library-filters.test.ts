/**
 * GET /api/skits: visibility, every filter, their combinations, the tabs,
 * sorting and the row shape, over one fixed library built in beforeAll.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { LibraryPage } from "../../src/features/library/library.schema.ts";
import * as listRoute from "../../src/pages/api/skits/index.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { categories, ratings, type Skit, skitCategories } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let creator: SessionUser;
let admin: SessionUser;
const s: Record<string, Skit> = {};
let oldTestament: number;
let parables: number;

async function list(
  query: Record<string, string> = {},
  user: SessionUser | null = null,
): Promise<LibraryPage> {
  const res = await callRoute(listRoute, "GET", { query, user });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as LibraryPage;
}

const titles = (page: LibraryPage) => page.skits.map((k) => k.title);
const sorted = (names: string[]) => [...names].sort();

beforeAll(async () => {
  creator = await createUser({ firstName: "Cara" });
  admin = await createAdmin();
  const approved = { creatorId: creator.id, status: "approved" } as const;
  s.alpha = await createSkit({
    ...approved,
    title: "Alpha",
    ageGroup: "children",
    length: "short",
    speakingParts: 3,
    difficulty: "beginner",
    setting: "sunday-school",
    downloadCount: 6,
    createdAt: ago(3),
  });
  s.bravo = await createSkit({
    ...approved,
    title: "bravo",
    ageGroup: "children",
    length: "medium",
    speakingParts: 4,
    difficulty: "intermediate",
    setting: "youth-group",
    downloadCount: 5,
    createdAt: ago(10),
  });
  s.charlie = await createSkit({
    ...approved,
    title: "Charlie",
    ageGroup: "teenage",
    length: "short",
    speakingParts: 6,
    difficulty: "advanced",
    setting: "church-service",
    downloadCount: 40,
    createdAt: ago(20),
  });
  s.delta = await createSkit({
    ...approved,
    title: "Delta",
    ageGroup: "teenage",
    length: "long",
    speakingParts: 7,
    difficulty: "beginner",
    setting: "sunday-school",
    downloadCount: 0,
    createdAt: ago(45),
  });
  s.echo = await createSkit({
    ...approved,
    title: "Echo",
    ageGroup: "all-ages",
    length: "short",
    speakingParts: 10,
    difficulty: null,
    setting: null,
    downloadCount: 12,
    createdAt: ago(60),
  });
  s.foxtrot = await createSkit({
    ...approved,
    title: "Foxtrot",
    ageGroup: "adult",
    length: "very-long",
    speakingParts: 11,
    difficulty: "advanced",
    setting: "mission-trip",
    downloadCount: 100,
    createdAt: ago(90),
  });
  s.golf = await createSkit({
    ...approved,
    title: "golf",
    ageGroup: "children",
    length: "short",
    speakingParts: 20,
    difficulty: "beginner",
    setting: "sunday-school",
    downloadCount: 7,
    createdAt: ago(1),
  });
  // Never in the public library:
  s.pending = await createSkit({
    creatorId: creator.id,
    status: "pending",
    title: "Hotel pending",
    ageGroup: "children",
    length: "short",
  });
  s.rejected = await createSkit({
    creatorId: creator.id,
    status: "rejected",
    title: "India rejected",
    ageGroup: "children",
    length: "short",
  });
  s.private = await createSkit({
    creatorId: creator.id,
    status: "approved",
    isPublic: false,
    title: "Juliet private",
    ageGroup: "children",
    length: "short",
  });

  const db = await getDb();
  const [ot, pa] = await db
    .insert(categories)
    .values([
      { name: "Old Testament", color: "#B45309" },
      { name: "Parables", color: "#047857" },
    ])
    .returning();
  oldTestament = ot!.id;
  parables = pa!.id;
  await db.insert(skitCategories).values([
    { skitId: s.alpha!.id, categoryId: oldTestament },
    { skitId: s.alpha!.id, categoryId: parables },
    { skitId: s.delta!.id, categoryId: oldTestament },
    { skitId: s.pending!.id, categoryId: oldTestament },
  ]);
  const reviewers = [await createUser(), await createUser(), await createUser()];
  await db.insert(ratings).values([
    { skitId: s.alpha!.id, userId: reviewers[0]!.id, rating: 5, status: "approved" },
    { skitId: s.alpha!.id, userId: reviewers[1]!.id, rating: 4, status: "approved" },
    { skitId: s.alpha!.id, userId: reviewers[2]!.id, rating: 4, status: "approved" },
    { skitId: s.charlie!.id, userId: reviewers[0]!.id, rating: 1, status: "pending" },
  ]);
  await db.execute(sql`analyze skits`);
});

describe("visibility", () => {
  it("lists only approved public skits to visitors and signed-in users, creators included", async () => {
    const all = sorted(["Alpha", "bravo", "Charlie", "Delta", "Echo", "Foxtrot", "golf"]);
    expect(sorted(titles(await list()))).toEqual(all);
    expect(sorted(titles(await list({}, creator)))).toEqual(all);
    expect(sorted(titles(await list({ approved: "false" }, creator)))).toEqual(all);
    expect(sorted(titles(await list({ approved: "all" })))).toEqual(all);
  });

  it("lets admins list what is not approved (approved=false) or everything (approved=all)", async () => {
    expect(sorted(titles(await list({ approved: "false" }, admin)))).toEqual([
      "Hotel pending",
      "India rejected",
    ]);
    expect((await list({ approved: "all" }, admin)).total).toBe(10);
    expect((await list({ approved: "true" }, admin)).total).toBe(7);
  });
});

describe("filters", () => {
  it("filters by age group, length, difficulty and setting", async () => {
    expect(sorted(titles(await list({ ageGroup: "children" })))).toEqual(["Alpha", "bravo", "golf"]);
    expect(sorted(titles(await list({ length: "short" })))).toEqual(["Alpha", "Charlie", "Echo", "golf"]);
    expect(sorted(titles(await list({ difficulty: "beginner" })))).toEqual(["Alpha", "Delta", "golf"]);
    expect(sorted(titles(await list({ setting: "sunday-school" })))).toEqual(["Alpha", "Delta", "golf"]);
  });

  it("puts 3 in 1-3, 4 and 6 in 4-6, 7 and 10 in 7-10, and 11 and up in 10+", async () => {
    expect(titles(await list({ speakingParts: "1-3" }))).toEqual(["Alpha"]);
    expect(sorted(titles(await list({ speakingParts: "4-6" })))).toEqual(["Charlie", "bravo"]);
    expect(sorted(titles(await list({ speakingParts: "7-10" })))).toEqual(["Delta", "Echo"]);
    expect(sorted(titles(await list({ speakingParts: "10+" })))).toEqual(["Foxtrot", "golf"]);
  });

  it("filters by category id, never showing hidden skits of that category", async () => {
    expect(sorted(titles(await list({ category: String(oldTestament) })))).toEqual(["Alpha", "Delta"]);
    expect(titles(await list({ category: String(parables) }))).toEqual(["Alpha"]);
    expect((await list({ category: "999999" })).total).toBe(0);
  });

  it("combines filters with AND", async () => {
    expect(sorted(titles(await list({ ageGroup: "children", length: "short" })))).toEqual(["Alpha", "golf"]);
    expect(titles(await list({ ageGroup: "children", length: "short", speakingParts: "10+" }))).toEqual([
      "golf",
    ]);
    expect(
      titles(
        await list({
          category: String(oldTestament),
          difficulty: "beginner",
          setting: "sunday-school",
          length: "long",
        }),
      ),
    ).toEqual(["Delta"]);
    const none = await list({ ageGroup: "preschool", length: "short" });
    expect(none).toMatchObject({ total: 0, totalCapped: false, totalPages: 0, hasMore: false, skits: [] });
  });

  it("treats empty parameters as no filter", async () => {
    expect(
      (await list({ ageGroup: "", length: "", category: "", search: "  ", speakingParts: "" })).total,
    ).toBe(7);
  });

  it("answers 400 with a clear message for unknown values", async () => {
    for (const [key, value, message] of [
      ["ageGroup", "toddlers", "Unknown age group"],
      ["length", "epic", "Unknown length"],
      ["speakingParts", "2-5", "Speaking parts must be one of 1-3, 4-6, 7-10 or 10+"],
      ["category", "abc", "Unknown category"],
      ["sort", "random", "Sort must be one of newest, oldest, downloads, title-asc, title-desc or relevance"],
      ["tab", "best", "Tab must be all, popular or recent"],
      ["page", "0", "Page must be 1 or more"],
      ["pageSize", "101", "pageSize must be 100 or less"],
    ] as const) {
      const res = await callRoute(listRoute, "GET", { query: { [key]: value } });
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body).toMatchObject({ message, errors: { [key]: [message] } });
    }
  });
});

describe("tabs", () => {
  it("Most Popular holds skits downloaded more than 5 times, most downloaded first", async () => {
    const page = await list({ tab: "popular" });
    expect(titles(page)).toEqual(["Foxtrot", "Charlie", "Echo", "golf", "Alpha"]);
    expect(page.sort).toBe("downloads");
    expect(titles(page)).not.toContain("bravo");
  });

  it("Recently Added holds skits created within the last month, newest first", async () => {
    const page = await list({ tab: "recent" });
    expect(titles(page)).toEqual(["golf", "Alpha", "bravo", "Charlie"]);
    expect(page.sort).toBe("newest");
  });

  it("combines a tab with filters and an explicit sort", async () => {
    expect(titles(await list({ tab: "popular", ageGroup: "children" }))).toEqual(["golf", "Alpha"]);
    expect(titles(await list({ tab: "recent", length: "short", sort: "oldest" }))).toEqual([
      "Charlie",
      "Alpha",
      "golf",
    ]);
    expect(titles(await list({ tab: "popular", sort: "title-asc" }))).toEqual([
      "Alpha",
      "Charlie",
      "Echo",
      "Foxtrot",
      "golf",
    ]);
  });
});

describe("sorting", () => {
  it("sorts newest (default), oldest, downloads and by title ignoring case", async () => {
    const newest = ["golf", "Alpha", "bravo", "Charlie", "Delta", "Echo", "Foxtrot"];
    expect(titles(await list())).toEqual(newest);
    expect(titles(await list({ sort: "newest" }))).toEqual(newest);
    expect(titles(await list({ sort: "oldest" }))).toEqual([...newest].reverse());
    expect(titles(await list({ sort: "downloads" }))).toEqual([
      "Foxtrot",
      "Charlie",
      "Echo",
      "golf",
      "Alpha",
      "bravo",
      "Delta",
    ]);
    expect(titles(await list({ sort: "title-asc" }))).toEqual([
      "Alpha",
      "bravo",
      "Charlie",
      "Delta",
      "Echo",
      "Foxtrot",
      "golf",
    ]);
    expect(titles(await list({ sort: "title-desc" }))).toEqual([
      "golf",
      "Foxtrot",
      "Echo",
      "Delta",
      "Charlie",
      "bravo",
      "Alpha",
    ]);
  });

  it("ignores sort=relevance without a search", async () => {
    const page = await list({ sort: "relevance" });
    expect(page.sort).toBe("newest");
    expect(titles(page)[0]).toBe("golf");
  });
});

describe("rows", () => {
  it("carry the approved rating average and count and the categories, never the content", async () => {
    const page = await list({ category: String(parables) });
    const alpha = page.skits[0]!;
    expect(alpha).toMatchObject({
      uuid: s.alpha!.uuid,
      title: "Alpha",
      averageRating: 4.3,
      reviewCount: 3,
      isApproved: true,
      status: "approved",
      downloadCount: 6,
      categories: [
        { id: oldTestament, name: "Old Testament", color: "#B45309" },
        { id: parables, name: "Parables", color: "#047857" },
      ],
    });
    expect(alpha).not.toHaveProperty("content");
    const charlie = (await list({ ageGroup: "teenage", length: "short" })).skits[0]!;
    expect(charlie).toMatchObject({ title: "Charlie", averageRating: null, reviewCount: 0, categories: [] });
  });
});
