import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/features/accounts/server/password.ts";
import * as loginRoute from "../../src/pages/api/auth/login.ts";
import * as profileRoute from "../../src/pages/api/auth/profile.ts";
import * as registerRoute from "../../src/pages/api/auth/register.ts";
import * as userRoute from "../../src/pages/api/auth/user.ts";
import * as logoutRoute from "../../src/pages/api/logout.ts";
import { loadSessionUser } from "../../src/server/auth/current-user.ts";
import { createSession, SESSION_COOKIE, validateSessionToken } from "../../src/server/auth/session.ts";
import { getDb } from "../../src/server/db/client.ts";
import { creditLedger, users } from "../../src/server/db/schema.ts";
import { createAdmin, createUser, DEFAULT_PASSWORD, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";
import { type ErrorBody, freshEmail, freshIp, sessionToken } from "./accounts-helpers.ts";

const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ruth",
  lastName: "Moabite",
  email: freshEmail("ruth"),
  password: "gleaning-fields",
  confirmPassword: "gleaning-fields",
  ...overrides,
});

const register = (body: unknown, extra: { cookies?: Record<string, string> } = {}) =>
  callRoute(registerRoute, "POST", { body, clientAddress: freshIp(), ...extra });
const login = (body: unknown, extra: { cookies?: Record<string, string>; clientAddress?: string } = {}) =>
  callRoute(loginRoute, "POST", { body, clientAddress: freshIp(), ...extra });

describe("GET /api/auth/user", () => {
  it("answers 401 JSON when signed out", async () => {
    const res = await callRoute(userRoute, "GET");
    expect(res.status).toBe(401);
    expect(res.response.headers.get("content-type")).toContain("application/json");
    expect(res.body).toMatchObject({ message: expect.stringContaining("sign in") });
  });

  it("answers the current user's fields", async () => {
    const user = await createUser({
      firstName: "Naomi",
      lastName: "Bethlehem",
      profileImageUrl: "https://img.example/n.png",
    });
    const res = await callRoute(userRoute, "GET", { user });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      firstName: "Naomi",
      lastName: "Bethlehem",
      email: user.email,
      profileImageUrl: "https://img.example/n.png",
      isAdmin: false,
      isLifetimeCreator: false,
      credits: 5,
      authProvider: "password",
    });
    const admin = await createAdmin();
    expect((await callRoute(userRoute, "GET", { user: admin })).body).toMatchObject({ isAdmin: true });
  });
});

describe("POST /api/auth/register", () => {
  it("creates the account with 5 credits, hashes the password and signs in", async () => {
    const body = registration({ email: "  Ruth.Moabite@Example.TEST " });
    const res = await register(body);
    expect(res.status).toBe(201);
    const created = res.body as {
      id: number;
      email: string;
      credits: number;
      firstName: string;
      authProvider: string;
    };
    expect(created).toMatchObject({
      email: "ruth.moabite@example.test",
      credits: 5,
      firstName: "Ruth",
      authProvider: "password",
    });
    expect(created).not.toHaveProperty("passwordHash");

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, "gleaning-fields")).toBe(true);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, created.id));
    expect(ledger).toMatchObject([{ delta: 5, reason: "signup" }]);

    const token = sessionToken(res.cookies);
    expect(token).toBeDefined();
    const cookie = res.cookies.jar.get(SESSION_COOKIE)!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
    expect((await validateSessionToken(token!))?.userId).toBe(created.id);
  });

  it("answers each validation message from the spec", async () => {
    const res = await register({
      firstName: "R",
      lastName: "",
      email: "not-an-email",
      password: "12345",
      confirmPassword: "54321",
    });
    expect(res.status).toBe(400);
    const { errors, message } = res.body as ErrorBody;
    expect(message).toBe("First name must be at least 2 characters");
    expect(errors).toEqual({
      firstName: ["First name must be at least 2 characters"],
      lastName: ["Last name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
      confirmPassword: ["Passwords don't match"],
    });
    const mismatch = await register(registration({ confirmPassword: "something-else" }));
    expect(mismatch.status).toBe(400);
    expect((mismatch.body as ErrorBody).message).toBe("Passwords don't match");
    const empty = await register({});
    expect(Object.keys((empty.body as ErrorBody).errors ?? {}).sort()).toEqual(
      ["confirmPassword", "email", "firstName", "lastName", "password"].sort(),
    );
    expect(empty.cookies.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("answers 409 for an email that is already registered, whatever its case", async () => {
    const existing = await createUser();
    const res = await register(registration({ email: existing.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect((res.body as ErrorBody).message).toBe(
      "An account with this email already exists. Please sign in instead.",
    );
    expect(res.cookies.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("lets only one of two simultaneous registrations of an email succeed", async () => {
    const body = registration();
    const results = await Promise.all([
      register(body),
      register({ ...body, email: body.email.toUpperCase() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("rejects a body that is not JSON", async () => {
    const res = await callRoute(registerRoute, "POST", {
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).message).toBe("The request body is not valid JSON.");
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, case-insensitively by email", async () => {
    const user = await createUser();
    const res = await login({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, credits: 5 });
    const token = sessionToken(res.cookies);
    expect((await validateSessionToken(token!))?.userId).toBe(user.id);
  });

  it("answers the same message for a wrong password and an unknown email", async () => {
    const user = await createUser();
    const wrongPassword = await login({ email: user.email, password: "not-the-password" });
    const unknownEmail = await login({ email: freshEmail("nobody"), password: DEFAULT_PASSWORD });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid email or password" });
      expect(res.cookies.jar.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it("refuses password sign-in for an account that has no password", async () => {
    const user = await createUser({
      passwordHash: null,
      authProvider: "oidc",
      externalSubject: "sub-no-password",
    });
    const res = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(res.status).toBe(401);
    expect((res.body as ErrorBody).message).toBe("Invalid email or password");
  });

  it("validates with the spec's messages", async () => {
    const res = await login({ email: "nope", password: "" });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password is required"],
    });
    const missing = await login({ email: freshEmail() });
    expect((missing.body as ErrorBody).errors).toEqual({ password: ["Password is required"] });
  });

  it("issues a new session on every sign-in and ends the browser's previous one (no fixation)", async () => {
    const user = await createUser();
    const first = await login({ email: user.email, password: DEFAULT_PASSWORD });
    const firstToken = sessionToken(first.cookies)!;
    const second = await login(
      { email: user.email, password: DEFAULT_PASSWORD },
      { cookies: { [SESSION_COOKIE]: firstToken } },
    );
    const secondToken = sessionToken(second.cookies)!;
    expect(secondToken).not.toBe(firstToken);
    expect(await validateSessionToken(firstToken)).toBeNull();
    expect((await validateSessionToken(secondToken))?.userId).toBe(user.id);

    // A session planted by someone else is ended, not adopted.
    const attacker = await createUser();
    const planted = await createSession(attacker.id);
    const victim = await login(
      { email: user.email, password: DEFAULT_PASSWORD },
      { cookies: { [SESSION_COOKIE]: planted.token } },
    );
    expect(sessionToken(victim.cookies)).not.toBe(planted.token);
    expect(await validateSessionToken(planted.token)).toBeNull();
  });

  it("keeps other devices signed in", async () => {
    const user = await createUser();
    const phone = sessionToken((await login({ email: user.email, password: DEFAULT_PASSWORD })).cookies)!;
    const laptop = sessionToken((await login({ email: user.email, password: DEFAULT_PASSWORD })).cookies)!;
    expect((await validateSessionToken(phone))?.userId).toBe(user.id);
    expect((await validateSessionToken(laptop))?.userId).toBe(user.id);
  });
});

describe("GET /api/logout", () => {
  it("ends the session, clears the cookie and goes home", async () => {
    const user = await createUser();
    const token = sessionToken((await login({ email: user.email, password: DEFAULT_PASSWORD })).cookies)!;
    const res = await callRoute(logoutRoute, "GET", { cookies: { [SESSION_COOKIE]: token } });
    expect(res.status).toBe(302);
    expect(res.response.headers.get("location")).toBe("/");
    expect(res.cookies.jar.get(SESSION_COOKIE)).toMatchObject({
      value: "",
      options: { maxAge: 0, httpOnly: true },
    });
    expect(await validateSessionToken(token)).toBeNull();
  });

  it("is harmless when already signed out", async () => {
    const res = await callRoute(logoutRoute, "GET", { cookies: { [SESSION_COOKIE]: "not-a-real-token" } });
    expect(res.status).toBe(302);
    expect(res.response.headers.get("location")).toBe("/");
  });
});

describe("PUT /api/auth/profile", () => {
  it("answers 401 when signed out", async () => {
    const res = await callRoute(profileRoute, "PUT", {
      body: { firstName: "Ab", lastName: "Cd", email: freshEmail() },
    });
    expect(res.status).toBe(401);
  });

  it("updates names and email for a password account", async () => {
    const user = await createUser();
    const email = freshEmail("Boaz").toUpperCase();
    const res = await callRoute(profileRoute, "PUT", {
      user,
      body: { firstName: " Boaz ", lastName: "Ephrathite", email },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      firstName: "Boaz",
      lastName: "Ephrathite",
      email: email.toLowerCase(),
    });
    expect(await reloadUser(user)).toMatchObject({ firstName: "Boaz", email: email.toLowerCase() });
  });

  it("answers each validation message", async () => {
    const user = await createUser();
    const res = await callRoute(profileRoute, "PUT", {
      user,
      body: { firstName: "", lastName: "X", email: "x@" },
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors).toEqual({
      firstName: ["First name must be at least 2 characters"],
      lastName: ["Last name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
    });
  });

  it("answers 409 when the email belongs to someone else", async () => {
    const user = await createUser();
    const other = await createUser();
    const res = await callRoute(profileRoute, "PUT", {
      user,
      body: { firstName: "Abc", lastName: "Def", email: other.email.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect((res.body as ErrorBody).message).toMatch(/already exists/);
    expect((await reloadUser(user)).email).toBe(user.email);
  });

  it("lets external accounts change their names but not their email", async () => {
    const user = await createUser({
      authProvider: "google",
      externalSubject: `g-${Date.now()}`,
      passwordHash: null,
      firstName: null,
      lastName: null,
    });
    const same = await callRoute(profileRoute, "PUT", {
      user,
      body: { firstName: "Lydia", lastName: "Thyatira", email: user.email },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ firstName: "Lydia", lastName: "Thyatira" });
    const changed = await callRoute(profileRoute, "PUT", {
      user,
      body: { firstName: "Lydia", lastName: "Thyatira", email: freshEmail() },
    });
    expect(changed.status).toBe(403);
    expect((changed.body as ErrorBody).message).toBe(
      "Your email address comes from your sign-in provider and can't be changed here.",
    );
    expect((await reloadUser(user)).email).toBe(user.email);
  });

  it("keeps the session user's other fields (credits, roles) untouched", async () => {
    const user = await createUser({ credits: 3, isLifetimeCreator: true });
    const res = await callRoute(profileRoute, "PUT", {
      user,
      body: { firstName: "Dorcas", lastName: "Joppa", email: user.email, credits: 999, isAdmin: true },
    });
    expect(res.status).toBe(200);
    const db = await getDb();
    expect(await loadSessionUser(db, user.id)).toMatchObject({
      credits: 3,
      isAdmin: false,
      isLifetimeCreator: true,
    });
  });
});
