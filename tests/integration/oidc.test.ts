/**
 * External sign-in end to end against a real OpenID provider (oidc-provider)
 * started here on 127.0.0.1: /api/login → the provider's login and consent →
 * /api/callback, plus a bad state, a replayed code and the linking rules.
 */
import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Provider from "oidc-provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OAUTH_COOKIES } from "../../src/features/accounts/server/external-sign-in.ts";
import { clearDiscoveryCache } from "../../src/features/accounts/server/oauth-provider.ts";
import { verifyPassword } from "../../src/features/accounts/server/password.ts";
import * as callbackRoute from "../../src/pages/api/callback.ts";
import * as loginRoute from "../../src/pages/api/login.ts";
import { SESSION_COOKIE, validateSessionToken } from "../../src/server/auth/session.ts";
import { resetConfigForTests } from "../../src/server/config.ts";
import { getDb } from "../../src/server/db/client.ts";
import { users } from "../../src/server/db/schema.ts";
import { createUser, DEFAULT_PASSWORD } from "../factories/index.ts";
import { callRoute, type FakeCookies } from "../helpers/http.ts";
import { freshEmail, sessionToken } from "./accounts-helpers.ts";

const CLIENT_ID = "scripture-skits-test";
const CLIENT_SECRET = "a-client-secret-for-tests-only";
// callRoute serves every route at http://localhost:4321, so that is the app's origin here.
const REDIRECT_URI = "http://localhost:4321/api/callback";
const ENV_KEYS = [
  "OAUTH_ISSUER",
  "OAUTH_CLIENT_ID",
  "OAUTH_CLIENT_SECRET",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
];

type Claims = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
};

/** The provider's storage (codes, grants, sessions): a Map per model, so a replayed code is seen as consumed. */
class MapAdapter {
  static stores = new Map<string, Map<string, Record<string, unknown>>>();
  private readonly store: Map<string, Record<string, unknown>>;
  constructor(name: string) {
    const existing = MapAdapter.stores.get(name);
    this.store = existing ?? new Map();
    if (!existing) MapAdapter.stores.set(name, this.store);
  }
  async upsert(id: string, payload: Record<string, unknown>) {
    this.store.set(id, payload);
  }
  async find(id: string) {
    return this.store.get(id);
  }
  async findByUid(uid: string) {
    return [...this.store.values()].find((p) => p.uid === uid);
  }
  async findByUserCode(userCode: string) {
    return [...this.store.values()].find((p) => p.userCode === userCode);
  }
  async consume(id: string) {
    const payload = this.store.get(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    this.store.delete(id);
  }
  async revokeByGrantId(grantId: string) {
    for (const [id, payload] of this.store) if (payload.grantId === grantId) this.store.delete(id);
  }
}

/** The provider's users, by subject. */
const accounts = new Map<string, Claims>();
/** Who "types their password" at the provider on the next login prompt. */
let signingInAs = "";

let server: Server;
let issuer: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    adapter: MapAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "picture"],
    },
    findAccount: async (_ctx, id) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
    },
  });
  const handleProvider = provider.callback();

  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) {
      handleProvider(req, res);
      return;
    }
    // The provider's own sign-in screen: log in as `signingInAs` and grant what the client asked for.
    (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === "login") {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: signingInAs } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id,
      });
      if (details.prompt.details.missingOIDCScope)
        grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(" "));
      if (details.prompt.details.missingOIDCClaims)
        grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  for (const key of ENV_KEYS) delete process.env[key];
  process.env.OAUTH_ISSUER = issuer;
  process.env.OAUTH_CLIENT_ID = CLIENT_ID;
  process.env.OAUTH_CLIENT_SECRET = CLIENT_SECRET;
  resetConfigForTests();
});

afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  resetConfigForTests();
  clearDiscoveryCache();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  clearDiscoveryCache();
});

let subjectCounter = 0;
function providerUser(claims: Claims): string {
  const sub = `sub-${Date.now().toString(36)}-${++subjectCounter}`;
  accounts.set(sub, claims);
  return sub;
}

/** The flow cookies /api/login set, as the browser would send them back. */
function flowCookies(cookies: FakeCookies): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.values(OAUTH_COOKIES)) {
    const value = cookies.jar.get(name)?.value;
    if (value) out[name] = value;
  }
  return out;
}

/** A browser at the provider: follows redirects with a cookie jar until it is sent back to the app. */
async function throughProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider stopped at ${url} (${res.status}): ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(REDIRECT_URI)) return next;
    url = next.href;
  }
  throw new Error("too many redirects at the provider");
}

/** /api/login → provider → the callback URL (not yet called), plus the flow cookies. */
async function startFlow(sub: string, query: Record<string, string> = {}) {
  signingInAs = sub;
  const login = await callRoute(loginRoute, "GET", { query });
  expect(login.status).toBe(302);
  const authorize = new URL(login.response.headers.get("location")!);
  const callbackUrl = await throughProvider(authorize.href);
  return { authorize, callbackUrl, cookies: flowCookies(login.cookies), loginCookies: login.cookies };
}

const callback = (callbackUrl: URL, cookies: Record<string, string>) =>
  callRoute(callbackRoute, "GET", { query: Object.fromEntries(callbackUrl.searchParams), cookies });

const location = (res: { response: Response }) => res.response.headers.get("location");

describe("/api/login", () => {
  it("starts an authorization-code flow with PKCE, state and nonce in short-lived HttpOnly cookies", async () => {
    const res = await callRoute(loginRoute, "GET", { query: { next: "/create" } });
    expect(res.status).toBe(302);
    const url = new URL(location(res)!);
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_challenge_method: "S256",
      scope: "openid email profile",
    });
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const state = res.cookies.jar.get(OAUTH_COOKIES.state)!;
    expect(url.searchParams.get("state")).toBe(state.value);
    expect(url.searchParams.get("nonce")).toBe(res.cookies.jar.get(OAUTH_COOKIES.nonce)!.value);
    expect(res.cookies.jar.get(OAUTH_COOKIES.verifier)!.value).toMatch(/^[\w-]{43}$/);
    expect(res.cookies.jar.get(OAUTH_COOKIES.next)!.value).toBe("/create");
    for (const name of [OAUTH_COOKIES.state, OAUTH_COOKIES.verifier, OAUTH_COOKIES.nonce]) {
      expect(res.cookies.jar.get(name)!.options).toMatchObject({
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        maxAge: 600,
      });
    }
  });

  it("goes to /login, keeping ?next, when no provider is configured", async () => {
    const saved = { ...process.env };
    for (const key of ENV_KEYS) delete process.env[key];
    resetConfigForTests();
    try {
      const res = await callRoute(loginRoute, "GET", { query: { next: "/dashboard" } });
      expect(res.status).toBe(302);
      expect(location(res)).toBe("/login?next=%2Fdashboard");
      expect(location(await callRoute(loginRoute, "GET"))).toBe("/login");
    } finally {
      Object.assign(process.env, saved);
      resetConfigForTests();
    }
  });

  it("goes to /login with a reason when the provider cannot be reached", async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, "127.0.0.1", resolve));
    const deadIssuer = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    process.env.OAUTH_ISSUER = deadIssuer;
    resetConfigForTests();
    try {
      const res = await callRoute(loginRoute, "GET", { query: { next: "/create" } });
      expect(location(res)).toBe("/login?error=external_unavailable&next=%2Fcreate");
    } finally {
      process.env.OAUTH_ISSUER = issuer;
      resetConfigForTests();
    }
  });
});

describe("/api/callback", () => {
  it("creates an account for a new person, signs them in and continues to next", async () => {
    const email = freshEmail("miriam");
    const sub = providerUser({
      email,
      email_verified: true,
      given_name: "Miriam",
      family_name: "Levite",
      picture: "https://img.example/m.png",
    });
    const flow = await startFlow(sub, { next: "/create?from=nav" });
    expect(flow.callbackUrl.searchParams.get("code")).toBeTruthy();

    const res = await callback(flow.callbackUrl, flow.cookies);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/create?from=nav");

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.externalSubject, sub));
    expect(row).toMatchObject({
      email,
      firstName: "Miriam",
      lastName: "Levite",
      profileImageUrl: "https://img.example/m.png",
      authProvider: "oidc",
      emailVerified: true,
      credits: 5,
      passwordHash: null,
    });
    const token = sessionToken(res.cookies)!;
    expect((await validateSessionToken(token))?.userId).toBe(row!.id);
    // The flow's cookies are spent.
    for (const name of Object.values(OAUTH_COOKIES)) expect(res.cookies.jar.get(name)?.value).toBe("");
  });

  it("sends a first-time user without names to /complete-profile", async () => {
    const sub = providerUser({ email: freshEmail("anon"), email_verified: true });
    const flow = await startFlow(sub, { next: "/browse" });
    const res = await callback(flow.callbackUrl, flow.cookies);
    expect(location(res)).toBe("/complete-profile?next=%2Fbrowse");
    expect(sessionToken(res.cookies)).toBeDefined();
  });

  it("signs a returning person into the same account", async () => {
    const sub = providerUser({
      email: freshEmail("returning"),
      email_verified: true,
      given_name: "Eli",
      family_name: "Shiloh",
    });
    const first = await startFlow(sub);
    const firstRes = await callback(first.callbackUrl, first.cookies);
    const second = await startFlow(sub);
    const secondRes = await callback(second.callbackUrl, second.cookies);
    expect(location(secondRes)).toBe("/");
    const a = await validateSessionToken(sessionToken(firstRes.cookies)!);
    const b = await validateSessionToken(sessionToken(secondRes.cookies)!);
    expect(a?.userId).toBe(b?.userId);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.externalSubject, sub))).toHaveLength(1);
  });

  it("links an existing password account by verified email; the password keeps working", async () => {
    const existing = await createUser({ firstName: "Samuel", lastName: "Ramah" });
    const sub = providerUser({
      email: existing.email.toUpperCase(),
      email_verified: true,
      given_name: "Sam",
      family_name: "R",
    });
    const flow = await startFlow(sub);
    const res = await callback(flow.callbackUrl, flow.cookies);
    expect(location(res)).toBe("/");
    expect((await validateSessionToken(sessionToken(res.cookies)!))?.userId).toBe(existing.id);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({
      authProvider: "oidc",
      externalSubject: sub,
      firstName: "Samuel",
      lastName: "Ramah",
      emailVerified: true,
    });
    expect(await verifyPassword(row!.passwordHash, DEFAULT_PASSWORD)).toBe(true);
  });

  it("does not link an existing account when the provider has not verified the email", async () => {
    const existing = await createUser();
    const sub = providerUser({
      email: existing.email,
      email_verified: false,
      given_name: "Imposter",
      family_name: "Person",
    });
    const flow = await startFlow(sub, { next: "/account" });
    const res = await callback(flow.callbackUrl, flow.cookies);
    expect(location(res)).toBe("/login?error=external_unverified_email&next=%2Faccount");
    expect(sessionToken(res.cookies)).toBeUndefined();
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ authProvider: "password", externalSubject: null });
  });

  it("creates an unverified account when no account has that email", async () => {
    const email = freshEmail("unverified");
    const sub = providerUser({ email, email_verified: false, name: "Phoebe of Cenchreae" });
    const flow = await startFlow(sub);
    const res = await callback(flow.callbackUrl, flow.cookies);
    expect(location(res)).toBe("/");
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.externalSubject, sub));
    expect(row).toMatchObject({ email, emailVerified: false, firstName: "Phoebe", lastName: "of Cenchreae" });
  });

  it("refuses a person whose provider shares no email", async () => {
    const sub = providerUser({ given_name: "No", family_name: "Email" });
    const flow = await startFlow(sub);
    const res = await callback(flow.callbackUrl, flow.cookies);
    expect(location(res)).toBe("/login?error=external_no_email");
    expect(sessionToken(res.cookies)).toBeUndefined();
  });

  it("rejects a bad state, and the flow cannot be finished afterwards", async () => {
    const sub = providerUser({
      email: freshEmail("state"),
      email_verified: true,
      given_name: "Bad",
      family_name: "State",
    });
    const flow = await startFlow(sub, { next: "/create" });
    const forged = new URL(flow.callbackUrl);
    forged.searchParams.set("state", "an-attacker-chosen-state-value-xxxxxxxxxxxx");
    const res = await callback(forged, flow.cookies);
    expect(res.status).toBe(302);
    expect(location(res)).toBe("/login?error=external_state&next=%2Fcreate");
    expect(sessionToken(res.cookies)).toBeUndefined();
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.externalSubject, sub))).toHaveLength(0);

    // Without the state cookie (another browser) the callback is refused too.
    const noCookie = await callback(flow.callbackUrl, {});
    expect(location(noCookie)).toBe("/login?error=external_state");
  });

  it("rejects a replayed authorization code", async () => {
    const sub = providerUser({
      email: freshEmail("replay"),
      email_verified: true,
      given_name: "Re",
      family_name: "Play",
    });
    const flow = await startFlow(sub);
    const first = await callback(flow.callbackUrl, flow.cookies);
    expect(location(first)).toBe("/");
    // Someone who captured both the callback URL and the flow cookies tries again.
    const replay = await callback(flow.callbackUrl, flow.cookies);
    expect(location(replay)).toBe("/login?error=external_failed");
    expect(sessionToken(replay.cookies)).toBeUndefined();
  });

  it("rejects a code exchanged with the wrong PKCE verifier", async () => {
    const sub = providerUser({
      email: freshEmail("pkce"),
      email_verified: true,
      given_name: "Pk",
      family_name: "Ce",
    });
    const flow = await startFlow(sub);
    const res = await callback(flow.callbackUrl, {
      ...flow.cookies,
      [OAUTH_COOKIES.verifier]: "x".repeat(43),
    });
    expect(location(res)).toBe("/login?error=external_failed");
  });

  it("reports a cancelled sign-in", async () => {
    const login = await callRoute(loginRoute, "GET");
    const state = login.cookies.jar.get(OAUTH_COOKIES.state)!.value;
    const url = new URL(REDIRECT_URI);
    url.searchParams.set("error", "access_denied");
    url.searchParams.set("state", state);
    const res = await callback(url, flowCookies(login.cookies));
    expect(location(res)).toBe("/login?error=external_denied");
  });

  it("ignores an unsafe next and keeps a session cookie out of the query", async () => {
    const sub = providerUser({
      email: freshEmail("next"),
      email_verified: true,
      given_name: "Safe",
      family_name: "Next",
    });
    for (const next of ["//evil.example/steal", "https://evil.example/", "/\\evil.example", "/api/logout"]) {
      const flow = await startFlow(sub, { next });
      const res = await callback(flow.callbackUrl, flow.cookies);
      expect(location(res)).toBe("/");
    }
  });

  it("ends the browser's previous session when signing in", async () => {
    const someone = await createUser();
    const { createSession } = await import("../../src/server/auth/session.ts");
    const planted = await createSession(someone.id);
    const sub = providerUser({
      email: freshEmail("fixation"),
      email_verified: true,
      given_name: "Fix",
      family_name: "Ation",
    });
    const flow = await startFlow(sub);
    const res = await callback(flow.callbackUrl, { ...flow.cookies, [SESSION_COOKIE]: planted.token });
    expect(sessionToken(res.cookies)).not.toBe(planted.token);
    expect(await validateSessionToken(planted.token)).toBeNull();
  });
});
