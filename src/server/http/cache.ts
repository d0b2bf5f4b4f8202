/**
 * An in-memory cache for the pages a visitor sees the same way as every other
 * visitor (home, browse, a skit, the static content pages), with ETag and
 * Cache-Control so browsers revalidate cheaply.
 *
 * - Only GET requests from visitors (no signed-in user) for the paths in
 *   CACHEABLE are cached, only 200 HTML answers without Set-Cookie, keyed by
 *   origin, path and query string (bounded: MAX_ENTRIES, least recently used first out).
 *   The library API (GET /api/skits) is cached the same way as JSON, and shared
 *   with signed-in users who are not admins (it answers them as it answers visitors).
 * - Any successful write (a non-GET request answered below 400, or a download,
 *   which counts) empties the cache, so this instance never shows a visitor a page
 *   older than the last write it served. A generation counter keeps a page that
 *   was rendered before a write from being stored after it.
 * - Other instances behind the same load balancer see writes only through the
 *   TTL, which is therefore short for pages that change with the library.
 * - Signed-in users are never served from the cache, and their pages are marked
 *   `private, no-cache`; visitor pages say `Vary: Cookie`.
 *
 *   const response = await withPageCache(context, next);
 */
import { createHash } from "node:crypto";
import type { APIContext, MiddlewareNext } from "astro";

interface Rule {
  pattern: RegExp;
  ttlMs: number;
  /** The content type stored (HTML pages, or the library API's JSON). */
  type?: "text/html" | "application/json";
  /**
   * Who shares the entry: visitors only (pages print the signed-in user's menu), or also
   * signed-in users who are not admins (the library API answers them exactly as visitors).
   */
  audience?: "visitors" | "non-admins";
}

/** Library pages change with approvals, ratings and downloads; content pages almost never. */
const CACHEABLE: Rule[] = [
  { pattern: /^\/api\/skits\/?$/, ttlMs: 10_000, type: "application/json", audience: "non-admins" },
  { pattern: /^\/$/, ttlMs: 10_000 },
  { pattern: /^\/browse\/?$/, ttlMs: 10_000 },
  { pattern: /^\/skit\/[0-9a-f-]{36}\/?$/i, ttlMs: 10_000 },
  { pattern: /^\/about\/?$/, ttlMs: 10_000 },
  { pattern: /^\/(resources|faq|terms|privacy|cookies)\/?$/, ttlMs: 300_000 },
];

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_KEY_LENGTH = 512;

/** GET requests that write (a download records itself). */
const WRITING_GETS = [/^\/api\/skits\/[^/]+\/(download\/[^/]+|cast\.zip|actor-scripts\/[^/]+)$/];

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  etag: string;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
let generation = 0;
const stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

const VISITOR_CACHE_CONTROL = "public, max-age=0, must-revalidate";

function ruleFor(pathname: string): Rule | undefined {
  return CACHEABLE.find((rule) => rule.pattern.test(pathname));
}

/** Empties the cache (after a write). */
export function invalidatePageCache(): void {
  generation++;
  stats.invalidations++;
  entries.clear();
}

export function pageCacheStats() {
  return { ...stats, entries: entries.size };
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === etag || value === "*";
  });
}

function fromEntry(entry: Entry, request: Request): Response {
  const headers = new Headers(entry.headers);
  if (etagMatches(request.headers.get("if-none-match"), entry.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(entry.body, { status: 200, headers });
}

function digest(bytes: Uint8Array): string {
  return `"${createHash("sha1").update(bytes).digest("hex")}"`;
}

async function store(key: string, rule: Rule, response: Response, startedAt: number): Promise<Response> {
  const body = new Uint8Array(await response.arrayBuffer());
  const etag = digest(body);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("etag", etag);
  headers.set("cache-control", VISITOR_CACHE_CONTROL);
  headers.set("vary", "Cookie");
  const entry: Entry = { body, headers: [...headers.entries()], etag, expiresAt: Date.now() + rule.ttlMs };
  if (startedAt === generation && body.byteLength <= MAX_BODY_BYTES) {
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
    stats.stores++;
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Runs the rest of the request through the page cache (see the module comment). */
export async function withPageCache(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url } = context;
  const method = request.method;

  if (method !== "GET" && method !== "HEAD") {
    const response = await next();
    if (response.status < 400) invalidatePageCache();
    return response;
  }
  if (WRITING_GETS.some((pattern) => pattern.test(url.pathname))) {
    const response = await next();
    if (response.status < 400) invalidatePageCache();
    return response;
  }

  const user = context.locals.user;
  const visitor = !user;
  const candidate = method === "GET" ? ruleFor(url.pathname) : undefined;
  // A renewed session sends a cookie with the answer: such a request neither reads nor fills the cache.
  const shared =
    visitor || (candidate?.audience === "non-admins" && !user.isAdmin && !context.locals.session?.renewed);
  const rule = shared ? candidate : undefined;
  // The origin is part of the key: pages print absolute links from the Host the request named.
  const key = url.origin + url.pathname + url.search;
  if (!rule || key.length > MAX_KEY_LENGTH) {
    const response = await next();
    if (!visitor && isHtml(response) && !response.headers.has("cache-control")) {
      trySet(response, "cache-control", "private, no-cache");
    }
    return response;
  }

  const cached = entries.get(key);
  if (cached && cached.expiresAt > Date.now()) {
    // Refresh its place in the least-recently-used order.
    entries.delete(key);
    entries.set(key, cached);
    stats.hits++;
    return fromEntry(cached, request);
  }
  if (cached) entries.delete(key);
  stats.misses++;

  const startedAt = generation;
  const response = await next();
  const setsCookie = response.headers.has("set-cookie") || !context.cookies.headers().next().done;
  if (response.status !== 200 || !hasType(response, rule.type ?? "text/html") || setsCookie) return response;
  const stored = await store(key, rule, response, startedAt);
  if (etagMatches(request.headers.get("if-none-match"), stored.headers.get("etag") ?? "")) {
    return new Response(null, { status: 304, headers: stored.headers });
  }
  return stored;
}

function hasType(response: Response, type: string): boolean {
  return (response.headers.get("content-type") ?? "").startsWith(type);
}

function isHtml(response: Response): boolean {
  return hasType(response, "text/html");
}

function trySet(response: Response, name: string, value: string): void {
  try {
    response.headers.set(name, value);
  } catch {
    // Immutable headers (a fetched or redirect response): leave them.
  }
}

/** For tests. */
export function resetPageCacheForTests(): void {
  entries.clear();
  generation = 0;
  for (const key of Object.keys(stats) as (keyof typeof stats)[]) stats[key] = 0;
}
