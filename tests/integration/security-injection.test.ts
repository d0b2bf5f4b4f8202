/**
 * SQL injection: classic payloads in the library search, in every library
 * filter and in the admin searches. Nothing answers 500, nothing returns a row
 * the plain words would not (no pending skits, no extra rows), and the tables are
 * intact afterwards. Runs on PGlite and on PostgreSQL.
 */
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminApprovedRoute from "../../src/pages/api/admin/skits/approved.ts";
import * as adminPendingRoute from "../../src/pages/api/admin/skits/pending.ts";
import * as adminUsersRoute from "../../src/pages/api/admin/users/index.ts";
import * as skitsRoute from "../../src/pages/api/skits/index.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { skits, users } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

/** Each starts with a real word ("shepherd"), then tries to widen the match. */
const PAYLOADS = [
  "shepherd' OR '1'='1",
  "shepherd' OR 1=1 --",
  "shepherd'; DROP TABLE skits; --",
  'shepherd" OR ""="',
  "shepherd') OR ('x'='x",
  "shepherd%' OR title LIKE '%",
  "shepherd' UNION SELECT id, email, password_hash FROM users --",
  "shepherd\\'; SELECT pg_sleep(3); --",
  "shepherd $$ OR true $$",
  "shepherd:* | !zzzz",
  "shepherd' AND 1=(SELECT COUNT(*) FROM pg_catalog.pg_tables) --",
  "shepherd/**/OR/**/1=1",
  "shepherd\u0000' OR '1'='1",
  "%",
  "_",
  "'",
  '"',
  "\\",
  "--",
  ";",
  "' OR ''='",
];

const FILTERS = [
  "ageGroup",
  "length",
  "difficulty",
  "setting",
  "speakingParts",
  "category",
  "sort",
  "tab",
  "page",
  "pageSize",
  "approved",
];
const FILTER_PAYLOADS = [
  "' OR '1'='1",
  "1 OR 1=1",
  "1; DROP TABLE skits; --",
  "children' --",
  "1)) OR ((1=1",
];

let admin: SessionUser;
const shepherdIds = new Set<number>();
const approvedIds = new Set<number>();
let pendingShepherdId = 0;

/** Library text with none of the payloads' other words (or, 1, select, users, x …). */
function skitText(word: string) {
  return {
    title: `The Brave ${word}`,
    description: `Young ${word} trusts God when lions come near.`,
    topic: `${word} courage`,
    scripture: "Psalm twenty-three",
  };
}

beforeAll(async () => {
  admin = await createAdmin({ firstName: "Ada", lastName: "Admin" });
  for (let i = 0; i < 3; i++) {
    const skit = await createSkit({ ...skitText("shepherd"), status: "approved" });
    shepherdIds.add(skit.id);
    approvedIds.add(skit.id);
  }
  for (const word of ["fisherman", "carpenter"]) {
    approvedIds.add((await createSkit({ ...skitText(word), status: "approved" })).id);
  }
  pendingShepherdId = (await createSkit({ ...skitText("shepherd"), status: "pending" })).id;
});

async function tableCounts() {
  const db = await getDb();
  const [s] = await db.select({ n: count() }).from(skits);
  const [u] = await db.select({ n: count() }).from(users);
  return { skits: s!.n, users: u!.n };
}

describe("library search", () => {
  it("finds exactly the approved shepherd skits for the plain word", async () => {
    const res = await callRoute(skitsRoute, "GET", { query: { search: "shepherd" } });
    expect(res.status).toBe(200);
    const ids = (res.body as { skits: { id: number }[] }).skits.map((s) => s.id);
    expect(new Set(ids)).toEqual(shepherdIds);
  });

  it("answers every injection payload without a 500 and without extra rows", async () => {
    const before = await tableCounts();
    const problems: string[] = [];
    for (const search of PAYLOADS) {
      for (const user of [null, admin]) {
        const started = Date.now();
        const res = await callRoute(skitsRoute, "GET", { query: { search }, user });
        if (Date.now() - started > 2500) problems.push(`${search}: took ${Date.now() - started} ms`);
        if (res.status !== 200 && res.status !== 400) {
          problems.push(`${search}: status ${res.status}`);
          continue;
        }
        if (res.status === 400) continue;
        // Without a letter or digit there is nothing to search for: the whole (approved) library answers.
        const expected = /[\p{L}\p{N}]/u.test(search) ? shepherdIds : approvedIds;
        for (const skit of (res.body as { skits: { id: number }[] }).skits) {
          if (!expected.has(skit.id)) problems.push(`${search}: returned skit ${skit.id}`);
          if (skit.id === pendingShepherdId) problems.push(`${search}: returned the pending skit`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses injection in every filter with 400 and the field's message", async () => {
    const problems: string[] = [];
    for (const filter of FILTERS) {
      for (const value of FILTER_PAYLOADS) {
        const res = await callRoute(skitsRoute, "GET", { query: { [filter]: value } });
        if (res.status !== 400) problems.push(`${filter}=${value}: status ${res.status}`);
        else if (!(res.body as { errors?: Record<string, string[]> }).errors?.[filter]) {
          problems.push(`${filter}=${value}: no message for the field`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("admin searches", () => {
  const routes = [
    ["users", adminUsersRoute],
    ["pending skits", adminPendingRoute],
    ["approved skits", adminApprovedRoute],
  ] as const;

  for (const [name, route] of routes) {
    it(`treats injection in the ${name} search as text`, async () => {
      const before = await tableCounts();
      const problems: string[] = [];
      for (const payload of [
        "zzqx' OR '1'='1",
        "zzqx\u0000' OR '1'='1",
        "zzqx%",
        "zzqx_",
        "zzqx'; DROP TABLE users; --",
        "%' OR 1=1 --",
      ]) {
        const res = await callRoute(route, "GET", { user: admin, query: { search: payload } });
        if (res.status !== 200) {
          problems.push(`${payload}: status ${res.status}`);
          continue;
        }
        const body = res.body as unknown[] | { users?: unknown[]; skits?: unknown[] };
        const rows = Array.isArray(body) ? body : (body.users ?? body.skits ?? []);
        if (rows.length > 0) problems.push(`${payload}: ${rows.length} rows`);
      }
      expect(problems).toEqual([]);
      expect(await tableCounts()).toEqual(before);
    });
  }

  it("matches % and _ literally, not as wildcards", async () => {
    const res = await callRoute(adminUsersRoute, "GET", { user: admin, query: { search: "%" } });
    expect(res.status).toBe(200);
    const body = res.body as unknown[] | { users: unknown[] };
    const rows = Array.isArray(body) ? body : body.users;
    expect(rows).toHaveLength(0);
  });
});
