/**
 * Starting and ending a browser's session around the KV session store
 * (src/server/auth/session.ts). Every sign-in ends the browser's previous
 * session and issues a new token, so a planted cookie is never promoted
 * (no session fixation).
 */
import type { AstroCookies } from "astro";
import {
  createSession,
  deleteSessionCookie,
  invalidateSession,
  SESSION_COOKIE,
  type Session,
  setSessionCookie,
  validateSessionToken,
} from "../../../server/auth/session.ts";
import { config } from "../../../server/config.ts";

type Cookies = Pick<AstroCookies, "get" | "set">;

/** Cookies get `Secure` when the request or the public address uses https. */
export function isSecureRequest(url: URL): boolean {
  return url.protocol === "https:" || (config().PUBLIC_BASE_URL?.startsWith("https:") ?? false);
}

/** The live session named by the browser's cookie, if any. */
async function cookieSession(cookies: Cookies): Promise<Session | null> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  return token ? validateSessionToken(token) : null;
}

/** Ends the browser's current session (if any) and starts a new one for the user. */
export async function startUserSession(options: {
  cookies: AstroCookies;
  userId: number;
  secure: boolean;
  now?: number;
}): Promise<Session> {
  const previous = await cookieSession(options.cookies);
  if (previous) await invalidateSession(previous.id, previous.userId);
  const { token, session } = await createSession(options.userId, options.now);
  setSessionCookie(options.cookies, token, session.expiresAt, options.secure);
  return session;
}

/** Signs the browser out: ends its session in the store and clears the cookie. */
export async function endUserSession(options: { cookies: AstroCookies; secure: boolean }): Promise<void> {
  const current = await cookieSession(options.cookies);
  if (current) await invalidateSession(current.id, current.userId);
  deleteSessionCookie(options.cookies, options.secure);
}

/** The user id of the browser's live session, or null. */
export async function sessionUserId(cookies: Cookies): Promise<number | null> {
  return (await cookieSession(cookies))?.userId ?? null;
}
