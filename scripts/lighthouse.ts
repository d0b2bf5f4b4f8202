/**
 * npm run audit:lighthouse — Lighthouse (mobile preset: emulated phone,
 * simulated slow 4G and CPU throttling) on the home page, the library and a
 * skit page of the production build, started on a fresh data directory with
 * the demo data. Prints performance, accessibility, best practices and SEO for
 * each page; the target is 95 or more everywhere (exit code 1 below it).
 *
 * Drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless
 * through its DevTools port. Run `npm run build` first.
 *
 *   npm run audit:lighthouse
 *   npm run audit:lighthouse -- --url http://127.0.0.1:4321   audit a running server
 *   npm run audit:lighthouse -- --json report-dir             also keep the JSON reports
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { freePort, startServer } from "../tests/e2e/server.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGET = 95;

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "ss-lighthouse-"));
  const child = spawn(
    CHROME,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() - started > 30_000)
      throw new Error(`Chromium did not start (${CHROME})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child, profile };
}

async function main() {
  if (!existsSync(CHROME))
    throw new Error(`Chromium not found at ${CHROME} (apt-get install -y chromium, or set CHROME_PATH)`);
  let base = flag("--url") ?? "";
  const jsonDir = flag("--json");
  let stopServer = async () => {};
  if (!base) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-lighthouse-data-"));
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DENO_KV_URL: "",
      LOG_LEVEL: "error",
    });
    base = server.url;
    stopServer = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const chromium = await launchChromium();
  let failed = false;
  try {
    const library = (await (await fetch(`${base}/api/skits?pageSize=1`)).json()) as {
      skits: { uuid: string }[];
    };
    const pages = [
      { name: "home", path: "/" },
      { name: "browse", path: "/browse" },
      { name: "skit", path: `/skit/${library.skits[0]!.uuid}` },
    ];
    console.log(
      `Lighthouse ${"(mobile preset)".padEnd(20)} ${CATEGORIES.map((c) => c.padStart(15)).join("")}`,
    );
    for (const page of pages) {
      // A warm-up visit fills the server's page cache, as a real visitor after the first would find it.
      await fetch(`${base}${page.path}`);
      const result = await lighthouse(`${base}${page.path}`, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const scores = CATEGORIES.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      failed ||= scores.some((s) => s < TARGET);
      console.log(
        `${`${page.name} ${page.path}`.slice(0, 35).padEnd(35)} ${scores.map((s) => `${s}${s < TARGET ? " ✗" : "  "}`.padStart(15)).join("")}`,
      );
      const below = Object.values(result.lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "notApplicable",
        )
        .map((a) => `${a.id} (${Math.round((a.score ?? 0) * 100)})`);
      if (below.length > 0) console.log(`    audits below 90: ${below.join(", ")}`);
      const metrics = [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
      ]
        .map((id) => `${id.replace(/-/g, " ")} ${result.lhr.audits[id]?.displayValue ?? "?"}`)
        .join(" · ");
      console.log(`    ${metrics}`);
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        writeFileSync(path.join(jsonDir, `${page.name}.json`), String(result.report));
      }
    }
    console.log(
      failed ? `\nBelow the target of ${TARGET} somewhere.` : `\nEvery score is ${TARGET} or more.`,
    );
  } finally {
    const exited = new Promise((resolve) => chromium.child.once("exit", resolve));
    chromium.child.kill("SIGKILL");
    if (chromium.child.exitCode === null && chromium.child.signalCode === null) await exited;
    // Chromium's helper processes may still be closing files in the profile: retry briefly.
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    await stopServer();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
