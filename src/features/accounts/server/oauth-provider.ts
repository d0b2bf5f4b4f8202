/**
 * The external identity provider behind /api/login and /api/callback, through
 * arctic: any OpenID Connect issuer (OAUTH_ISSUER, endpoints discovered from
 * its /.well-known/openid-configuration, arctic's generic OAuth2Client) or
 * Google (GOOGLE_CLIENT_ID/SECRET). Authorization-code flow with PKCE (S256),
 * state and nonce.
 *
 * The ID token arrives straight from the token endpoint over the back channel,
 * so (as OpenID Connect Core 3.1.3.7 allows) its claims are checked — issuer,
 * audience, expiry, nonce — without verifying the signature.
 */
import { CodeChallengeMethod, decodeIdToken, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import { z } from "zod";
import { config } from "../../../server/config.ts";

export type ExternalProviderName = "oidc" | "google";

export interface ExternalIdentity {
  provider: ExternalProviderName;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export interface FlowSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface ExternalProvider {
  name: ExternalProviderName;
  /** Where to send the browser to sign in. */
  authorizationUrl(secrets: FlowSecrets): URL;
  /** Exchanges the code (with the PKCE verifier) and reads who signed in. */
  identify(options: {
    code: string;
    codeVerifier: string;
    nonce: string;
    redirectUri: string;
  }): Promise<ExternalIdentity>;
  /** The issuer, to compare with an `iss` parameter on the callback (RFC 9207). */
  issuer: string;
}

/** The provider refused or answered something we cannot trust. */
export class ExternalIdentityError extends Error {
  override readonly name = "ExternalIdentityError";
}

const FETCH_TIMEOUT_MS = 10_000;
/** Seconds of clock difference tolerated on the ID token's expiry. */
export const CLOCK_SKEW_S = 120;

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const claimsSchema = z.looseObject({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
type Claims = z.infer<typeof claimsSchema>;

const idTokenSchema = claimsSchema.extend({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
});

const trimSlash = (url: string) => url.replace(/\/+$/, "");

const discoveryCache = new Map<string, { at: number; value: Discovery }>();
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** The issuer's endpoints, cached for an hour. */
export async function discoverIssuer(issuer: string, now = Date.now()): Promise<Discovery> {
  const key = trimSlash(issuer);
  const cached = discoveryCache.get(key);
  if (cached && now - cached.at < DISCOVERY_TTL_MS) return cached.value;
  const response = await fetch(`${key}/.well-known/openid-configuration`, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new ExternalIdentityError(`discovery answered ${response.status}`);
  const parsed = discoverySchema.safeParse(await response.json());
  if (!parsed.success) throw new ExternalIdentityError("discovery document is incomplete");
  if (trimSlash(parsed.data.issuer) !== key)
    throw new ExternalIdentityError("discovery issuer does not match OAUTH_ISSUER");
  discoveryCache.set(key, { at: now, value: parsed.data });
  return parsed.data;
}

export function clearDiscoveryCache(): void {
  discoveryCache.clear();
}

function scopes(): string[] {
  const list = config()
    .OAUTH_SCOPES.split(/[\s,]+/)
    .filter(Boolean);
  return list.includes("openid") ? list : ["openid", ...list];
}

export function checkIdToken(options: {
  idToken: string;
  issuers: string[];
  clientId: string;
  nonce: string;
}): Claims {
  let decoded: unknown;
  try {
    decoded = decodeIdToken(options.idToken);
  } catch {
    throw new ExternalIdentityError("the ID token is not a JWT");
  }
  const parsed = idTokenSchema.safeParse(decoded);
  if (!parsed.success) throw new ExternalIdentityError("the ID token lacks required claims");
  const claims = parsed.data;
  if (!options.issuers.map(trimSlash).includes(trimSlash(claims.iss))) {
    throw new ExternalIdentityError("the ID token comes from another issuer");
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.clientId))
    throw new ExternalIdentityError("the ID token is for another client");
  if (claims.exp + CLOCK_SKEW_S < Date.now() / 1000)
    throw new ExternalIdentityError("the ID token has expired");
  if (claims.nonce !== options.nonce) throw new ExternalIdentityError("the ID token's nonce does not match");
  return claims;
}

async function fetchUserInfo(endpoint: string, accessToken: string): Promise<Claims> {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new ExternalIdentityError(`userinfo answered ${response.status}`);
  const parsed = claimsSchema.safeParse(await response.json());
  if (!parsed.success) throw new ExternalIdentityError("userinfo lacks a subject");
  return parsed.data;
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Turns claims into our identity; names fall back to splitting `name`. */
export function identityFromClaims(provider: ExternalProviderName, claims: Claims): ExternalIdentity {
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  const full = text(claims.name);
  if (!firstName && !lastName && full) {
    const parts = full.split(/\s+/);
    firstName = parts[0] ?? null;
    lastName = parts.length > 1 ? parts.slice(1).join(" ") : null;
  }
  const email = text(claims.email)?.toLowerCase() ?? null;
  const picture = text(claims.picture);
  return {
    provider,
    subject: claims.sub,
    email,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === "true"),
    firstName,
    lastName,
    picture: picture && /^https:\/\//.test(picture) ? picture : null,
  };
}

function idTokenOf(tokens: OAuth2Tokens): string | null {
  const value = (tokens.data as { id_token?: unknown }).id_token;
  return typeof value === "string" ? value : null;
}

async function oidcProvider(
  issuer: string,
  clientId: string,
  clientSecret: string | undefined,
): Promise<ExternalProvider> {
  const discovery = await discoverIssuer(issuer);
  const client = (redirectUri: string) => new OAuth2Client(clientId, clientSecret ?? null, redirectUri);
  return {
    name: "oidc",
    issuer: discovery.issuer,
    authorizationUrl({ state, codeVerifier, nonce, redirectUri }) {
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        discovery.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes(),
      );
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identify({ code, codeVerifier, nonce, redirectUri }) {
      const tokens = await client(redirectUri).validateAuthorizationCode(
        discovery.token_endpoint,
        code,
        codeVerifier,
      );
      const idToken = idTokenOf(tokens);
      let claims: Claims | null = idToken
        ? checkIdToken({ idToken, issuers: [discovery.issuer], clientId, nonce })
        : null;
      if (!claims?.email && discovery.userinfo_endpoint) {
        const info = await fetchUserInfo(discovery.userinfo_endpoint, tokens.accessToken());
        if (claims && info.sub !== claims.sub)
          throw new ExternalIdentityError("userinfo is about someone else");
        claims = claims ? { ...info, ...pickDefined(claims) } : info;
      }
      if (!claims) throw new ExternalIdentityError("the provider sent neither an ID token nor user info");
      return identityFromClaims("oidc", claims);
    },
  };
}

/** The claims that have a value (userinfo fills in only what the ID token left out). */
function pickDefined(claims: Claims): Partial<Claims> {
  return Object.fromEntries(
    Object.entries(claims).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<Claims>;
}

function googleProvider(clientId: string, clientSecret: string): ExternalProvider {
  const issuers = ["https://accounts.google.com", "accounts.google.com"];
  return {
    name: "google",
    issuer: "https://accounts.google.com",
    authorizationUrl({ state, codeVerifier, nonce, redirectUri }) {
      const url = new Google(clientId, clientSecret, redirectUri).createAuthorizationURL(
        state,
        codeVerifier,
        scopes(),
      );
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identify({ code, codeVerifier, nonce, redirectUri }) {
      const tokens = await new Google(clientId, clientSecret, redirectUri).validateAuthorizationCode(
        code,
        codeVerifier,
      );
      const idToken = idTokenOf(tokens);
      if (!idToken) throw new ExternalIdentityError("Google sent no ID token");
      return identityFromClaims("google", checkIdToken({ idToken, issuers, clientId, nonce }));
    },
  };
}

/** True when an external provider is configured (OAUTH_ISSUER + client id, or Google's pair). */
export function externalSignInConfigured(): boolean {
  const cfg = config();
  return Boolean(
    (cfg.OAUTH_ISSUER && cfg.OAUTH_CLIENT_ID) || (cfg.GOOGLE_CLIENT_ID && cfg.GOOGLE_CLIENT_SECRET),
  );
}

/**
 * The configured provider, or null. OAUTH_ISSUER wins when both are set.
 * Rejects (ExternalIdentityError or a network error) when discovery fails.
 */
export async function getExternalProvider(): Promise<ExternalProvider | null> {
  const cfg = config();
  if (cfg.OAUTH_ISSUER && cfg.OAUTH_CLIENT_ID) {
    return oidcProvider(cfg.OAUTH_ISSUER, cfg.OAUTH_CLIENT_ID, cfg.OAUTH_CLIENT_SECRET);
  }
  if (cfg.GOOGLE_CLIENT_ID && cfg.GOOGLE_CLIENT_SECRET) {
    return googleProvider(cfg.GOOGLE_CLIENT_ID, cfg.GOOGLE_CLIENT_SECRET);
  }
  return null;
}

/** The external sign-in button's label, or null when none is configured. */
export function externalSignInLabel(): string | null {
  const cfg = config();
  if (cfg.OAUTH_ISSUER && cfg.OAUTH_CLIENT_ID) return "Continue with single sign-on";
  if (cfg.GOOGLE_CLIENT_ID && cfg.GOOGLE_CLIENT_SECRET) return "Continue with Google";
  return null;
}
