/**
 * GET /api/skits search (full-text over title, scripture, topic and
 * description, ranked) and pagination edges, including the count cap.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNT_CAP, type LibraryPage } from "../../src/features/library/library.schema.ts";
import * as listRoute from "../../src/pages/api/skits/index.ts";
import { getDb } from "../../src/server/db/client.ts";
import { type NewSkit, skits } from "../../src/server/db/schema.ts";
import { createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

async function list(query: Record<string, string> = {}): Promise<LibraryPage> {
  const res = await callRoute(listRoute, "GET", { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as LibraryPage;
}
const titles = (page: LibraryPage) => page.skits.map((k) => k.title);
const DAY = 24 * 60 * 60 * 1000;

describe("search", () => {
  beforeAll(async () => {
    const creator = await createUser();
    const base = {
      creatorId: creator.id,
      status: "approved",
      description: "A short skit for your group.",
      topic: "Courage",
      scripture: null,
    } as const;
    // Oldest first, so "newest" order is the reverse of this list.
    const rows: Partial<NewSkit>[] = [
      {
        title: "Shepherd Boy Sings",
        description: "Zebulun hears about a giant called Goliath from his brother.",
      },
      { title: "Goliath Falls", description: "The giant meets a shepherd boy with a sling." },
      { title: "The Giant and the Sling", topic: "Goliath", scripture: "1 Samuel 17" },
      { title: "A Good Samaritan Story", topic: "Kindness", scripture: "Luke 10:25-37" },
      { title: "Samuel Hears a Voice", topic: "Listening", scripture: "1 Samuel 3" },
      { title: "Hidden Pending Goliath", status: "pending" },
      { title: "Los Niños y Jesús", topic: "Niños", language: "spanish" },
    ];
    for (const [i, row] of rows.entries())
      await createSkit({ ...base, ...row, createdAt: new Date(Date.now() - (10 - i) * DAY) });
    await (await getDb()).execute(sql`analyze skits`);
  });

  it("ranks a title match above a scripture/topic match above a description match", async () => {
    const page = await list({ search: "goliath" });
    expect(page.sort).toBe("relevance");
    expect(titles(page)).toEqual(["Goliath Falls", "The Giant and the Sling", "Shepherd Boy Sings"]);
    expect(page.total).toBe(3);
  });

  it("matches the last word as a prefix so partial words work", async () => {
    expect(titles(await list({ search: "goli" }))).toEqual([
      "Goliath Falls",
      "The Giant and the Sling",
      "Shepherd Boy Sings",
    ]);
    expect(titles(await list({ search: "Samar" }))).toEqual(["A Good Samaritan Story"]);
    // "sam" is a prefix of both "samaritan" and "samuel" (title and scripture).
    expect(titles(await list({ search: "sam", sort: "title-asc" }))).toEqual([
      "A Good Samaritan Story",
      "Samuel Hears a Voice",
      "The Giant and the Sling",
    ]);
  });

  it("requires every word, with the earlier words matched whole", async () => {
    expect(titles(await list({ search: "shepherd sling" }))).toEqual(["Goliath Falls"]);
    expect(titles(await list({ search: "shep sling" }))).toEqual([]);
    expect(titles(await list({ search: "giant sli" }))).toEqual(["The Giant and the Sling", "Goliath Falls"]);
  });

  it("supports quoted phrases, or and exclusions (websearch syntax)", async () => {
    expect(titles(await list({ search: '"shepherd boy"', sort: "title-asc" }))).toEqual([
      "Goliath Falls",
      "Shepherd Boy Sings",
    ]);
    expect(titles(await list({ search: "kindness or listening", sort: "title-asc" }))).toEqual([
      "A Good Samaritan Story",
      "Samuel Hears a Voice",
    ]);
    expect(titles(await list({ search: "samaritan or samu", sort: "title-asc" }))).toEqual([
      "A Good Samaritan Story",
      "Samuel Hears a Voice",
      "The Giant and the Sling",
    ]);
    expect(titles(await list({ search: "goliath -sling" }))).toEqual(["Shepherd Boy Sings"]);
  });

  it("matches letters beyond ASCII, ignoring case", async () => {
    expect(titles(await list({ search: "NIÑOS" }))).toEqual(["Los Niños y Jesús"]);
    expect(titles(await list({ search: "jes" }))).toEqual(["Los Niños y Jesús"]);
  });

  it("never finds hidden skits, and an explicit sort overrides relevance", async () => {
    const page = await list({ search: "goliath", sort: "newest" });
    expect(page.sort).toBe("newest");
    expect(titles(page)).toEqual(["The Giant and the Sling", "Goliath Falls", "Shepherd Boy Sings"]);
  });

  it("finds nothing for unknown words and ignores a search with no letters or digits", async () => {
    expect(await list({ search: "pharaoh" })).toMatchObject({ total: 0, skits: [] });
    const punctuation = await list({ search: "!!! ???" });
    expect(punctuation.total).toBe(6);
    expect(punctuation.sort).toBe("newest");
  });

  it("treats SQL and tsquery syntax as plain text", async () => {
    for (const search of ["goliath'; drop table skits; --", "go:* & !", "a|b", "(sling"]) {
      const res = await callRoute(listRoute, "GET", { query: { search } });
      expect(res.status, search).toBe(200);
    }
    expect((await list()).total).toBe(6);
  });

  it("combines search with filters and a tab", async () => {
    await createSkit({
      status: "approved",
      title: "Goliath for Teens",
      ageGroup: "teenage",
      downloadCount: 9,
    });
    expect(titles(await list({ search: "goliath", ageGroup: "teenage" }))).toEqual(["Goliath for Teens"]);
    expect(titles(await list({ search: "goliath", tab: "popular" }))).toEqual(["Goliath for Teens"]);
    expect((await list({ search: "goliath", tab: "recent" })).total).toBe(4);
  });
});

describe("pagination", () => {
  let ids: number[] = [];
  const TAG = "paginationtag";

  beforeAll(async () => {
    const db = await getDb();
    const creator = await createUser();
    const now = Date.now();
    const rows: NewSkit[] = Array.from({ length: COUNT_CAP + 5 }, (_, i) => ({
      title: `Page Skit ${String(i).padStart(4, "0")} ${TAG}`,
      description: "A skit made for pagination tests.",
      content: "NARRATOR: A line long enough to be a skit for the pagination tests of the library.",
      topic: "Paging",
      speakingParts: 2,
      length: "very-long",
      language: "english",
      ageGroup: "adult",
      status: "approved",
      creatorId: creator.id,
      createdAt: new Date(now - i * 60_000),
    }));
    const inserted = await db.insert(skits).values(rows).returning({ id: skits.id });
    ids = inserted.map((r) => r.id);
    await db.execute(sql`analyze skits`);
  });

  it("pages through a filtered list with page and pageSize", async () => {
    const first = await list({ length: "very-long", pageSize: "7" });
    expect(first).toMatchObject({ page: 1, pageSize: 7, total: COUNT_CAP, totalCapped: true, hasMore: true });
    expect(first.skits.map((k) => k.id)).toEqual(ids.slice(0, 7));
    const second = await list({ length: "very-long", pageSize: "7", page: "2" });
    expect(second.skits.map((k) => k.id)).toEqual(ids.slice(7, 14));
  });

  it("counts exactly below the cap and reports a lower bound above it", async () => {
    const small = await list({ length: "very-long", search: "0001" });
    expect(small).toMatchObject({ total: 1, totalCapped: false, totalPages: 1, hasMore: false });
    const large = await list({ length: "very-long" });
    expect(large).toMatchObject({ total: COUNT_CAP, totalCapped: true, hasMore: true, pageSize: 20 });
    expect(large.totalPages).toBe(COUNT_CAP / 20);
  });

  it("reaches pages past the cap, and the last partial page", async () => {
    const pageSize = 100;
    const last = Math.ceil((COUNT_CAP + 5) / pageSize);
    const page = await list({ length: "very-long", pageSize: String(pageSize), page: String(last) });
    expect(page.skits.map((k) => k.id)).toEqual(ids.slice((last - 1) * pageSize));
    expect(page.skits.length).toBe((COUNT_CAP + 5) % pageSize);
    expect(page).toMatchObject({
      total: COUNT_CAP + 5,
      totalCapped: false,
      hasMore: false,
      totalPages: last,
    });
  });

  it("answers an empty page past the end with the total", async () => {
    const page = await list({ length: "very-long", search: TAG, sort: "oldest", pageSize: "50", page: "40" });
    expect(page.skits).toEqual([]);
    expect(page.total).toBe(COUNT_CAP + 5);
    expect(page.hasMore).toBe(false);
  });

  it("keeps pages stable when several skits share a creation time (id breaks ties)", async () => {
    const db = await getDb();
    const same = new Date(Date.now() - 400 * DAY);
    const twins = await db
      .insert(skits)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          title: `Twin ${i}`,
          description: "Twins for tie-breaks.",
          content: "x".repeat(60),
          topic: "Twins",
          speakingParts: 1,
          length: "long",
          language: "english",
          ageGroup: "preschool",
          status: "approved",
          createdAt: same,
        })),
      )
      .returning({ id: skits.id });
    const a = await list({ ageGroup: "preschool", pageSize: "2" });
    const b = await list({ ageGroup: "preschool", pageSize: "2", page: "2" });
    const c = await list({ ageGroup: "preschool", pageSize: "2", page: "3" });
    const expected = twins.map((t) => t.id).sort((x, y) => y - x);
    expect([...a.skits, ...b.skits, ...c.skits].map((k) => k.id)).toEqual(expected);
  });
});
