/**
 * The external sign-in flow around the provider (oauth-provider.ts):
 * - begin: new state, PKCE verifier and nonce kept in short-lived HttpOnly
 *   cookies, then the provider's authorization URL (or /login when no provider
 *   is configured or it cannot be reached);
 * - finish: the callback's state must match the cookie; the code is exchanged
 *   once (the provider refuses a replay), the identity is linked to an account
 *   (link-external-account.ts) and a new session starts. First-time users
 *   without names go to /complete-profile, everyone else to `next` or /.
 */

import { generateCodeVerifier, generateState } from "arctic";
import type { AstroCookies } from "astro";
import { config } from "../../../server/config.ts";
import type { Db } from "../../../server/db/client.ts";
import { logger } from "../../../server/logger.ts";
import { type ExternalSignInErrorCode, safeNextPath } from "../accounts.schema.ts";
import { ExternalLinkError, linkExternalAccount } from "./link-external-account.ts";
import { getExternalProvider } from "./oauth-provider.ts";
import { startUserSession } from "./user-session.ts";

export const OAUTH_COOKIES = {
  state: "ss_oauth_state",
  verifier: "ss_oauth_verifier",
  nonce: "ss_oauth_nonce",
  next: "ss_oauth_next",
} as const;
const FLOW_TTL_SECONDS = 10 * 60;

/** PUBLIC_BASE_URL when set, else the request's origin. */
export function publicBaseUrl(url: URL): string {
  return (config().PUBLIC_BASE_URL ?? url.origin).replace(/\/+$/, "");
}

function loginUrl(options: { next?: string | null; error?: ExternalSignInErrorCode }): string {
  const params = new URLSearchParams();
  if (options.error) params.set("error", options.error);
  if (options.next) params.set("next", options.next);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

function clearFlowCookies(cookies: AstroCookies, secure: boolean): void {
  for (const name of Object.values(OAUTH_COOKIES)) {
    cookies.set(name, "", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
  }
}

/** Starts external sign-in; answers where to send the browser. */
export async function beginExternalSignIn(options: {
  cookies: AstroCookies;
  url: URL;
  secure: boolean;
}): Promise<string> {
  const { cookies, url, secure } = options;
  const next = safeNextPath(url.searchParams.get("next"));
  let provider: Awaited<ReturnType<typeof getExternalProvider>>;
  try {
    provider = await getExternalProvider();
  } catch (error) {
    logger.warn(
      `external sign-in provider unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return loginUrl({ next, error: "external_unavailable" });
  }
  if (!provider) return loginUrl({ next });

  const secrets = {
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    nonce: generateState(),
    redirectUri: `${publicBaseUrl(url)}/api/callback`,
  };
  const cookie = { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: FLOW_TTL_SECONDS };
  cookies.set(OAUTH_COOKIES.state, secrets.state, cookie);
  cookies.set(OAUTH_COOKIES.verifier, secrets.codeVerifier, cookie);
  cookies.set(OAUTH_COOKIES.nonce, secrets.nonce, cookie);
  if (next) cookies.set(OAUTH_COOKIES.next, next, cookie);
  else cookies.set(OAUTH_COOKIES.next, "", { ...cookie, maxAge: 0 });
  return provider.authorizationUrl(secrets).toString();
}

/** Compares two secrets without an early exit. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type FinishResult =
  | { ok: true; userId: number; created: boolean; location: string }
  | { ok: false; error: ExternalSignInErrorCode; location: string };

/** Finishes external sign-in at /api/callback; on success the browser has a new session. */
export async function finishExternalSignIn(options: {
  db: Db;
  cookies: AstroCookies;
  url: URL;
  secure: boolean;
}): Promise<FinishResult> {
  const { db, cookies, url, secure } = options;
  const expectedState = cookies.get(OAUTH_COOKIES.state)?.value ?? "";
  const codeVerifier = cookies.get(OAUTH_COOKIES.verifier)?.value ?? "";
  const nonce = cookies.get(OAUTH_COOKIES.nonce)?.value ?? "";
  const next = safeNextPath(cookies.get(OAUTH_COOKIES.next)?.value);
  // One attempt per flow: whatever happens, the flow's secrets are spent.
  clearFlowCookies(cookies, secure);

  const fail = (error: ExternalSignInErrorCode): FinishResult => ({
    ok: false,
    error,
    location: loginUrl({ next, error }),
  });

  const params = url.searchParams;
  const state = params.get("state") ?? "";
  if (!expectedState || !codeVerifier || !state || !sameSecret(state, expectedState))
    return fail("external_state");
  if (params.get("error"))
    return fail(params.get("error") === "access_denied" ? "external_denied" : "external_failed");
  const code = params.get("code");
  if (!code) return fail("external_failed");

  let provider: Awaited<ReturnType<typeof getExternalProvider>>;
  try {
    provider = await getExternalProvider();
  } catch {
    return fail("external_unavailable");
  }
  if (!provider) return fail("external_unavailable");
  const iss = params.get("iss");
  if (iss && iss.replace(/\/+$/, "") !== provider.issuer.replace(/\/+$/, "")) return fail("external_failed");

  let linked: Awaited<ReturnType<typeof linkExternalAccount>>;
  try {
    const identity = await provider.identify({
      code,
      codeVerifier,
      nonce,
      redirectUri: `${publicBaseUrl(url)}/api/callback`,
    });
    linked = await linkExternalAccount({ db, identity });
  } catch (error) {
    if (error instanceof ExternalLinkError) {
      return fail(error.reason === "no_email" ? "external_no_email" : "external_unverified_email");
    }
    logger.warn(
      `external sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
    return fail("external_failed");
  }

  await startUserSession({ cookies, userId: linked.user.id, secure });
  const needsProfile = !linked.user.firstName || !linked.user.lastName;
  const location = needsProfile
    ? `/complete-profile${next ? `?next=${encodeURIComponent(next)}` : ""}`
    : (next ?? "/");
  return { ok: true, userId: linked.user.id, created: linked.created, location };
}
