/**
 * Sessions in Deno KV. The cookie holds a random 160-bit token; the store keys
 * on its SHA-256 hash, so a leaked store does not leak usable tokens.
 * 30-day sliding expiry; a new token on every sign-in.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { AstroCookies } from "astro";
import { expiring, getKv } from "../kv/kv.ts";

export const SESSION_COOKIE = "ss_session";
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;
const RENEW_WHEN_LEFT_MS = 15 * DAY;

export interface Session {
  id: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
  /** True when this request extended the expiry (the cookie must be re-sent). */
  renewed?: boolean;
}

type StoredSession = Omit<Session, "id">;

export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

const sessionKey = (id: string) => ["sessions", id];
const userSessionKey = (userId: number, id: string) => ["user_sessions", userId, id];

export async function createSession(
  userId: number,
  now = Date.now(),
): Promise<{ token: string; session: Session }> {
  const kv = await getKv();
  const token = generateToken();
  const id = hashToken(token);
  const stored: StoredSession = { userId, createdAt: now, expiresAt: now + SESSION_TTL_MS };
  await kv
    .atomic()
    .set(sessionKey(id), stored, expiring(SESSION_TTL_MS))
    .set(userSessionKey(userId, id), true, expiring(SESSION_TTL_MS))
    .commit();
  return { token, session: { id, ...stored } };
}

/** The live session for a cookie token (extended when past half its life), or null. */
export async function validateSessionToken(token: string, now = Date.now()): Promise<Session | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const kv = await getKv();
  const id = hashToken(token);
  const entry = await kv.get<StoredSession>(sessionKey(id));
  const stored = entry.value;
  if (!stored) return null;
  if (stored.expiresAt <= now) {
    await invalidateSession(id, stored.userId);
    return null;
  }
  if (stored.expiresAt - now < RENEW_WHEN_LEFT_MS) {
    stored.expiresAt = now + SESSION_TTL_MS;
    await kv
      .atomic()
      .set(sessionKey(id), stored, expiring(SESSION_TTL_MS))
      .set(userSessionKey(stored.userId, id), true, expiring(SESSION_TTL_MS))
      .commit();
    return { id, ...stored, renewed: true };
  }
  return { id, ...stored };
}

export async function invalidateSession(id: string, userId: number): Promise<void> {
  const kv = await getKv();
  await kv.atomic().delete(sessionKey(id)).delete(userSessionKey(userId, id)).commit();
}

/** Ends every session of a user (password reset), optionally keeping one. */
export async function invalidateUserSessions(userId: number, exceptId?: string): Promise<number> {
  const kv = await getKv();
  let ended = 0;
  for await (const entry of kv.list({ prefix: ["user_sessions", userId] })) {
    const id = String(entry.key[2]);
    if (id === exceptId) continue;
    await kv.atomic().delete(sessionKey(id)).delete(entry.key).commit();
    ended++;
  }
  return ended;
}

export function setSessionCookie(
  cookies: AstroCookies,
  token: string,
  expiresAt: number,
  secure: boolean,
): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires: new Date(expiresAt),
  });
}

export function deleteSessionCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
}
