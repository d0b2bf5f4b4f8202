import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signInWithPassword } from "../../src/features/accounts/server/sign-in.ts";
import * as forgotRoute from "../../src/pages/api/auth/forgot-password.ts";
import * as loginRoute from "../../src/pages/api/auth/login.ts";
import * as registerRoute from "../../src/pages/api/auth/register.ts";
import * as resetRoute from "../../src/pages/api/auth/reset-password.ts";
import { resetConfigForTests } from "../../src/server/config.ts";
import { getDb } from "../../src/server/db/client.ts";
import { AppError } from "../../src/server/http/errors.ts";
import { consumeRateLimit, describeWait, refundRateLimit } from "../../src/server/kv/rate-limit.ts";
import { setMailTransportForTests } from "../../src/server/services/mail.ts";
import { createUser, DEFAULT_PASSWORD } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";
import { capturingTransport, type ErrorBody, freshEmail, freshIp } from "./accounts-helpers.ts";

// Small limits so the tests reach them quickly: 3 per email, 5 per address, per 60 s window.
const LIMITS = {
  AUTH_RATE_LIMIT_PER_EMAIL: "3",
  AUTH_RATE_LIMIT_PER_IP: "5",
  AUTH_RATE_LIMIT_WINDOW_SECONDS: "60",
};

beforeAll(() => {
  Object.assign(process.env, LIMITS);
  resetConfigForTests();
});

afterAll(() => {
  for (const key of Object.keys(LIMITS)) delete process.env[key];
  resetConfigForTests();
  setMailTransportForTests(null);
});

beforeEach(() => {
  setMailTransportForTests(capturingTransport());
});

function expectTooMany(res: { status: number; body: unknown; response: Response }, what: RegExp) {
  expect(res.status).toBe(429);
  const message = (res.body as ErrorBody).message;
  expect(message).toMatch(what);
  expect(message).toMatch(/Please try again in \d+ (seconds?|minutes?)\./);
  const retryAfter = Number(res.response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe("sign-in limits", () => {
  it("blocks an email after too many failed attempts, from any address, even with the right password", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) {
      const res = await callRoute(loginRoute, "POST", {
        body: { email: user.email, password: "wrong-guess" },
        clientAddress: freshIp(),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await callRoute(loginRoute, "POST", {
      body: { email: user.email, password: DEFAULT_PASSWORD },
      clientAddress: freshIp(),
    });
    expectTooMany(blocked, /^Too many sign-in attempts\./);
    // Another account is not affected.
    const other = await createUser();
    const fine = await callRoute(loginRoute, "POST", {
      body: { email: other.email, password: DEFAULT_PASSWORD },
      clientAddress: freshIp(),
    });
    expect(fine.status).toBe(200);
  });

  it("blocks an address after too many failed attempts across emails", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await callRoute(loginRoute, "POST", {
        body: { email: freshEmail("spray"), password: "wrong-guess" },
        clientAddress: ip,
      });
      expect(res.status).toBe(401);
    }
    const user = await createUser();
    const blocked = await callRoute(loginRoute, "POST", {
      body: { email: user.email, password: DEFAULT_PASSWORD },
      clientAddress: ip,
    });
    expectTooMany(blocked, /sign-in/);
    const elsewhere = await callRoute(loginRoute, "POST", {
      body: { email: user.email, password: DEFAULT_PASSWORD },
      clientAddress: freshIp(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const user = await createUser();
    const ip = freshIp();
    for (let i = 0; i < 8; i++) {
      const res = await callRoute(loginRoute, "POST", {
        body: { email: user.email, password: DEFAULT_PASSWORD },
        clientAddress: ip,
      });
      expect(res.status).toBe(200);
    }
  });

  it("opens again when the window has passed (injectable clock)", async () => {
    const user = await createUser();
    const db = await getDb();
    const ip = freshIp();
    const start = Math.floor(Date.now() / 60_000) * 60_000 + 1000;
    for (let i = 0; i < 3; i++) {
      await expect(
        signInWithPassword({ db, input: { email: user.email, password: "nope-nope" }, ip, now: start }),
      ).rejects.toMatchObject({ status: 401 });
    }
    const blocked = await signInWithPassword({
      db,
      input: { email: user.email, password: DEFAULT_PASSWORD },
      ip,
      now: start + 10_000,
    }).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(AppError);
    expect((blocked as AppError).status).toBe(429);
    expect((blocked as AppError).message).toBe("Too many sign-in attempts. Please try again in 49 seconds.");
    expect((blocked as AppError).headers).toEqual({ "retry-after": "49" });
    const later = await signInWithPassword({
      db,
      input: { email: user.email, password: DEFAULT_PASSWORD },
      ip,
      now: start + 60_000,
    });
    expect(later.id).toBe(user.id);
  });

  it("is cleared for the email by a successful password reset", async () => {
    const mail = capturingTransport();
    setMailTransportForTests(mail);
    const user = await createUser();
    for (let i = 0; i < 3; i++) {
      await callRoute(loginRoute, "POST", {
        body: { email: user.email, password: "wrong-guess" },
        clientAddress: freshIp(),
      });
    }
    await callRoute(forgotRoute, "POST", { body: { email: user.email }, clientAddress: freshIp() });
    const token = await waitForToken(mail);
    expect((await callRoute(resetRoute, "POST", { body: { token, password: "fresh-start" } })).status).toBe(
      200,
    );
    const res = await callRoute(loginRoute, "POST", {
      body: { email: user.email, password: "fresh-start" },
      clientAddress: freshIp(),
    });
    expect(res.status).toBe(200);
  });
});

describe("registration limits", () => {
  it("limits registrations per address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const email = freshEmail("many");
      const res = await callRoute(registerRoute, "POST", {
        body: {
          firstName: "Many",
          lastName: "Accounts",
          email,
          password: "secret-pw",
          confirmPassword: "secret-pw",
        },
        clientAddress: ip,
      });
      expect(res.status).toBe(201);
    }
    const blocked = await callRoute(registerRoute, "POST", {
      body: {
        firstName: "Many",
        lastName: "Accounts",
        email: freshEmail("many"),
        password: "secret-pw",
        confirmPassword: "secret-pw",
      },
      clientAddress: ip,
    });
    expectTooMany(blocked, /^Too many registration attempts\./);
  });

  it("limits attempts per email", async () => {
    const email = freshEmail("probe");
    const body = {
      firstName: "Probe",
      lastName: "Person",
      email,
      password: "secret-pw",
      confirmPassword: "secret-pw",
    };
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await callRoute(registerRoute, "POST", { body, clientAddress: freshIp() })).status);
    expect(statuses).toEqual([201, 409, 409, 429]);
  });
});

describe("forgot-password limits", () => {
  it("limits requests per email and per address", async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) {
      expect(
        (await callRoute(forgotRoute, "POST", { body: { email: user.email }, clientAddress: freshIp() }))
          .status,
      ).toBe(200);
    }
    expectTooMany(
      await callRoute(forgotRoute, "POST", { body: { email: user.email }, clientAddress: freshIp() }),
      /^Too many password reset requests\./,
    );

    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await callRoute(forgotRoute, "POST", { body: { email: freshEmail("who") }, clientAddress: ip }))
          .status,
      ).toBe(200);
    }
    expectTooMany(
      await callRoute(forgotRoute, "POST", { body: { email: freshEmail("who") }, clientAddress: ip }),
      /reset/,
    );
  });
});

describe("rate-limit counters", () => {
  it("never lets concurrent attempts past the limit", async () => {
    const rule = { key: ["test", "race", freshIp()], limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => consumeRateLimit(rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    await refundRateLimit(rule);
    expect((await consumeRateLimit(rule)).count).toBe(25);
  });

  it("describes waits for people", () => {
    expect(describeWait(400)).toBe("1 second");
    expect(describeWait(42_000)).toBe("42 seconds");
    expect(describeWait(60_000)).toBe("1 minute");
    expect(describeWait(14 * 60_000 + 1)).toBe("15 minutes");
    expect(describeWait(3 * 3_600_000)).toBe("3 hours");
  });
});

async function waitForToken(mail: ReturnType<typeof capturingTransport>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const text = mail.sent.at(-1)?.text;
    const token = text && /token=([a-z2-7]+)/.exec(text)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("no reset mail");
}
