/**
 * npm run bench — the project's benchmarks, one after another:
 *
 *   library    seeds N synthetic skits (default 100,000) into a FRESH database — a
 *              temporary PGlite data directory, or a new database on the PostgreSQL
 *              server of BENCH_DATABASE_URL (created and dropped again) — then times
 *              typical library searches and filters (listSkits, as GET /api/skits
 *              runs it) and prints p50/p99 per query. Target: p99 < 50 ms.
 *   documents  scripts/bench-documents.ts (PDF / Word rendering), in its own process.
 *
 *   npm run bench                                  all suites
 *   npm run bench -- --only library                one suite (library | documents)
 *   npm run bench -- --skits 20000 --iterations 50
 *   npm run bench -- --with-proposed-indexes       also add the indexes proposed in the report
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- --only library
 *
 * Exit code 1 when a suite misses its target.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

interface Suite {
  name: string;
  run: (args: BenchArgs) => Promise<boolean>;
}

interface BenchArgs {
  skits: number;
  iterations: number;
  withProposedIndexes: boolean;
  /** Reuse (and keep) this PGlite data directory instead of a fresh one; seeds only when it has no skits. */
  dataDir: string | null;
}

function parseArgs(argv: string[]): BenchArgs & { only: string | null } {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const skits = Number(value("--skits") ?? 100_000);
  const iterations = Number(value("--iterations") ?? 100);
  if (!Number.isInteger(skits) || skits < 1 || !Number.isInteger(iterations) || iterations < 1) {
    console.error(
      "--skits and --iterations take whole numbers, e.g. npm run bench -- --skits 100000 --iterations 100",
    );
    process.exit(2);
  }
  return {
    skits,
    iterations,
    withProposedIndexes: argv.includes("--with-proposed-indexes"),
    dataDir: value("--data-dir") ?? null,
    only: value("--only") ?? null,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? "").length))) ?? [];
  for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join("  "));
}

// ---- library ------------------------------------------------------------------------------------

const LIBRARY_TARGET_MS = 50;
const WARM_UP_PASSES = 3;

/** The indexes the report proposes; created only with --with-proposed-indexes (the schema is not changed here). */
const PROPOSED_INDEXES = [
  `create index if not exists skits_title_idx on skits (status, is_public, (lower(title) collate "C"), id)`,
];

/** Typical reader queries: the browse page's defaults, filters, tabs, sorts and searches. */
const QUERIES: { name: string; query: Record<string, string> }[] = [
  { name: "browse page 1 (newest)", query: {} },
  { name: "browse page 5", query: { page: "5" } },
  { name: "browse page 50 (deep)", query: { page: "50" } },
  { name: "age group", query: { ageGroup: "children" } },
  { name: "age group + length", query: { ageGroup: "teenage", length: "short" } },
  { name: "length + parts 4-6", query: { length: "medium", speakingParts: "4-6" } },
  { name: "difficulty + setting", query: { difficulty: "beginner", setting: "sunday-school" } },
  { name: "parts 10+", query: { speakingParts: "10+" } },
  {
    name: "all six filters",
    query: {
      ageGroup: "children",
      length: "short",
      speakingParts: "1-3",
      difficulty: "beginner",
      setting: "youth-group",
      category: "1",
    },
  },
  { name: "category", query: { category: "3" } },
  { name: "category + age group", query: { category: "1", ageGroup: "preschool" } },
  { name: "tab popular", query: { tab: "popular" } },
  { name: "tab recent", query: { tab: "recent" } },
  { name: "popular + age group", query: { tab: "popular", ageGroup: "adult" } },
  { name: "sort downloads", query: { sort: "downloads" } },
  { name: "sort oldest", query: { sort: "oldest" } },
  { name: "sort title A-Z", query: { sort: "title-asc" } },
  { name: "title Z-A + age group", query: { sort: "title-desc", ageGroup: "children" } },
  { name: "search 'david'", query: { search: "david" } },
  { name: "search 'good samaritan'", query: { search: "good samaritan" } },
  { name: "search 'prodig' (prefix)", query: { search: "prodig" } },
  { name: "search 'faithful journey'", query: { search: "faithful journey" } },
  { name: "search 'lions den' + age", query: { search: "lions den", ageGroup: "teenage" } },
  { name: "search 'noah' sort newest", query: { search: "noah", sort: "newest" } },
  { name: "search 'jonah' + popular", query: { search: "jonah", tab: "popular" } },
  { name: "search 'the' (very broad)", query: { search: "the" } },
  { name: "search 'xylophone' (none)", query: { search: "xylophone" } },
];

async function seedLibraryExtras(db: import("../src/server/db/client.ts").Db): Promise<void> {
  const { sql } = await import("drizzle-orm");
  // Categories on every skit (one or two each) and a rating on every fifth skit, as a real library has.
  await db.execute(sql`
    insert into categories (name, color)
    select 'Bench category ' || n, '#3B82F6' from generate_series(1, 8) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into skit_categories (skit_id, category_id)
    select s.id, c.id from skits s join categories c on c.id = 1 + (s.id % 8)
    union all
    select s.id, c.id from skits s join categories c on c.id = 1 + ((s.id / 3) % 8) where s.id % 3 = 0 and (s.id / 3) % 8 <> s.id % 8
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (email, first_name)
    select 'bench-reviewer-' || n || '@scriptureskits.test', 'Reviewer' from generate_series(1, 200) n`);
  await db.execute(sql`
    with reviewers as (select min(id) as first from users where email like 'bench-reviewer-%')
    insert into ratings (skit_id, user_id, rating, status)
    select s.id, reviewers.first + (s.id % 200), 1 + (s.id % 5), case when s.id % 10 = 0 then 'pending' else 'approved' end
    from skits s, reviewers
    where s.id % 5 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

async function libraryBench(args: BenchArgs): Promise<boolean> {
  const keep = args.dataDir !== null;
  const dataDir = args.dataDir ? path.resolve(args.dataDir) : mkdtempSync(path.join(tmpdir(), "ss-bench-"));
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
  let dropDatabase: (() => Promise<void>) | null = null;
  process.env.DATA_DIR = dataDir;
  process.env.SEED_ON_START = "false";
  process.env.LOG_LEVEL = "warn";
  process.env.DENO_KV_URL = ":memory:";
  if (serverUrl) {
    const { default: postgres } = await import("postgres");
    const name = `ss_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    process.env.DATABASE_URL = "";
  }

  const { closeDb, databaseKind, getDb } = await import("../src/server/db/client.ts");
  const { seedSyntheticSkits } = await import("../src/server/db/seed-synthetic.ts");
  const { listSkits } = await import("../src/features/library/server/list-skits.ts");
  const { parseLibraryQueryStrict } = await import("../src/features/library/library.schema.ts");
  const { sql } = await import("drizzle-orm");
  const { skits } = await import("../src/server/db/schema.ts");

  try {
    const db = await getDb();
    const kind = await databaseKind();
    console.log(
      `\n== library: ${args.skits.toLocaleString("en-US")} skits on ${kind === "postgres" ? "PostgreSQL (a fresh database)" : `PGlite (${keep ? "" : "fresh "}data directory ${dataDir})`}`,
    );
    let started = performance.now();
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(skits);
    if (keep && (existing?.n ?? 0) > 0) {
      console.log("reusing the seeded data directory");
    } else {
      await seedSyntheticSkits(db, args.skits);
      await seedLibraryExtras(db);
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    if (args.withProposedIndexes) {
      started = performance.now();
      for (const statement of PROPOSED_INDEXES) await db.execute(sql.raw(statement));
      await db.execute(sql`analyze skits`);
      console.log(`proposed indexes created in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }

    const prepared = QUERIES.map(({ name, query }) => {
      const parsed = parseLibraryQueryStrict(new URLSearchParams(query));
      if (!parsed.success) throw new Error(`bench query "${name}" is invalid: ${parsed.error.message}`);
      return { name, run: () => listSkits({ db, viewer: null, query: parsed.data }) };
    });
    // Warm-up: every query a few times first (WebAssembly and the JIT compile their hot paths on first use).
    const found = new Map<string, string>();
    for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
      for (const { name, run } of prepared) {
        const page = await run();
        found.set(name, `${page.total.toLocaleString("en-US")}${page.totalCapped ? "+" : ""}`);
      }
    }
    const rows: string[][] = [
      ["query", "p50 ms", "p99 ms", "max ms", "CPU p50 ms", "CPU p99 ms", "found", "target"],
    ];
    let missed = 0;
    for (const { name, run } of prepared) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < args.iterations; i++) {
        const startCpu = process.cpuUsage();
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
        const used = process.cpuUsage(startCpu);
        cpu.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      const ok = p99 < LIBRARY_TARGET_MS;
      if (!ok) missed++;
      rows.push([
        name,
        percentile(times, 50).toFixed(1),
        p99.toFixed(1),
        (times.at(-1) ?? 0).toFixed(1),
        percentile(cpu, 50).toFixed(1),
        percentile(cpu, 99).toFixed(1),
        found.get(name) ?? "",
        ok ? "ok" : "MISSED",
      ]);
    }
    console.log(
      `${args.iterations} timed runs per query after ${WARM_UP_PASSES} warm-up passes over all queries; load average ${(loadavg()[0] ?? 0).toFixed(1)} on this machine.\nCPU = this process's CPU time per query (PGlite runs in-process; a PostgreSQL server's time is not included) — steadier than wall time on a busy machine.\n`,
    );
    printTable(rows);
    console.log(
      `\n${missed === 0 ? "All" : `${QUERIES.length - missed} of ${QUERIES.length}`} queries within p99 < ${LIBRARY_TARGET_MS} ms${missed ? ` (${missed} MISSED)` : ""}`,
    );
    return missed === 0;
  } finally {
    await closeDb();
    await dropDatabase?.();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- documents (another script, its own process) -----------------------------------------------

async function documentsBench(args: BenchArgs): Promise<boolean> {
  const script = path.resolve("scripts/bench-documents.ts");
  if (!existsSync(script)) {
    console.log("\n== documents: scripts/bench-documents.ts is not there; skipped");
    return true;
  }
  console.log("\n== documents (scripts/bench-documents.ts)");
  const tsx = path.resolve("node_modules/.bin/tsx");
  const result = spawnSync(tsx, [script, String(Math.min(args.iterations, 50))], { stdio: "inherit" });
  return result.status === 0;
}

const SUITES: Suite[] = [
  { name: "library", run: libraryBench },
  { name: "documents", run: documentsBench },
];

const args = parseArgs(process.argv.slice(2));
const chosen = args.only ? SUITES.filter((s) => s.name === args.only) : SUITES;
if (chosen.length === 0) {
  console.error(`Unknown suite "${args.only}". Suites: ${SUITES.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const failed: string[] = [];
for (const suite of chosen) {
  if (!(await suite.run(args))) failed.push(suite.name);
}
console.log(
  failed.length ? `\nTargets missed in: ${failed.join(", ")}` : "\nEvery benchmark met its target.",
);
process.exit(failed.length ? 1 : 0);
