/**
 * A bounded load run against a running server, and the check that no
 * acknowledged write was lost. Used by tests/e2e/load.test.ts (30 users, 20 s)
 * and, run directly, as the 60-second benchmark:
 *
 *   npm run bench:load                       50 users for 60 s on a fresh PostgreSQL database
 *   npm run bench:load -- --users 30 --seconds 20
 *
 * Every virtual user signs up, then loops over a weighted mix of browsing the
 * library (page and API search), viewing a skit, creating a skit with the
 * offline writer, rating a skit and downloading one. Anything that is not a
 * success (5xx, 4xx, network error) counts as an error. Afterwards the
 * database is read directly: every acknowledged create, rating and download
 * must be there.
 *
 * Traffic goes only to the server on 127.0.0.1 that the run started itself.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";

export interface LoadOptions {
  url: string;
  users: number;
  seconds: number;
  /** Approved skits to view, rate and download. */
  skitUuids: string[];
}

export interface LoadResult {
  requests: number;
  errors: string[];
  byAction: Record<string, { count: number; p50: number; p99: number }>;
  created: string[];
  /** "user:skit" → the last rating acknowledged. */
  ratings: Map<string, { email: string; skitUuid: string; rating: number }>;
  /** email → skit uuid → downloads acknowledged. */
  downloads: Map<string, Map<string, number>>;
  emails: string[];
  seconds: number;
}

type Action = "browse-page" | "search-api" | "view" | "create" | "rate" | "download";
const WEIGHTS: [Action, number][] = [
  ["browse-page", 25],
  ["search-api", 20],
  ["view", 25],
  ["create", 6],
  ["rate", 14],
  ["download", 10],
];
const SEARCHES = [
  "david",
  "moses",
  "jonah",
  "courage",
  "shepherd",
  "ruth",
  "easter",
  "prodigal son",
  "noah ark",
];
/** New accounts have 5 credits; each create spends one. */
const MAX_CREATES_PER_USER = 4;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function pickAction(): Action {
  const total = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [action, weight] of WEIGHTS) {
    r -= weight;
    if (r < 0) return action;
  }
  return "view";
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function signUp(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      firstName: "Load",
      lastName: "Tester",
      email,
      password: "load-password",
      confirmPassword: "load-password",
    }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("ss_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error("sign-up set no session cookie");
  return cookie;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url, users, seconds, skitUuids } = options;
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: users }, (_, i) => `load-${stamp}-${i}@example.test`);
  const cookies = await Promise.all(emails.map((email) => signUp(url, email)));
  const result: LoadResult = {
    requests: 0,
    errors: [],
    byAction: {},
    created: [],
    ratings: new Map(),
    downloads: new Map(),
    emails,
    seconds,
  };
  const timings = new Map<Action, number[]>();
  const deadline = Date.now() + seconds * 1000;

  async function call(action: Action, pathname: string, init: RequestInit & { cookie: string }) {
    const started = performance.now();
    result.requests++;
    try {
      const response = await fetch(`${url}${pathname}`, {
        ...init,
        redirect: "manual",
        headers: { origin: url, cookie: init.cookie, ...(init.headers as Record<string, string>) },
      });
      const body = await response.arrayBuffer();
      const list = timings.get(action) ?? [];
      list.push(performance.now() - started);
      timings.set(action, list);
      if (response.status >= 400) {
        result.errors.push(
          `${action} ${pathname}: ${response.status} ${new TextDecoder().decode(body).slice(0, 160)}`,
        );
        return null;
      }
      return { response, body };
    } catch (error) {
      result.errors.push(`${action} ${pathname}: network error ${String(error)}`);
      return null;
    }
  }

  async function virtualUser(index: number) {
    const email = emails[index]!;
    const cookie = cookies[index]!;
    let creates = 0;
    while (Date.now() < deadline) {
      let action = pickAction();
      if (action === "create" && creates >= MAX_CREATES_PER_USER) action = "view";
      const skit = pick(skitUuids);
      switch (action) {
        case "browse-page": {
          const query = Math.random() < 0.5 ? "" : `?search=${encodeURIComponent(pick(SEARCHES))}`;
          // Half the library views are anonymous (cacheable), half signed in.
          await call(action, `/browse${query}`, { cookie: Math.random() < 0.5 ? cookie : "" });
          break;
        }
        case "search-api":
          await call(action, `/api/skits?search=${encodeURIComponent(pick(SEARCHES))}`, { cookie });
          break;
        case "view":
          await call(action, `/skit/${skit}`, { cookie: Math.random() < 0.5 ? cookie : "" });
          break;
        case "create": {
          creates++;
          const answer = await call(action, "/api/skits/create", {
            cookie,
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              topic: `${pick(["Jonah", "Esther", "Gideon", "Ruth", "Daniel"])} under load ${index}-${creates}`,
              speakingParts: 3,
              length: "very-short",
              language: "english",
              ageGroup: "children",
            }),
          });
          if (answer)
            result.created.push((JSON.parse(new TextDecoder().decode(answer.body)) as { uuid: string }).uuid);
          break;
        }
        case "rate": {
          const rating = 1 + Math.floor(Math.random() * 5);
          const answer = await call(action, "/api/ratings", {
            cookie,
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              skitId: skit,
              rating,
              review: `Load review ${rating}`,
              displayName: false,
            }),
          });
          if (answer) result.ratings.set(`${email}|${skit}`, { email, skitUuid: skit, rating });
          break;
        }
        case "download": {
          const answer = await call(
            action,
            `/api/skits/${skit}/download/${Math.random() < 0.5 ? "pdf" : "docx"}`,
            {
              cookie,
              headers: { "sec-fetch-mode": "cors" },
            },
          );
          if (answer) {
            const mine = result.downloads.get(email) ?? new Map<string, number>();
            mine.set(skit, (mine.get(skit) ?? 0) + 1);
            result.downloads.set(email, mine);
          }
          break;
        }
      }
    }
  }

  await Promise.all(Array.from({ length: users }, (_, i) => virtualUser(i)));
  for (const [action, list] of timings) {
    const sorted = [...list].sort((a, b) => a - b);
    result.byAction[action] = {
      count: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
    };
  }
  return result;
}

/** Reads the database directly: what the run acknowledged but the database does not hold. */
export async function lostWrites(databaseUrl: string, result: LoadResult): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const lost: string[] = [];
  try {
    if (result.created.length > 0) {
      const rows = await sql<
        { uuid: string }[]
      >`select uuid::text as uuid from skits where uuid::text in ${sql(result.created)}`;
      const found = new Set(rows.map((r) => r.uuid));
      for (const uuid of result.created) if (!found.has(uuid)) lost.push(`created skit ${uuid}`);
    }
    const ratingRows = await sql<{ email: string; uuid: string; rating: number }[]>`
      select u.email, s.uuid::text as uuid, r.rating
      from ratings r join users u on u.id = r.user_id join skits s on s.id = r.skit_id
      where u.email in ${sql(result.emails)}`;
    const stored = new Map(ratingRows.map((r) => [`${r.email}|${r.uuid}`, r.rating]));
    for (const [key, rating] of result.ratings) {
      if (stored.get(key) !== rating.rating) {
        lost.push(`rating ${key}: acknowledged ${rating.rating}, stored ${stored.get(key) ?? "nothing"}`);
      }
    }
    const downloadRows = await sql<{ email: string; uuid: string; n: number }[]>`
      select u.email, s.uuid::text as uuid, count(*)::int as n
      from downloads d join users u on u.id = d.user_id join skits s on s.id = d.skit_id
      where u.email in ${sql(result.emails)} group by u.email, s.uuid`;
    const counted = new Map(downloadRows.map((r) => [`${r.email}|${r.uuid}`, r.n]));
    for (const [email, perSkit] of result.downloads) {
      for (const [uuid, n] of perSkit) {
        const have = counted.get(`${email}|${uuid}`) ?? 0;
        if (have < n) lost.push(`downloads of ${uuid} by ${email}: acknowledged ${n}, stored ${have}`);
      }
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  return lost;
}

export function describeLoad(result: LoadResult): string {
  const writes = {
    creates: result.created.length,
    ratings: result.ratings.size,
    downloads: [...result.downloads.values()].reduce(
      (sum, m) => sum + [...m.values()].reduce((a, b) => a + b, 0),
      0,
    ),
  };
  const lines = Object.entries(result.byAction).map(
    ([action, s]) =>
      `  ${action.padEnd(12)} ${String(s.count).padStart(6)} requests  p50 ${s.p50} ms  p99 ${s.p99} ms`,
  );
  return [
    `${result.requests} requests in ${result.seconds} s (${Math.round(result.requests / result.seconds)} req/s), ${result.errors.length} errors`,
    ...lines,
    `  acknowledged writes: ${writes.creates} creates, ${writes.ratings} ratings (last value per user and skit), ${writes.downloads} downloads`,
  ].join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const value = (flag: string, fallback: number) => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const users = value("--users", 50);
  const seconds = value("--seconds", 60);
  const { freshPostgresDatabase, startServer } = await import("../tests/e2e/server.ts");
  const database = await freshPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-bench-load-"));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, DENO_KV_URL: "" });
  try {
    const library = (await (await fetch(`${server.url}/api/skits?pageSize=24`)).json()) as {
      skits: { uuid: string }[];
    };
    const result = await runLoad({
      url: server.url,
      users,
      seconds,
      skitUuids: library.skits.map((s) => s.uuid),
    });
    const lost = await lostWrites(database.url, result);
    console.log(`Load: ${users} users for ${seconds} s on PostgreSQL\n${describeLoad(result)}`);
    console.log(`  lost writes: ${lost.length}`);
    for (const error of result.errors.slice(0, 20)) console.log(`  error: ${error}`);
    for (const item of lost.slice(0, 20)) console.log(`  lost: ${item}`);
    process.exitCode = result.errors.length === 0 && lost.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
