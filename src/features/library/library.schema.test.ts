import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkUploadFile,
  effectiveSort,
  filterOwnSkits,
  formatFoundCount,
  isTextFile,
  LIBRARY_QUERY_KEYS,
  libraryQuerySchema,
  libraryQueryString,
  parseLibraryQuery,
  parseLibraryQueryStrict,
  parseLibraryView,
  TABLE_DESCRIPTION_MAX,
  truncateDescription,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
} from "./library.schema.ts";

const params = (s: string) => new URLSearchParams(s);

describe("library query", () => {
  it("parses every parameter with defaults", () => {
    expect(parseLibraryQuery(params(""))).toEqual({ approved: "true", tab: "all", page: 1, pageSize: 20 });
    expect(
      parseLibraryQuery(
        params(
          "search=%20david%20&ageGroup=children&length=short&speakingParts=10%2B&category=3&difficulty=beginner&setting=youth-group&sort=title-asc&tab=popular&page=2&pageSize=50",
        ),
      ),
    ).toEqual({
      search: "david",
      ageGroup: "children",
      length: "short",
      speakingParts: "10+",
      category: 3,
      difficulty: "beginner",
      setting: "youth-group",
      approved: "true",
      sort: "title-asc",
      tab: "popular",
      page: 2,
      pageSize: 50,
    });
  });

  it("drops bad values in a shared link but refuses them in the API", () => {
    const lenient = parseLibraryQuery(params("ageGroup=toddlers&length=short&page=-3&category=abc&tab=nope"));
    expect(lenient).toEqual({ length: "short", approved: "true", tab: "all", page: 1, pageSize: 20 });
    const strict = parseLibraryQueryStrict(params("ageGroup=toddlers"));
    expect(strict.success).toBe(false);
  });

  it("builds a query string that omits defaults and round-trips", () => {
    expect(libraryQueryString(parseLibraryQuery(params("")))).toBe("");
    const query = parseLibraryQuery(
      params("ageGroup=children&length=short&tab=recent&page=3&search=noah%27s ark"),
    );
    const text = libraryQueryString(query, { view: "table" });
    expect(text).toBe("?search=noah%27s+ark&ageGroup=children&length=short&tab=recent&view=table&page=3");
    expect(parseLibraryQuery(params(text.slice(1)))).toEqual(query);
    expect(parseLibraryView(params(text.slice(1)).get("view"))).toBe("table");
    expect(parseLibraryView("grid")).toBe("list");
  });

  it("sorts by relevance when searching, by downloads on Most Popular, else newest; explicit sorts win", () => {
    expect(effectiveSort({ tab: "all" })).toBe("newest");
    expect(effectiveSort({ tab: "popular" })).toBe("downloads");
    expect(effectiveSort({ tab: "recent" })).toBe("newest");
    expect(effectiveSort({ tab: "all", search: "david" })).toBe("relevance");
    expect(effectiveSort({ tab: "all", search: "!!" })).toBe("newest");
    expect(effectiveSort({ tab: "popular", search: "david", sort: "oldest" })).toBe("oldest");
    expect(effectiveSort({ tab: "all", sort: "relevance" })).toBe("newest");
  });

  it("formats the found count, with + when the count stopped at the cap", () => {
    expect(formatFoundCount({ total: 0, totalCapped: false })).toBe("Found 0 skits");
    expect(formatFoundCount({ total: 1, totalCapped: false })).toBe("Found 1 skit");
    expect(formatFoundCount({ total: 1234, totalCapped: false })).toBe("Found 1,234 skits");
    expect(formatFoundCount({ total: 200, totalCapped: true })).toBe("Found 200+ skits");
  });
});

describe("truncateDescription", () => {
  it("cuts at 80 characters and appends ...", () => {
    expect(TABLE_DESCRIPTION_MAX).toBe(80);
    expect(truncateDescription("x".repeat(80))).toBe("x".repeat(80));
    expect(truncateDescription("x".repeat(81))).toBe(`${"x".repeat(80)}...`);
    expect(truncateDescription("short")).toBe("short");
  });
});

describe("filterOwnSkits", () => {
  const row = (title: string, createdAt: string, downloadCount: number, topic = "Topic") => ({
    title,
    description: "A skit.",
    scripture: null,
    topic,
    createdAt,
    downloadCount,
  });
  const rows = [
    row("bravo", "2026-01-02", 5),
    row("Alpha", "2026-01-03", 1, "Jonah"),
    row("charlie", "2026-01-01", 9),
  ];

  it("searches title, description, scripture and topic case-insensitively, all words", () => {
    expect(filterOwnSkits(rows, "JONAH", undefined).map((r) => r.title)).toEqual(["Alpha"]);
    expect(filterOwnSkits(rows, "alpha jonah", undefined).map((r) => r.title)).toEqual(["Alpha"]);
    expect(filterOwnSkits(rows, "alpha zebra", undefined)).toEqual([]);
  });

  it("sorts by every option without changing the input", () => {
    const titles = (sort: Parameters<typeof filterOwnSkits>[2]) =>
      filterOwnSkits(rows, "", sort).map((r) => r.title);
    expect(titles(undefined)).toEqual(["Alpha", "bravo", "charlie"]);
    expect(titles("oldest")).toEqual(["charlie", "bravo", "Alpha"]);
    expect(titles("downloads")).toEqual(["charlie", "bravo", "Alpha"]);
    expect(titles("title-asc")).toEqual(["Alpha", "bravo", "charlie"]);
    expect(titles("title-desc")).toEqual(["charlie", "bravo", "Alpha"]);
    expect(rows.map((r) => r.title)).toEqual(["bravo", "Alpha", "charlie"]);
  });
});

describe("upload checks", () => {
  it("accepts .txt files typed text/plain or untyped", () => {
    expect(isTextFile("skit.txt", "text/plain")).toBe(true);
    expect(isTextFile("SKIT.TXT", "")).toBe(true);
    expect(isTextFile("skit.txt", "application/octet-stream")).toBe(true);
    expect(isTextFile("skit.txt", "text/plain; charset=utf-8")).toBe(true);
    expect(isTextFile("skit.md", "text/plain")).toBe(false);
    expect(isTextFile("skit.txt", "image/png")).toBe(false);
  });

  it("gives the spec's messages in order", () => {
    expect(checkUploadFile(null)).toBe("Please select a file to upload");
    expect(checkUploadFile({ name: "a.pdf", type: "application/pdf", size: 10 })).toBe(
      "Please select a text file (.txt)",
    );
    expect(checkUploadFile({ name: "a.txt", type: "text/plain", size: UPLOAD_MAX_BYTES + 1 })).toBe(
      "File size must be less than 2MB",
    );
    expect(checkUploadFile({ name: "a.txt", type: "text/plain", size: 0 })).toBe(UPLOAD_MESSAGES.empty);
    expect(checkUploadFile({ name: "a.txt", type: "text/plain", size: UPLOAD_MAX_BYTES })).toBeNull();
  });
});

describe("search parameter", () => {
  it("drops NUL characters (they cannot reach PostgreSQL) and limits the length", () => {
    expect(parseLibraryQueryStrict(params("search=a%00b")).data?.search).toBe("ab");
    expect(parseLibraryQuery(params("search=%00&length=short"))).toEqual({
      length: "short",
      approved: "true",
      tab: "all",
      page: 1,
      pageSize: 20,
    });
    expect(parseLibraryQueryStrict(params(`search=${"a".repeat(201)}`)).success).toBe(false);
  });
});

describe("the browser's lenient parser and the API's schema", () => {
  // The reference: the schema, dropping every field it refuses until the rest parses.
  const viaSchema = (p: URLSearchParams) => {
    const raw: Record<string, string> = {};
    for (const key of LIBRARY_QUERY_KEYS) {
      const value = p.get(key);
      if (value !== null) raw[key] = value;
    }
    for (;;) {
      const result = libraryQuerySchema.safeParse(raw);
      if (result.success) return result.data;
      for (const issue of result.error.issues) delete raw[String(issue.path[0])];
    }
  };
  const candidates: Record<(typeof LIBRARY_QUERY_KEYS)[number], fc.Arbitrary<string>> = {
    search: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("", "  ", "a\u0000b", "x".repeat(201), " david "),
    ),
    ageGroup: fc.constantFrom("children", "adult", "all-ages", "toddlers", "", " "),
    length: fc.constantFrom("short", "very-long", "epic", ""),
    difficulty: fc.constantFrom("beginner", "advanced", "hard", ""),
    setting: fc.constantFrom("youth-group", "mission-trip", "beach", ""),
    speakingParts: fc.constantFrom("1-3", "10+", "4-7", "", "10"),
    category: fc.oneof(
      fc.integer({ min: -3, max: 2_147_483_650 }).map(String),
      fc.constantFrom("", " 7 ", "1.5", "abc", "1e3", "0x10", "Infinity", "NaN", "2147483648"),
    ),
    approved: fc.constantFrom("true", "false", "all", "yes", ""),
    sort: fc.constantFrom(
      "relevance",
      "newest",
      "oldest",
      "downloads",
      "title-asc",
      "title-desc",
      "random",
      "",
    ),
    tab: fc.constantFrom("all", "popular", "recent", "trending", ""),
    page: fc.oneof(
      fc.integer({ min: -2, max: 503 }).map(String),
      fc.constantFrom("", "2.5", "x", " 3", "1e2"),
    ),
    pageSize: fc.oneof(fc.integer({ min: -2, max: 103 }).map(String), fc.constantFrom("", "20.0", "fifty")),
  };

  it("agree on every combination of valid, invalid and blank values", () => {
    fc.assert(
      fc.property(fc.record(candidates, { requiredKeys: [] }), (fields) => {
        const p = new URLSearchParams(Object.entries(fields) as [string, string][]);
        expect(parseLibraryQuery(p)).toEqual(viaSchema(p));
      }),
      { numRuns: 2000 },
    );
  });
});
