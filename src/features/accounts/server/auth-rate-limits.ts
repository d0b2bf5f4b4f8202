/**
 * Abuse limits for sign-in, registration and forgot-password: counters per
 * email and per client address in Deno KV (src/server/kv/rate-limit.ts).
 * Limits come from AUTH_RATE_LIMIT_* so tests and deployments can tune them.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { config } from "../../../server/config.ts";
import { AppError } from "../../../server/http/errors.ts";
import {
  consumeRateLimit,
  describeWait,
  type RateLimitRule,
  refundRateLimit,
  resetRateLimit,
} from "../../../server/kv/rate-limit.ts";

export type AuthAction = "login" | "register" | "forgot-password";

const TOO_MANY: Record<AuthAction, string> = {
  login: "Too many sign-in attempts.",
  register: "Too many registration attempts.",
  "forgot-password": "Too many password reset requests.",
};

/** Emails are hashed so the counter store never holds addresses. */
function emailKey(email: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(email.trim().toLowerCase()))).slice(0, 32);
}

function rules(action: AuthAction, email: string, ip: string | null): RateLimitRule[] {
  const cfg = config();
  const windowMs = cfg.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  return [
    { key: [action, "email", emailKey(email)], limit: cfg.AUTH_RATE_LIMIT_PER_EMAIL, windowMs },
    { key: [action, "ip", ip ?? "unknown"], limit: cfg.AUTH_RATE_LIMIT_PER_IP, windowMs },
  ];
}

export interface AuthAttempt {
  /** Takes the attempt back (a sign-in that succeeded does not count against the limits). */
  refund: () => Promise<void>;
}

/**
 * Counts one attempt against the email's and the address's limits. Over either
 * limit → 429 with a message saying when to retry and a Retry-After header.
 */
export async function countAuthAttempt(options: {
  action: AuthAction;
  email: string;
  ip: string | null;
  now?: number;
}): Promise<AuthAttempt> {
  const now = options.now ?? Date.now();
  const applied = rules(options.action, options.email, options.ip);
  const results = await Promise.all(applied.map((rule) => consumeRateLimit(rule, now)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) {
    const waitMs = Math.max(...blocked.map((r) => r.retryAfterMs));
    throw new AppError(
      "TOO_MANY_REQUESTS",
      `${TOO_MANY[options.action]} Please try again in ${describeWait(waitMs)}.`,
      {
        headers: { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) },
      },
    );
  }
  return {
    refund: async () => {
      await Promise.all(applied.map((rule) => refundRateLimit(rule, now)));
    },
  };
}

/** Clears an email's sign-in counter (after a successful password reset). */
export async function clearLoginLimit(options: { email: string; now?: number }): Promise<void> {
  const [perEmail] = rules("login", options.email, null);
  if (perEmail) await resetRateLimit(perEmail, options.now ?? Date.now());
}
