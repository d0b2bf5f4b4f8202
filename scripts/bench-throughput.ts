/**
 * npm run bench:throughput — server throughput on the production build against
 * a large library, next to the same machine serving the same bytes as static
 * files (the ratio is the figure).
 *
 * 1. A fresh PostgreSQL database (TEST_DATABASE_URL's server, created and
 *    dropped again) seeded with the demo data plus N synthetic skits
 *    (`tsx scripts/seed.ts --skits N`, default 100,000).
 * 2. The production server (scripts/start.mjs) on it; npm run build first.
 * 3. For `/`, `/browse`, `/skit/{uuid}` and `GET /api/skits?search=…`, as a
 *    visitor (pages come from the in-memory page cache) and, for the pages,
 *    signed in (rendered every time): autocannon for D seconds with C
 *    connections, then the same response body from a minimal static file
 *    server (node:http + fs streams) in its own process.
 *
 *   npm run bench:throughput
 *   npm run bench:throughput -- --skits 20000 --duration 5 --connections 20
 *
 * All traffic stays on 127.0.0.1.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, freshPostgresDatabase, startServer } from "../tests/e2e/server.ts";

const args = process.argv.slice(2);
const option = (flag: string, fallback: number) => {
  const i = args.indexOf(flag);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} takes a positive number`);
  return value;
};
const SKITS = option("--skits", 100_000);
const DURATION = option("--duration", 10);
const CONNECTIONS = option("--connections", 50);

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

async function cannon(
  url: string,
  headers: Record<string, string> = {},
  paths?: string[],
): Promise<Measured> {
  let i = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    // Varied paths: every request asks for a different URL, so no cache can answer it (a counter
    // parameter, which the API ignores, keeps a repeated search new).
    requests: paths
      ? [{ setupRequest: (request) => ({ ...request, path: `${paths[i % paths.length]}&n=${i++}` }) }]
      : undefined,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const STATIC_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const path = require("node:path");
const [dir, port] = process.argv.slice(1);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8"));
http.createServer((req, res) => {
  const entry = manifest[req.url];
  if (!entry) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { "content-type": entry.type });
  fs.createReadStream(path.join(dir, entry.file)).pipe(res);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
`;

async function startStatic(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", STATIC_SERVER, dir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Searches no two of which are the same URL: story words, their prefixes and pairs, with filters and pages. */
function variedSearches(): string[] {
  const words = [
    "david",
    "goliath",
    "moses",
    "noah",
    "jonah",
    "ruth",
    "esther",
    "daniel",
    "samaritan",
    "prodigal",
    "shepherd",
    "lost",
    "faith",
    "courage",
    "forgiveness",
    "love",
    "joseph",
    "peter",
    "paul",
    "zacchaeus",
  ];
  const paths: string[] = [];
  for (const [i, a] of words.entries()) {
    for (const [j, b] of words.entries()) {
      const text = i === j ? a.slice(0, 3 + (i % 3)) : `${a} ${b.slice(0, 2 + (j % 4))}`;
      paths.push(`/api/skits?search=${encodeURIComponent(text)}&page=${1 + ((i + j) % 3)}`);
    }
  }
  return paths;
}

async function main() {
  const database = await freshPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-bench-tp-"));
  const staticDir = path.join(dataDir, "static");
  mkdirSync(staticDir);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let statics: ChildProcess | undefined;
  try {
    console.log(`Seeding ${SKITS.toLocaleString("en-US")} skits into a fresh PostgreSQL database…`);
    const seeded = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/seed.ts", "--skits", String(SKITS)],
      {
        env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
        stdio: "inherit",
      },
    );
    if (seeded.status !== 0) throw new Error("seeding failed");
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, DENO_KV_URL: "" });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "teacher@scriptureskits.test", password: "teacher-password" }),
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const first = (await (await fetch(`${server.url}/api/skits?pageSize=1&sort=downloads`)).json()) as {
      skits: { uuid: string }[];
    };
    const uuid = first.skits[0]!.uuid;
    const targets: { name: string; path: string; headers?: Record<string, string>; paths?: string[] }[] = [
      { name: "/ (visitor)", path: "/" },
      { name: "/browse (visitor)", path: "/browse" },
      { name: "/skit/{uuid} (visitor)", path: `/skit/${uuid}` },
      { name: "GET /api/skits?search=", path: "/api/skits?search=david%20goliath" },
      {
        name: "  …every search different",
        path: "/api/skits?search=david%20goliath",
        paths: variedSearches(),
      },
      { name: "/ (signed in)", path: "/", headers: { cookie } },
      { name: "/browse (signed in)", path: "/browse", headers: { cookie } },
      { name: "/skit/{uuid} (signed in)", path: `/skit/${uuid}`, headers: { cookie } },
    ];
    const manifest: Record<string, { file: string; type: string }> = {};
    for (const [i, target] of targets.entries()) {
      const response = await fetch(`${server.url}${target.path}`, { headers: target.headers ?? {} });
      if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
      const file = `body-${i}`;
      writeFileSync(path.join(staticDir, file), new Uint8Array(await response.arrayBuffer()));
      manifest[`/${i}`] = { file, type: response.headers.get("content-type") ?? "text/html" };
    }
    writeFileSync(path.join(staticDir, "manifest.json"), JSON.stringify(manifest));
    const staticServer = await startStatic(staticDir);
    statics = staticServer.child;

    console.log(
      `\nThroughput: ${CONNECTIONS} connections, ${DURATION} s each, ${(SKITS + 6).toLocaleString("en-US")} approved skits, ${os.cpus().length} CPUs`,
    );
    console.log(
      `${"target".padEnd(26)} ${"app req/s".padStart(10)} ${"app p99".padStart(9)} ${"static req/s".padStart(13)} ${"static p99".padStart(11)} ${"ratio".padStart(7)}  errors`,
    );
    for (const [i, target] of targets.entries()) {
      const app = await cannon(`${server.url}${target.path}`, target.headers, target.paths);
      const file = await cannon(`${staticServer.url}/${i}`);
      const ratio = file.rps > 0 ? app.rps / file.rps : 0;
      console.log(
        `${target.name.padEnd(26)} ${String(app.rps).padStart(10)} ${`${app.p99} ms`.padStart(9)} ${String(file.rps).padStart(13)} ${`${file.p99} ms`.padStart(11)} ${`${(ratio * 100).toFixed(0)}%`.padStart(7)}  ${app.errors}`,
      );
    }
  } finally {
    statics?.kill();
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
