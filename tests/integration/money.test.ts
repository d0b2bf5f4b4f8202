/**
 * Donations, Lifetime Creator and credit packs through the embedded test-mode
 * provider: amounts, the test card form, server-side verification, the revenue
 * split and idempotent fulfilment.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PaymentIntentView } from "../../src/features/money/money.schema.ts";
import * as confirmLifetimeRoute from "../../src/pages/api/confirm-lifetime-creator-payment.ts";
import * as createLifetimeRoute from "../../src/pages/api/create-lifetime-creator-payment.ts";
import * as createIntentRoute from "../../src/pages/api/create-payment-intent.ts";
import * as confirmPackRoute from "../../src/pages/api/credit-packs/confirm-payment.ts";
import * as createPackRoute from "../../src/pages/api/credit-packs/create-payment.ts";
import * as donationsRoute from "../../src/pages/api/donations.ts";
import * as preferencesRoute from "../../src/pages/api/payment/preferences.ts";
import * as skitDonateRoute from "../../src/pages/api/skits/[id]/donate.ts";
import * as testConfirmRoute from "../../src/pages/api/test-payments/confirm.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { creditLedger, donations, paymentIntents, revenues } from "../../src/server/db/schema.ts";
import { createSkit, createUser, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

async function createDonationIntent(user: SessionUser, amount: unknown, skitId?: unknown) {
  return callRoute(createIntentRoute, "POST", { user, body: { amount, ...(skitId ? { skitId } : {}) } });
}

async function payWithCard(intent: PaymentIntentView, cardNumber = GOOD_CARD) {
  return callRoute(testConfirmRoute, "POST", {
    body: {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber,
      expiry: "12 / 40",
      cvc: "123",
    },
  });
}

async function paidDonation(user: SessionUser, amount: number, skitId?: string) {
  const created = await createDonationIntent(user, amount, skitId);
  expect(created.status).toBe(200);
  const intent = created.body as PaymentIntentView;
  expect((await payWithCard(intent)).status).toBe(200);
  return intent;
}

async function donationRows(paymentId: string) {
  const db = await getDb();
  return db.select().from(donations).where(eq(donations.paymentId, paymentId));
}

async function revenueRows(userId: number) {
  const db = await getDb();
  return db.select().from(revenues).where(eq(revenues.userId, userId));
}

describe("POST /api/create-payment-intent", () => {
  it("needs a signed-in user", async () => {
    const res = await callRoute(createIntentRoute, "POST", { body: { amount: 5 } });
    expect(res.status).toBe(401);
  });

  it("accepts $1 to $10,000 with at most two decimals and answers clientSecret, id and status", async () => {
    const user = await createUser();
    for (const [amount, cents] of [
      [1, 100],
      [7.5, 750],
      ["7.50", 750],
      [19.99, 1999],
      [10_000, 1_000_000],
    ] as const) {
      const res = await createDonationIntent(user, amount);
      expect(res.status).toBe(200);
      const body = res.body as PaymentIntentView;
      expect(body).toMatchObject({ status: "requires_payment_method", provider: "test", amountCents: cents });
      expect(body.id).toMatch(/^pi_test_/);
      expect(body.clientSecret).toMatch(new RegExp(`^${body.id}_secret_`));
      expect(body.publishableKey).toBeNull();
    }
  });

  it("refuses bad amounts with 400 and a message", async () => {
    const user = await createUser();
    const cases: [unknown, string][] = [
      [0, "Amount must be at least $1.00"],
      [0.99, "Amount must be at least $1.00"],
      [-5, "Amount must be at least $1.00"],
      [10_000.01, "Amount must be at most $10,000.00"],
      [1.234, "Amount can have at most two decimal places"],
      ["abc", "Amount must be a number"],
      [null, "Amount must be a number"],
      [undefined, "Amount must be a number"],
    ];
    for (const [amount, message] of cases) {
      const res = await callRoute(createIntentRoute, "POST", { user, body: { amount } });
      expect(res.status, String(amount)).toBe(400);
      expect((res.body as { message: string }).message).toBe(message);
    }
  });

  it("refuses a skit the donor cannot see", async () => {
    const user = await createUser();
    const pending = await createSkit({ creatorId: (await createUser()).id });
    const res = await createDonationIntent(user, 5, pending.uuid);
    expect(res.status).toBe(404);
    expect((await createDonationIntent(user, 5, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("the test card form (POST /api/test-payments/confirm)", () => {
  it("declines 4000 0000 0000 0002, records the failure and lets another card succeed", async () => {
    const user = await createUser();
    const intent = (await createDonationIntent(user, 5)).body as PaymentIntentView;
    const declined = await payWithCard(intent, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: "Your card was declined." });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerPaymentId, intent.id));
    expect(row?.status).toBe("failed");
    // Nothing can be recorded for a declined payment.
    const early = await callRoute(donationsRoute, "POST", {
      user,
      body: { amount: 5, paymentMethod: "stripe", paymentIntentId: intent.id },
    });
    expect(early.status).toBe(402);
    expect(await donationRows(intent.id)).toHaveLength(0);
    const retry = await payWithCard(intent);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ id: intent.id, status: "succeeded" });
  });

  it("checks the client secret, the card number, the expiry and the CVC", async () => {
    const user = await createUser();
    const intent = (await createDonationIntent(user, 5)).body as PaymentIntentView;
    const wrongSecret = await payWithCard({ ...intent, clientSecret: `${intent.id}_secret_nope` });
    expect(wrongSecret.status).toBe(403);
    const base = { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
    const unknownCard = await callRoute(testConfirmRoute, "POST", {
      body: { ...base, cardNumber: "5555 5555 5555 4444", expiry: "12/40", cvc: "123" },
    });
    expect(unknownCard.status).toBe(402);
    expect((unknownCard.body as { message: string }).message).toMatch(/card number is incorrect/);
    const expired = await callRoute(testConfirmRoute, "POST", {
      body: { ...base, cardNumber: GOOD_CARD, expiry: "01/20", cvc: "123" },
    });
    expect(expired.status).toBe(402);
    expect(expired.body).toEqual({ message: "Your card has expired." });
    const badCvc = await callRoute(testConfirmRoute, "POST", {
      body: { ...base, cardNumber: GOOD_CARD, expiry: "12/40", cvc: "1" },
    });
    expect(badCvc.status).toBe(400);
    expect((badCvc.body as { message: string }).message).toBe("Your card's security code is incomplete.");
    const missing = await callRoute(testConfirmRoute, "POST", {
      body: {
        ...base,
        paymentIntentId: "pi_test_missing",
        cardNumber: GOOD_CARD,
        expiry: "12/40",
        cvc: "123",
      },
    });
    expect(missing.status).toBe(404);
  });
});

describe("donations", () => {
  it("records a skit donation once, splitting 70/30 to the cent with a pending revenue for the creator", async () => {
    const creator = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const intent = await paidDonation(donor, 7.5, skit.uuid);
    const body = { amount: 7.5, skitId: skit.uuid, paymentMethod: "stripe", paymentIntentId: intent.id };
    const first = await callRoute(donationsRoute, "POST", {
      user: donor,
      body: { ...body, churchSize: "large" },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      paymentIntentId: intent.id,
      purpose: "donation",
      amount: 7.5,
      amountCents: 750,
      donation: {
        skitId: skit.id,
        amount: 7.5,
        creatorAmount: 5.25,
        creatorAmountCents: 525,
        platformAmount: 2.25,
        platformAmountCents: 225,
        paymentMethod: "stripe",
        status: "completed",
        churchSize: "large",
      },
    });
    const replay = await callRoute(donationsRoute, "POST", { user: donor, body });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await donationRows(intent.id)).toHaveLength(1);
    const earned = await revenueRows(creator.id);
    expect(earned).toHaveLength(1);
    expect(earned[0]).toMatchObject({ amountCents: 525, status: "pending", source: "donation" });
  });

  it("rounds the creator's share down and gives the platform the remainder", async () => {
    const creator = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    for (const [amount, creatorCents, platformCents] of [
      [1.01, 70, 31],
      [3.33, 233, 100],
      [9.99, 699, 300],
      [10_000, 700_000, 300_000],
    ] as const) {
      const intent = await paidDonation(donor, amount, String(skit.id));
      const res = await callRoute(skitDonateRoute, "POST", {
        user: donor,
        params: { id: skit.uuid },
        body: { amount, paymentMethod: "stripe", paymentId: intent.id },
      });
      expect(res.status).toBe(200);
      const d = (res.body as { donation: { creatorAmountCents: number; platformAmountCents: number } })
        .donation;
      expect([d.creatorAmountCents, d.platformAmountCents]).toEqual([creatorCents, platformCents]);
    }
    const total = (await revenueRows(creator.id)).reduce((s, r) => s + r.amountCents, 0);
    expect(total).toBe(70 + 233 + 699 + 700_000);
  });

  it("gives everything to the platform for a donation without a skit or to the donor's own skit", async () => {
    const donor = await createUser();
    const own = await createSkit({ creatorId: donor.id, status: "approved" });
    const general = await paidDonation(donor, 20);
    const res = await callRoute(donationsRoute, "POST", {
      user: donor,
      body: { amount: 20, paymentMethod: "stripe", paymentIntentId: general.id, skitId: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      donation: { skitId: null, creatorAmountCents: 0, platformAmountCents: 2000 },
    });
    const self = await paidDonation(donor, 5, own.uuid);
    const mine = await callRoute(donationsRoute, "POST", {
      user: donor,
      body: { amount: 5, skitId: own.uuid, paymentMethod: "stripe", paymentIntentId: self.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      donation: { skitId: own.id, creatorAmountCents: 0, platformAmountCents: 500 },
    });
    expect(await revenueRows(donor.id)).toHaveLength(0);
  });

  it("refuses another user's payment, a wrong amount, a wrong skit, a wrong purpose and PayPal", async () => {
    const creator = await createUser();
    const donor = await createUser();
    const stranger = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const other = await createSkit({ creatorId: creator.id, status: "approved" });
    const intent = await paidDonation(donor, 10, skit.uuid);
    const body = { amount: 10, skitId: skit.uuid, paymentMethod: "stripe", paymentIntentId: intent.id };
    const cases: [SessionUser, Record<string, unknown>, number, string][] = [
      [stranger, body, 403, "This payment belongs to another account."],
      [donor, { ...body, amount: 1000 }, 400, "The amount does not match the payment."],
      [donor, { ...body, amount: 5 }, 400, "The amount does not match the payment."],
      [donor, { ...body, skitId: other.uuid }, 400, "This payment was made for a different skit."],
      [donor, { ...body, skitId: null }, 400, "This payment was made for a different skit."],
      [
        donor,
        { ...body, paymentMethod: "paypal" },
        400,
        "Donations are taken by card. Please use the card form (paymentMethod 'stripe').",
      ],
      [donor, { ...body, paymentIntentId: "pi_test_unknown" }, 404, "Payment not found."],
      [donor, { ...body, paymentIntentId: undefined }, 400, "paymentIntentId is required"],
      [donor, { ...body, amount: 0 }, 400, "Amount must be at least $1.00"],
    ];
    for (const [user, b, status, message] of cases) {
      const res = await callRoute(donationsRoute, "POST", { user, body: b });
      expect(res.status, message).toBe(status);
      expect((res.body as { message: string }).message).toBe(message);
    }
    const lifetime = (await callRoute(createLifetimeRoute, "POST", { user: donor }))
      .body as PaymentIntentView;
    await payWithCard(lifetime);
    const wrongPurpose = await callRoute(donationsRoute, "POST", {
      user: donor,
      body: { amount: 67, paymentMethod: "stripe", paymentIntentId: lifetime.id },
    });
    expect(wrongPurpose.status).toBe(400);
    expect((wrongPurpose.body as { message: string }).message).toBe(
      "This payment is not a Donation payment.",
    );
    expect(await donationRows(intent.id)).toHaveLength(0);
    expect((await reloadUser(donor)).isLifetimeCreator).toBe(false);
    const visitor = await callRoute(donationsRoute, "POST", { body });
    expect(visitor.status).toBe(401);
  });

  it("records two concurrent confirmations of one payment once", async () => {
    const creator = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const intent = await paidDonation(donor, 5, skit.uuid);
    const body = { amount: 5, skitId: skit.uuid, paymentMethod: "stripe", paymentIntentId: intent.id };
    const results = await Promise.all([
      callRoute(donationsRoute, "POST", { user: donor, body }),
      callRoute(donationsRoute, "POST", { user: donor, body }),
      callRoute(skitDonateRoute, "POST", {
        user: donor,
        params: { id: skit.uuid },
        body: { amount: 5, paymentMethod: "stripe", paymentId: intent.id },
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await donationRows(intent.id)).toHaveLength(1);
    expect(await revenueRows(creator.id)).toHaveLength(1);
  });
});

describe("Lifetime Creator", () => {
  it("needs a signed-in user (the spec's message)", async () => {
    const res = await callRoute(createLifetimeRoute, "POST", {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Please log in to purchase lifetime creator access." });
    const confirm = await callRoute(confirmLifetimeRoute, "POST", { body: { paymentIntentId: "pi_test_x" } });
    expect(confirm.status).toBe(401);
  });

  it("sells $67 access once, then refuses a lifetime creator with 409", async () => {
    const user = await createUser({ credits: 2 });
    const created = await callRoute(createLifetimeRoute, "POST", { user });
    expect(created.status).toBe(200);
    const intent = created.body as PaymentIntentView;
    expect(intent).toMatchObject({ purpose: "lifetime", amount: 67, amountCents: 6700, currency: "usd" });
    expect(typeof intent.clientSecret).toBe("string");

    const early = await callRoute(confirmLifetimeRoute, "POST", {
      user,
      body: { paymentIntentId: intent.id },
    });
    expect(early.status).toBe(402);
    expect((await reloadUser(user)).isLifetimeCreator).toBe(false);

    await payWithCard(intent);
    const stranger = await createUser();
    const stolen = await callRoute(confirmLifetimeRoute, "POST", {
      user: stranger,
      body: { paymentIntentId: intent.id },
    });
    expect(stolen.status).toBe(403);
    expect((await reloadUser(stranger)).isLifetimeCreator).toBe(false);

    const confirmed = await callRoute(confirmLifetimeRoute, "POST", {
      user,
      body: { paymentIntentId: intent.id },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: "You are now a lifetime creator with unlimited credits!",
      isLifetimeCreator: true,
      purpose: "lifetime",
      amountCents: 6700,
    });
    const replay = await callRoute(confirmLifetimeRoute, "POST", {
      user,
      body: { paymentIntentId: intent.id },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(confirmed.body);
    const again = await callRoute(createLifetimeRoute, "POST", { user: await reloadUser(user) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "You already have lifetime creator access!" });
    const db = await getDb();
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.filter((l) => l.reason === "lifetime-purchase")).toHaveLength(1);
  });

  it("refuses a donation's payment and a wrong body", async () => {
    const user = await createUser();
    const donation = await paidDonation(user, 67);
    const res = await callRoute(confirmLifetimeRoute, "POST", {
      user,
      body: { paymentIntentId: donation.id },
    });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe("This payment is not a Lifetime Creator payment.");
    expect((await callRoute(confirmLifetimeRoute, "POST", { user, body: {} })).status).toBe(400);
    expect((await reloadUser(user)).isLifetimeCreator).toBe(false);
  });

  it("grants once when two confirmations race", async () => {
    const user = await createUser();
    const intent = (await callRoute(createLifetimeRoute, "POST", { user })).body as PaymentIntentView;
    await payWithCard(intent);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        callRoute(confirmLifetimeRoute, "POST", { user, body: { paymentIntentId: intent.id } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const db = await getDb();
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, "lifetime-purchase")));
    expect(ledger).toHaveLength(1);
  });
});

describe("credit packs", () => {
  it("adds 10 credits for Starter ($10) and 25 for Ministry ($25), once each", async () => {
    const user = await createUser({ credits: 1 });
    for (const [pack, cents, credits, expected] of [
      ["starter", 1000, 10, 11],
      ["ministry", 2500, 25, 36],
    ] as const) {
      const created = await callRoute(createPackRoute, "POST", { user, body: { pack } });
      expect(created.status).toBe(200);
      const intent = created.body as PaymentIntentView;
      expect(intent.amountCents).toBe(cents);
      await payWithCard(intent);
      const body = { paymentIntentId: intent.id };
      const [a, b] = await Promise.all([
        callRoute(confirmPackRoute, "POST", { user, body }),
        callRoute(confirmPackRoute, "POST", { user, body }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toMatchObject({ creditsGranted: credits });
      const replay = await callRoute(confirmPackRoute, "POST", { user, body });
      expect(replay.status).toBe(200);
      expect((await reloadUser(user)).credits).toBe(expected);
    }
  });

  it("refuses unknown packs, visitors and another user's pack", async () => {
    const user = await createUser();
    expect((await callRoute(createPackRoute, "POST", { user, body: { pack: "mega" } })).status).toBe(400);
    expect((await callRoute(createPackRoute, "POST", { body: { pack: "starter" } })).status).toBe(401);
    const intent = (await callRoute(createPackRoute, "POST", { user, body: { pack: "starter" } }))
      .body as PaymentIntentView;
    await payWithCard(intent);
    const other = await createUser({ credits: 0 });
    const res = await callRoute(confirmPackRoute, "POST", {
      user: other,
      body: { paymentIntentId: intent.id },
    });
    expect(res.status).toBe(403);
    expect((await reloadUser(other)).credits).toBe(0);
  });
});

describe("payment preferences (GET and POST /api/payment/preferences)", () => {
  it("reads none with a $25 minimum at first, saves PayPal and clears it again", async () => {
    const user = await createUser();
    const initial = await callRoute(preferencesRoute, "GET", { user });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      paymentMethod: "none",
      paypalEmail: null,
      minimumPayoutAmount: 25,
      minimumPayoutCents: 2500,
    });
    const saved = await callRoute(preferencesRoute, "POST", {
      user,
      body: { paymentMethod: "paypal", paypalEmail: " payouts@example.test " },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: "Payment settings updated",
      paymentMethod: "paypal",
      paypalEmail: "payouts@example.test",
    });
    expect((await callRoute(preferencesRoute, "GET", { user })).body).toMatchObject({
      paymentMethod: "paypal",
      paypalEmail: "payouts@example.test",
    });
    const none = await callRoute(preferencesRoute, "POST", {
      user,
      body: { paymentMethod: "none", paypalEmail: "ignored@example.test" },
    });
    expect(none.body).toMatchObject({ paymentMethod: "none", paypalEmail: null });
  });

  it("requires a PayPal email with an @ when PayPal is chosen", async () => {
    const user = await createUser();
    for (const paypalEmail of [undefined, null, "", "not-an-email", "   "]) {
      const res = await callRoute(preferencesRoute, "POST", {
        user,
        body: { paymentMethod: "paypal", paypalEmail },
      });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe(
        "Valid PayPal email is required when PayPal is selected",
      );
    }
    expect(
      (await callRoute(preferencesRoute, "POST", { user, body: { paymentMethod: "bank" } })).status,
    ).toBe(400);
    expect((await callRoute(preferencesRoute, "GET", {})).status).toBe(401);
    expect((await callRoute(preferencesRoute, "POST", { body: { paymentMethod: "none" } })).status).toBe(401);
  });
});
