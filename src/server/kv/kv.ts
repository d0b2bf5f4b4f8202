/**
 * Deno KV through the @deno/kv npm package: a local SQLite file under DATA_DIR
 * by default, a remote KV Connect store when DENO_KV_URL is set, or an
 * in-memory store for tests (DENO_KV_URL=":memory:").
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { openKv } from "@deno/kv";
import { config } from "../config.ts";

export type Kv = Awaited<ReturnType<typeof openKv>>;

let kvPromise: Promise<Kv> | undefined;

async function open(): Promise<Kv> {
  const cfg = config();
  if (cfg.DENO_KV_URL === ":memory:") return openKv("");
  if (cfg.DENO_KV_URL) {
    return openKv(cfg.DENO_KV_URL, cfg.DENO_KV_ACCESS_TOKEN ? { accessToken: cfg.DENO_KV_ACCESS_TOKEN } : {});
  }
  const dir = path.resolve(cfg.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return openKv(path.join(dir, "sessions.kv"));
}

export function getKv(): Promise<Kv> {
  kvPromise ??= open().catch((error: unknown) => {
    kvPromise = undefined;
    throw error;
  });
  return kvPromise;
}

/** The largest delay a JavaScript timer can hold (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Options for a KV write that expires. The in-memory store (tests) expires
 * entries with timers, which cannot wait longer than ~24.8 days, so longer
 * lifetimes are left to the caller's own expiry check there.
 */
export function expiring(ms: number): { expireIn?: number } {
  if (config().DENO_KV_URL === ":memory:" && ms > MAX_TIMER_MS) return {};
  return { expireIn: ms };
}

export async function pingKv(): Promise<void> {
  const kv = await getKv();
  await kv.get(["health"]);
}

export async function closeKv(): Promise<void> {
  if (!kvPromise) return;
  const current = kvPromise;
  kvPromise = undefined;
  (await current).close();
}
