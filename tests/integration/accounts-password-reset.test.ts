import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "../../src/features/accounts/server/password.ts";
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_TOKEN_TTL_MS,
  requestPasswordReset,
} from "../../src/features/accounts/server/request-password-reset.ts";
import {
  checkResetToken,
  RESET_MESSAGES,
  resetPassword,
} from "../../src/features/accounts/server/reset-password.ts";
import * as forgotRoute from "../../src/pages/api/auth/forgot-password.ts";
import * as loginRoute from "../../src/pages/api/auth/login.ts";
import * as resetRoute from "../../src/pages/api/auth/reset-password.ts";
import { createSession, hashToken, validateSessionToken } from "../../src/server/auth/session.ts";
import { resetConfigForTests } from "../../src/server/config.ts";
import { getDb } from "../../src/server/db/client.ts";
import { passwordResetTokens, users } from "../../src/server/db/schema.ts";
import { AppError } from "../../src/server/http/errors.ts";
import { setMailTransportForTests } from "../../src/server/services/mail.ts";
import { createUser, DEFAULT_PASSWORD } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";
import { capturingTransport, type ErrorBody, freshEmail, freshIp } from "./accounts-helpers.ts";

let mail: ReturnType<typeof capturingTransport>;

beforeEach(() => {
  mail = capturingTransport();
  setMailTransportForTests(mail);
});

afterEach(() => {
  setMailTransportForTests(null);
  delete process.env.PUBLIC_BASE_URL;
  resetConfigForTests();
});

const forgot = (email: unknown, headers: Record<string, string> = {}) =>
  callRoute(forgotRoute, "POST", { body: { email }, clientAddress: freshIp(), headers });

/** Waits for the background mail and returns the token from its link. */
async function mailedToken(to: string): Promise<{ link: string; token: string }> {
  const message = await vi.waitFor(
    () => {
      const found = mail.sent.findLast((m) => m.to === to);
      if (!found) throw new Error(`no mail to ${to} yet`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
  const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(message.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${message.text}`);
  return { link, token: new URL(link).searchParams.get("token")! };
}

describe("POST /api/auth/forgot-password", () => {
  it("mails a one-hour link for a known email and stores only the token's hash", async () => {
    const user = await createUser({ firstName: "Hannah" });
    const before = Date.now();
    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    const { link, token } = await mailedToken(user.email);
    expect(link.startsWith("http://localhost:4321/reset-password?token=")).toBe(true);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const message = mail.sent.at(-1)!;
    expect(message.subject).toBe("Reset your Scripture Skits password");
    expect(message.text).toContain("Hello Hannah,");
    expect(message.html).toContain(`href="${link.replace(/&/g, "&#38;")}"`);

    const db = await getDb();
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe(hashToken(token));
    expect(rows[0]!.token).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(RESET_TOKEN_TTL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(RESET_TOKEN_TTL_MS + 5000);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const res = await forgot(freshEmail("stranger"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await new Promise((r) => setTimeout(r, 50));
    expect(mail.sent).toHaveLength(0);
  });

  it("uses PUBLIC_BASE_URL for the link when it is set", async () => {
    process.env.PUBLIC_BASE_URL = "https://skits.example.org";
    resetConfigForTests();
    const user = await createUser();
    await forgot(user.email);
    const { link } = await mailedToken(user.email);
    expect(link.startsWith("https://skits.example.org/reset-password?token=")).toBe(true);
  });

  it("validates the email with the spec's message", async () => {
    for (const email of ["", "plainly-wrong", undefined]) {
      const res = await forgot(email);
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors).toEqual({ email: ["Please enter a valid email address"] });
    }
  });

  it("replaces an older unused link with the newer one", async () => {
    const user = await createUser();
    await forgot(user.email);
    const first = await mailedToken(user.email);
    mail.sent.length = 0;
    await forgot(user.email);
    const second = await mailedToken(user.email);
    expect(second.token).not.toBe(first.token);
    const old = await callRoute(resetRoute, "POST", {
      body: { token: first.token, password: "new-password-1" },
    });
    expect(old.status).toBe(400);
    const fresh = await callRoute(resetRoute, "POST", {
      body: { token: second.token, password: "new-password-1" },
    });
    expect(fresh.status).toBe(200);
  });

  it("still answers when the mail cannot be sent (and does not tell)", async () => {
    setMailTransportForTests({
      name: "broken",
      send: () => Promise.reject(new Error("SMTP is down")),
    });
    const user = await createUser();
    const res = await forgot(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, spends the token and ends every session of the user", async () => {
    const user = await createUser();
    const phone = await createSession(user.id);
    const laptop = await createSession(user.id);
    const someoneElse = await createSession((await createUser()).id);
    await forgot(user.email);
    const { token } = await mailedToken(user.email);

    const res = await callRoute(resetRoute, "POST", {
      body: { token, password: "brand-new-secret", confirmPassword: "brand-new-secret" },
    });
    expect(res.status).toBe(200);
    expect((res.body as { message: string }).message).toMatch(/password has been reset/);

    expect(await validateSessionToken(phone.token)).toBeNull();
    expect(await validateSessionToken(laptop.token)).toBeNull();
    expect(await validateSessionToken(someoneElse.token)).not.toBeNull();

    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, "brand-new-secret")).toBe(true);
    expect(row!.emailVerified).toBe(true);

    const oldLogin = await callRoute(loginRoute, "POST", {
      body: { email: user.email, password: DEFAULT_PASSWORD },
      clientAddress: freshIp(),
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await callRoute(loginRoute, "POST", {
      body: { email: user.email, password: "brand-new-secret" },
      clientAddress: freshIp(),
    });
    expect(newLogin.status).toBe(200);
  });

  it("refuses a token that was already used", async () => {
    const user = await createUser();
    await forgot(user.email);
    const { token } = await mailedToken(user.email);
    expect((await callRoute(resetRoute, "POST", { body: { token, password: "first-new-one" } })).status).toBe(
      200,
    );
    const again = await callRoute(resetRoute, "POST", { body: { token, password: "second-new-one" } });
    expect(again.status).toBe(400);
    expect((again.body as ErrorBody).message).toBe(
      "This reset link has already been used. Please request a new one.",
    );
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, "first-new-one")).toBe(true);
  });

  it("lets only one of two simultaneous uses of a token succeed", async () => {
    const user = await createUser();
    await forgot(user.email);
    const { token } = await mailedToken(user.email);
    const results = await Promise.all([
      callRoute(resetRoute, "POST", { body: { token, password: "racer-one-pw" } }),
      callRoute(resetRoute, "POST", { body: { token, password: "racer-two-pw" } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("refuses an expired token (one hour, with an injectable clock)", async () => {
    const user = await createUser();
    const db = await getDb();
    const issuedAt = Date.now() - 2 * RESET_TOKEN_TTL_MS;
    await requestPasswordReset({
      db,
      input: { email: user.email },
      baseUrl: "http://localhost:4321",
      ip: freshIp(),
      now: issuedAt,
    });
    const { token } = await mailedToken(user.email);

    const res = await callRoute(resetRoute, "POST", { body: { token, password: "too-late-now" } });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).message).toBe("This reset link has expired. Please request a new one.");

    // The same token, at the edges of its hour.
    const justBefore = issuedAt + RESET_TOKEN_TTL_MS - 1;
    const atExpiry = issuedAt + RESET_TOKEN_TTL_MS;
    await expect(
      resetPassword({ db, input: { token, password: "exactly-on-time" }, now: atExpiry }),
    ).rejects.toMatchObject({
      message: RESET_MESSAGES.expired,
    });
    const ok = await resetPassword({ db, input: { token, password: "just-in-time" }, now: justBefore });
    expect(ok.userId).toBe(user.id);
  });

  it("refuses an unknown token and a missing token", async () => {
    const res = await callRoute(resetRoute, "POST", {
      body: { token: "abcdefghijklmnopqrstuvwxyz234567", password: "whatever-pw" },
    });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).message).toBe("This reset link is invalid. Please request a new one.");
    const missing = await callRoute(resetRoute, "POST", { body: { password: "whatever-pw" } });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).errors?.token).toEqual([
      "This reset link is invalid. Please request a new one.",
    ]);
  });

  it("validates the new password with the spec's messages and keeps the token", async () => {
    const user = await createUser();
    await forgot(user.email);
    const { token } = await mailedToken(user.email);
    const short = await callRoute(resetRoute, "POST", { body: { token, password: "12345" } });
    expect(short.status).toBe(400);
    expect((short.body as ErrorBody).errors).toEqual({
      password: ["Password must be at least 6 characters"],
    });
    const mismatch = await callRoute(resetRoute, "POST", {
      body: { token, password: "123456", confirmPassword: "654321" },
    });
    expect((mismatch.body as ErrorBody).errors).toEqual({ confirmPassword: ["Passwords don't match"] });
    // Neither attempt spent the token.
    expect((await callRoute(resetRoute, "POST", { body: { token, password: "123456" } })).status).toBe(200);
  });

  it("throws AppError from the domain function for a bad token", async () => {
    const db = await getDb();
    await expect(
      resetPassword({ db, input: { token: "nothing-like-it", password: "abcdef" } }),
    ).rejects.toBeInstanceOf(AppError);
  });

  it("tells the reset page whether a link still works", async () => {
    const db = await getDb();
    const user = await createUser();
    const issuedAt = Date.now();
    await requestPasswordReset({
      db,
      input: { email: user.email },
      baseUrl: "http://localhost:4321",
      ip: freshIp(),
      now: issuedAt,
    });
    const { token } = await mailedToken(user.email);
    expect(await checkResetToken({ db, token })).toBe("valid");
    expect(await checkResetToken({ db, token, now: issuedAt + RESET_TOKEN_TTL_MS })).toBe("expired");
    expect(await checkResetToken({ db, token: "unknown-token" })).toBe("invalid");
    expect(await checkResetToken({ db, token: "" })).toBe("invalid");
    await resetPassword({ db, input: { token, password: "checked-pw" } });
    expect(await checkResetToken({ db, token })).toBe("used");
  });
});
