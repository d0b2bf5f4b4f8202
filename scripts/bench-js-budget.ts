/**
 * npm run bench:js — JavaScript shipped per page, gzipped, against the budgets:
 *
 *   home and static pages   ≤ 15 KB beyond what their islands need
 *   /browse                 ≤ 90 KB in all
 *
 * Starts the production build (npm run build first) on a fresh embedded
 * database, fetches each page as a visitor, and follows every script the HTML
 * loads: inline scripts, <script src>, and each island's component-url and
 * renderer-url, with their static imports resolved in dist/client (dynamic
 * imports load later, on demand, and are not counted). A module reachable from
 * an island counts as the island's. Exit code 1 when a budget is missed.
 *
 *   npm run bench:js                 start a server
 *   npm run bench:js -- --url http://127.0.0.1:4321   measure a running one
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = path.resolve("dist/client");
const KB = 1024;

interface Budget {
  /** Beyond islands. */
  extra?: number;
  total?: number;
}
const STATIC_BUDGET: Budget = { extra: 15 * KB };
const PAGES: { path: string; budget?: Budget }[] = [
  { path: "/", budget: STATIC_BUDGET },
  { path: "/browse", budget: { total: 90 * KB } },
  { path: "/skit/{uuid}" },
  { path: "/about", budget: STATIC_BUDGET },
  { path: "/faq", budget: STATIC_BUDGET },
  { path: "/resources", budget: STATIC_BUDGET },
  { path: "/terms", budget: STATIC_BUDGET },
  { path: "/privacy", budget: STATIC_BUDGET },
  { path: "/cookies", budget: STATIC_BUDGET },
  { path: "/contact", budget: STATIC_BUDGET },
  { path: "/donate" },
  { path: "/login" },
  { path: "/register" },
  { path: "/create" },
];

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const moduleCache = new Map<string, string>();
function readModule(url: string): string {
  const cached = moduleCache.get(url);
  if (cached !== undefined) return cached;
  const file = path.join(CLIENT_DIR, url.replace(/^\//, ""));
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  moduleCache.set(url, text);
  return text;
}

/** Static imports of a module (import … from "x", import "x", export … from "x"). */
function staticImports(url: string, code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*$\s{},]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const spec = match[1]!;
    found.push(spec.startsWith("/") ? spec : new URL(spec, `http://x${url}`).pathname);
  }
  return found;
}

/** Every module reachable from the entry urls through static imports. */
function closure(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const url = stack.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    for (const dep of staticImports(url, readModule(url))) stack.push(dep);
  }
  return seen;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");
}

export interface PageJs {
  path: string;
  inlineBytes: number;
  islandModules: number;
  islandBytes: number;
  otherModules: number;
  otherBytes: number;
  total: number;
  extra: number;
}

export function measurePage(pathname: string, html: string): PageJs {
  const inline: string[] = [];
  const pageEntries = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1]!;
    const type = attr(` ${attrs}`, "type");
    if (type && type !== "module" && type !== "text/javascript") continue; // JSON and other data blocks
    const src = attr(` ${attrs}`, "src");
    if (src) pageEntries.add(src);
    else if (match[2]!.trim()) {
      inline.push(match[2]!);
      for (const dep of staticImports("/", match[2]!)) pageEntries.add(dep);
    }
  }
  const islandEntries = new Set<string>();
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = attr(match[0], name);
      if (url) islandEntries.add(url);
    }
  }
  const islandModules = closure(islandEntries);
  const pageModules = [...closure(pageEntries)].filter((url) => !islandModules.has(url));
  const size = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + gz(readModule(url)), 0);
  const inlineBytes = inline.length > 0 ? gz(inline.join("\n")) : 0;
  const islandBytes = size(islandModules);
  const otherBytes = size(pageModules);
  return {
    path: pathname,
    inlineBytes,
    islandModules: islandModules.size,
    islandBytes,
    otherModules: pageModules.length,
    otherBytes,
    total: inlineBytes + islandBytes + otherBytes,
    extra: inlineBytes + otherBytes,
  };
}

async function main() {
  if (!existsSync(CLIENT_DIR)) {
    console.error("dist/client is missing: run npm run build first.");
    process.exit(2);
  }
  const args = process.argv.slice(2);
  const urlIndex = args.indexOf("--url");
  let base = urlIndex >= 0 ? args[urlIndex + 1]! : "";
  let stop = async () => {};
  if (!base) {
    const { startServer } = await import("../tests/e2e/server.ts");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "ss-bench-js-"));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", DENO_KV_URL: "" });
    base = server.url;
    stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  try {
    const library = (await (await fetch(`${base}/api/skits?pageSize=1`)).json()) as {
      skits: { uuid: string }[];
    };
    const uuid = library.skits[0]?.uuid ?? "";
    let failed = false;
    console.log("JavaScript per page (gzipped, as a visitor)");
    console.log(
      `${"page".padEnd(14)} ${"inline".padStart(9)} ${"islands".padStart(16)} ${"page scripts".padStart(16)} ${"total".padStart(9)}  beyond islands  budget`,
    );
    for (const page of PAGES) {
      const pathname = page.path.replace("{uuid}", uuid);
      const response = await fetch(`${base}${pathname}`, { redirect: "manual" });
      if (response.status !== 200) {
        console.log(`${page.path.padEnd(14)} status ${response.status} — skipped`);
        continue;
      }
      const m = measurePage(page.path, await response.text());
      const checks: string[] = [];
      if (page.budget?.extra !== undefined) {
        const ok = m.extra <= page.budget.extra;
        failed ||= !ok;
        checks.push(`${ok ? "PASS" : "FAIL"} beyond islands ≤ ${kb(page.budget.extra)}`);
      }
      if (page.budget?.total !== undefined) {
        const ok = m.total <= page.budget.total;
        failed ||= !ok;
        checks.push(`${ok ? "PASS" : "FAIL"} total ≤ ${kb(page.budget.total)}`);
      }
      console.log(
        `${page.path.padEnd(14)} ${kb(m.inlineBytes).padStart(9)} ${`${kb(m.islandBytes)} (${m.islandModules})`.padStart(16)} ${`${kb(m.otherBytes)} (${m.otherModules})`.padStart(16)} ${kb(m.total).padStart(9)}  ${kb(m.extra).padStart(14)}  ${checks.join("; ")}`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await stop();
  }
}

await main();
