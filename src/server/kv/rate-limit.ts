/**
 * Fixed-window counters in Deno KV. A counter lives under
 * ["rate", ...key, windowIndex] and expires with its window, so old windows
 * clean themselves up. Increments are compare-and-set on the versionstamp
 * (KV's atomic sum cannot expire), retried with a random back-off, so
 * concurrent requests cannot slip past the limit.
 */
import { getKv } from "./kv.ts";

export interface RateLimitRule {
  /** The counter's name, e.g. ["login", "ip", "127.0.0.1"]. */
  key: readonly (string | number)[];
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in this window, including this one. */
  count: number;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
}

const MAX_CAS_ATTEMPTS = 60;

function windowOf(rule: RateLimitRule, now: number) {
  const index = Math.floor(now / rule.windowMs);
  const endsAt = (index + 1) * rule.windowMs;
  return { key: ["rate", ...rule.key, index], endsAt };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The counter after adding delta, or null when it stayed too contended to update. */
async function addToCounter(rule: RateLimitRule, delta: number, now: number): Promise<number | null> {
  const kv = await getKv();
  const { key, endsAt } = windowOf(rule, now);
  // Keep the entry a little past the window's end; the window index in the key makes it unreachable anyway.
  const expireIn = Math.max(1, endsAt - now) + 1000;
  for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
    const entry = await kv.get<number>(key);
    const next = Math.max(0, (entry.value ?? 0) + delta);
    const result = await kv.atomic().check(entry).set(key, next, { expireIn }).commit();
    if (result.ok) return next;
    // Someone else counted at the same moment: back off a random little while and retry.
    await pause(Math.random() * Math.min(2 ** attempt, 50));
  }
  return null;
}

/** Counts one attempt and says whether it is within the limit. */
export async function consumeRateLimit(rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const count = await addToCounter(rule, 1, now);
  const { endsAt } = windowOf(rule, now);
  // A counter too busy to update is being hammered: refuse rather than let attempts through uncounted.
  if (count === null) return { allowed: false, count: rule.limit + 1, retryAfterMs: endsAt - now };
  return { allowed: count <= rule.limit, count, retryAfterMs: endsAt - now };
}

/** Takes back one counted attempt (for example a sign-in that succeeded). */
export async function refundRateLimit(rule: RateLimitRule, now = Date.now()): Promise<void> {
  await addToCounter(rule, -1, now);
}

/** Forgets the current window's count. */
export async function resetRateLimit(rule: RateLimitRule, now = Date.now()): Promise<void> {
  const kv = await getKv();
  await kv.delete(windowOf(rule, now).key);
}

/** "30 seconds", "1 minute", "12 minutes", "2 hours" — for "Please try again in …". */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
