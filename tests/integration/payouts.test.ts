/**
 * Creator payouts and refunds: the report and Ready to Pay rows, payment
 * batches (create → export → paid or failed), the 1099 flag, the 30-day
 * money-back guarantee, audit logging and admin-only access.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  CreatorReportRow,
  PaymentBatchView,
  PaymentIntentView,
  PayoutOverview,
  PendingPayoutRow,
  PurchaseRow,
} from "../../src/features/money/money.schema.ts";
import { testModeProvider } from "../../src/features/money/server/test-mode-provider.ts";
import * as batchExportRoute from "../../src/pages/api/admin/payments/batches/[id]/export.ts";
import * as batchRoute from "../../src/pages/api/admin/payments/batches/[id]/index.ts";
import * as batchesRoute from "../../src/pages/api/admin/payments/batches/index.ts";
import * as overviewRoute from "../../src/pages/api/admin/payments/overview.ts";
import * as failedRoute from "../../src/pages/api/admin/payments/payouts/[id]/failed.ts";
import * as paidRoute from "../../src/pages/api/admin/payments/payouts/[id]/paid.ts";
import * as pendingRoute from "../../src/pages/api/admin/payments/pending.ts";
import * as purchasesRoute from "../../src/pages/api/admin/payments/purchases.ts";
import * as reportRoute from "../../src/pages/api/admin/payments/report.ts";
import * as refundsRoute from "../../src/pages/api/admin/refunds/index.ts";
import * as confirmLifetimeRoute from "../../src/pages/api/confirm-lifetime-creator-payment.ts";
import * as createLifetimeRoute from "../../src/pages/api/create-lifetime-creator-payment.ts";
import * as createIntentRoute from "../../src/pages/api/create-payment-intent.ts";
import * as confirmPackRoute from "../../src/pages/api/credit-packs/confirm-payment.ts";
import * as createPackRoute from "../../src/pages/api/credit-packs/create-payment.ts";
import * as donationsRoute from "../../src/pages/api/donations.ts";
import * as preferencesRoute from "../../src/pages/api/payment/preferences.ts";
import * as testConfirmRoute from "../../src/pages/api/test-payments/confirm.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import {
  auditLog,
  donations,
  paymentBatches,
  paymentIntents,
  payments,
  revenues,
  users,
} from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

async function pay(intent: PaymentIntentView) {
  const res = await callRoute(testConfirmRoute, "POST", {
    body: {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      cardNumber: "4242424242424242",
      expiry: "12/40",
      cvc: "123",
    },
  });
  expect(res.status).toBe(200);
}

async function donate(donor: SessionUser, amount: number, skitUuid: string | null) {
  const intent = (
    await callRoute(createIntentRoute, "POST", { user: donor, body: { amount, skitId: skitUuid } })
  ).body as PaymentIntentView;
  await pay(intent);
  const res = await callRoute(donationsRoute, "POST", {
    user: donor,
    body: { amount, skitId: skitUuid, paymentMethod: "stripe", paymentIntentId: intent.id },
  });
  expect(res.status).toBe(200);
  return intent;
}

async function setPaypal(user: SessionUser, email: string) {
  const res = await callRoute(preferencesRoute, "POST", {
    user,
    body: { paymentMethod: "paypal", paypalEmail: email },
  });
  expect(res.status).toBe(200);
}

async function addRevenue(userId: number, cents: number, status = "pending") {
  const db = await getDb();
  const [row] = await db
    .insert(revenues)
    .values({ userId, amountCents: cents, source: "donation", status })
    .returning({ id: revenues.id });
  return row!.id;
}

async function revenueStatuses(userId: number) {
  const db = await getDb();
  const rows = await db.select().from(revenues).where(eq(revenues.userId, userId)).orderBy(revenues.id);
  return rows.map((r) => r.status);
}

/** Moves every ready creator out of the way so each test sees only its own creators. */
async function settleEverything() {
  const db = await getDb();
  await db
    .update(revenues)
    .set({ status: "paid" })
    .where(inArray(revenues.status, ["pending", "batched"]));
  await db.update(payments).set({ status: "paid" }).where(eq(payments.status, "pending"));
}

describe("authorization", () => {
  const routes: [string, Parameters<typeof callRoute>[0], "GET" | "POST", Record<string, unknown>][] = [
    ["report", reportRoute, "GET", {}],
    ["pending", pendingRoute, "GET", {}],
    ["overview", overviewRoute, "GET", {}],
    ["purchases", purchasesRoute, "GET", {}],
    ["batches", batchesRoute, "GET", {}],
    ["create batch", batchesRoute, "POST", { body: {} }],
    ["batch", batchRoute, "GET", { params: { id: "1" } }],
    ["export", batchExportRoute, "GET", { params: { id: "1" } }],
    ["paid", paidRoute, "POST", { params: { id: "1" }, body: { externalPaymentId: "X" } }],
    ["failed", failedRoute, "POST", { params: { id: "1" }, body: { reason: "X" } }],
    ["refund", refundsRoute, "POST", { body: { paymentIntentId: "pi_test_x" } }],
  ];

  it("answers 401 to visitors and 403 to signed-in non-admins on every admin payment call", async () => {
    const user = await createUser();
    for (const [name, mod, method, options] of routes) {
      const visitor = await callRoute(mod, method, options);
      expect(visitor.status, `${name} visitor`).toBe(401);
      const member = await callRoute(mod, method, { ...options, user });
      expect(member.status, `${name} member`).toBe(403);
    }
  });
});

describe("the creator payment report and Ready to Pay", () => {
  it("reports each creator's revenue and lists only creators with PayPal who reach their minimum", async () => {
    const admin = await createAdmin();
    await settleEverything();
    const ready = await createUser({ firstName: "Ready", lastName: "Creator" });
    const below = await createUser();
    const noMethod = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: ready.id, status: "approved" });
    await setPaypal(ready, "ready@paypal.test");
    await setPaypal(below, "below@paypal.test");
    // Through real donations: 70% of $20 + $20 = $28.00 for `ready`.
    await donate(donor, 20, skit.uuid);
    await donate(donor, 20, skit.uuid);
    await addRevenue(below.id, 2499);
    await addRevenue(noMethod.id, 3000);

    const report = await callRoute(reportRoute, "GET", { user: admin });
    expect(report.status).toBe(200);
    const rows = report.body as CreatorReportRow[];
    const mine = rows.find((r) => r.userId === ready.id);
    expect(mine).toEqual({
      userId: ready.id,
      firstName: "Ready",
      lastName: "Creator",
      email: ready.email,
      totalRevenue: 28,
      pendingRevenue: 28,
      paidRevenue: 0,
      totalRevenueCents: 2800,
      pendingRevenueCents: 2800,
      paidRevenueCents: 0,
      revenueCount: 2,
      firstRevenue: expect.any(String),
      paymentMethod: "paypal",
      paypalEmail: "ready@paypal.test",
      hasPaymentPreference: true,
      minimumPayoutAmount: 25,
      paidThisYear: 0,
      paidThisYearCents: 0,
      reaches1099Threshold: false,
    });
    expect(rows.find((r) => r.userId === noMethod.id)).toMatchObject({
      hasPaymentPreference: false,
      paymentMethod: null,
      pendingRevenueCents: 3000,
    });

    const pending = (await callRoute(pendingRoute, "GET", { user: admin })).body as PendingPayoutRow[];
    expect(pending.map((p) => p.userId)).toEqual([ready.id]);
    expect(pending[0]).toEqual({
      userId: ready.id,
      firstName: "Ready",
      lastName: "Creator",
      email: ready.email,
      totalOwed: 28,
      totalOwedCents: 2800,
      minimumPayoutAmount: 25,
      minimumPayoutCents: 2500,
      paymentMethod: "paypal",
      paypalEmail: "ready@paypal.test",
      lastRevenueDate: expect.any(String),
    });

    const overview = (await callRoute(overviewRoute, "GET", { user: admin })).body as PayoutOverview;
    expect(overview.readyCount).toBe(1);
    expect(overview.missingPreferenceCount).toBeGreaterThanOrEqual(1);
    expect(overview.pendingTotalCents).toBe(2800 + 2499 + 3000);
  });
});

describe("payment batches", () => {
  it("batches ready creators, exports a PayPal Payouts CSV and settles payments as paid or failed", async () => {
    const admin = await createAdmin();
    await settleEverything();
    const alice = await createUser({ firstName: "Alice" });
    const bob = await createUser({ firstName: "Bob" });
    await setPaypal(alice, "alice@paypal.test");
    await setPaypal(bob, "bob@paypal.test");
    const aliceRevenue = [await addRevenue(alice.id, 2000), await addRevenue(alice.id, 1050)];
    const bobRevenue = [await addRevenue(bob.id, 4000)];

    const created = await callRoute(batchesRoute, "POST", { user: admin, body: { notes: "June payouts" } });
    expect(created.status).toBe(201);
    const batch = created.body as PaymentBatchView;
    expect(batch).toMatchObject({
      status: "pending",
      totalAmount: 70.5,
      totalAmountCents: 7050,
      totalRecipients: 2,
      notes: "June payouts",
    });
    expect(batch.batchName).toMatch(/^PayPal payout \d{4}-\d{2}-\d{2} #\d+$/);
    const alicePayment = batch.payments.find((p) => p.userId === alice.id)!;
    const bobPayment = batch.payments.find((p) => p.userId === bob.id)!;
    expect(alicePayment).toMatchObject({ amount: 30.5, status: "pending", paypalEmail: "alice@paypal.test" });
    expect(alicePayment.revenueIds).toEqual(aliceRevenue);
    expect(bobPayment.revenueIds).toEqual(bobRevenue);
    expect(await revenueStatuses(alice.id)).toEqual(["batched", "batched"]);
    // Nothing is ready any more, and a second batch has nothing to pay.
    expect((await callRoute(pendingRoute, "GET", { user: admin })).body).toEqual([]);
    const empty = await callRoute(batchesRoute, "POST", { user: admin, body: {} });
    expect(empty.status).toBe(409);
    expect(empty.body).toEqual({ message: "No creators are ready to be paid." });

    const csv = await callRoute(batchExportRoute, "GET", { user: admin, params: { id: String(batch.id) } });
    expect(csv.status).toBe(200);
    expect(csv.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.response.headers.get("content-disposition")).toBe(
      `attachment; filename="paypal-payouts-batch-${batch.id}.csv"`,
    );
    expect(csv.body).toBe(
      [
        `alice@paypal.test,30.50,USD,SS-P${alicePayment.id},Scripture Skits creator payout (${batch.batchName}),PAYPAL`,
        `bob@paypal.test,40.00,USD,SS-P${bobPayment.id},Scripture Skits creator payout (${batch.batchName}),PAYPAL`,
        "",
      ].join("\r\n"),
    );

    const paid = await callRoute(paidRoute, "POST", {
      user: admin,
      params: { id: String(alicePayment.id) },
      body: { externalPaymentId: "PAYPAL-TX-1" },
    });
    expect(paid.status).toBe(200);
    expect((paid.body as PaymentBatchView).status).toBe("pending");
    expect(await revenueStatuses(alice.id)).toEqual(["paid", "paid"]);
    const again = await callRoute(paidRoute, "POST", {
      user: admin,
      params: { id: String(alicePayment.id) },
      body: { externalPaymentId: "PAYPAL-TX-2" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This payment is already marked paid." });

    const noReason = await callRoute(failedRoute, "POST", {
      user: admin,
      params: { id: String(bobPayment.id) },
      body: { reason: "  " },
    });
    expect(noReason.status).toBe(400);
    const failed = await callRoute(failedRoute, "POST", {
      user: admin,
      params: { id: String(bobPayment.id) },
      body: { reason: "PayPal account unclaimed" },
    });
    expect(failed.status).toBe(200);
    const settled = failed.body as PaymentBatchView;
    expect(settled.status).toBe("partially_failed");
    expect(settled.processedAt).not.toBeNull();
    expect(settled.payments.find((p) => p.id === bobPayment.id)).toMatchObject({
      status: "failed",
      failureReason: "PayPal account unclaimed",
    });
    expect(settled.payments.find((p) => p.id === alicePayment.id)).toMatchObject({
      status: "paid",
      externalPaymentId: "PAYPAL-TX-1",
    });
    // Bob's revenue is owed again and ready for the next batch.
    expect(await revenueStatuses(bob.id)).toEqual(["pending"]);
    const ready = (await callRoute(pendingRoute, "GET", { user: admin })).body as PendingPayoutRow[];
    expect(ready.map((r) => r.userId)).toEqual([bob.id]);
    const nothingLeft = await callRoute(batchExportRoute, "GET", {
      user: admin,
      params: { id: String(batch.id) },
    });
    expect(nothingLeft.status).toBe(409);

    const report = (await callRoute(reportRoute, "GET", { user: admin })).body as CreatorReportRow[];
    expect(report.find((r) => r.userId === alice.id)).toMatchObject({
      paidRevenueCents: 3050,
      pendingRevenueCents: 0,
      paidThisYearCents: 3050,
    });

    const listed = (await callRoute(batchesRoute, "GET", { user: admin })).body as PaymentBatchView[];
    expect(listed.some((b) => b.id === batch.id)).toBe(true);
    expect((await callRoute(batchRoute, "GET", { user: admin, params: { id: "999999" } })).status).toBe(404);

    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "payment.mark_failed",
      "payment.mark_paid",
      "payment_batch.create",
      "payment_batch.export",
    ]);
  });

  it("never puts a revenue in two batches when two admins create batches at once", async () => {
    const admin = await createAdmin();
    await settleEverything();
    const creator = await createUser();
    await setPaypal(creator, "race@paypal.test");
    await addRevenue(creator.id, 3000);
    const results = await Promise.all([
      callRoute(batchesRoute, "POST", { user: admin, body: {} }),
      callRoute(batchesRoute, "POST", { user: admin, body: {} }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const db = await getDb();
    const rows = await db.select().from(payments).where(eq(payments.userId, creator.id));
    expect(rows).toHaveLength(1);
  });

  it("flags creators paid $600 or more this calendar year for a 1099", async () => {
    const admin = await createAdmin();
    await settleEverything();
    const creator = await createUser();
    await setPaypal(creator, "big@paypal.test");
    await addRevenue(creator.id, 60_000);
    const batch = (await callRoute(batchesRoute, "POST", { user: admin, body: { userIds: [creator.id] } }))
      .body as PaymentBatchView;
    const before = (await callRoute(reportRoute, "GET", { user: admin })).body as CreatorReportRow[];
    expect(before.find((r) => r.userId === creator.id)?.reaches1099Threshold).toBe(false);
    await callRoute(paidRoute, "POST", {
      user: admin,
      params: { id: String(batch.payments[0]!.id) },
      body: { externalPaymentId: "TX-600" },
    });
    const after = (await callRoute(reportRoute, "GET", { user: admin })).body as CreatorReportRow[];
    expect(after.find((r) => r.userId === creator.id)).toMatchObject({
      paidThisYear: 600,
      reaches1099Threshold: true,
    });
    const db = await getDb();
    const [row] = await db.select().from(paymentBatches).where(eq(paymentBatches.id, batch.id));
    expect(row?.status).toBe("completed");
  });
});

describe("refunds (the 30-day money-back guarantee)", () => {
  async function buyLifetime(user: SessionUser) {
    const intent = (await callRoute(createLifetimeRoute, "POST", { user })).body as PaymentIntentView;
    await pay(intent);
    expect(
      (await callRoute(confirmLifetimeRoute, "POST", { user, body: { paymentIntentId: intent.id } })).status,
    ).toBe(200);
    return intent;
  }

  it("refunds a Lifetime purchase within 30 days, ends the status and records it once", async () => {
    const admin = await createAdmin();
    const buyer = await createUser();
    const intent = await buyLifetime(buyer);
    expect((await reloadUser(buyer)).isLifetimeCreator).toBe(true);
    const purchases = (await callRoute(purchasesRoute, "GET", { user: admin })).body as PurchaseRow[];
    expect(purchases.find((p) => p.paymentIntentId === intent.id)).toMatchObject({
      purpose: "lifetime",
      amount: 67,
      email: buyer.email,
      refundBlockedReason: null,
    });
    const res = await callRoute(refundsRoute, "POST", { user: admin, body: { paymentIntentId: intent.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Payment refunded",
      purchase: { status: "refunded", purpose: "lifetime", refundBlockedReason: "Already refunded." },
    });
    expect((await reloadUser(buyer)).isLifetimeCreator).toBe(false);
    const twice = await callRoute(refundsRoute, "POST", {
      user: admin,
      body: { paymentIntentId: intent.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: "Already refunded." });
    // A refunded payment cannot be confirmed again.
    const replay = await callRoute(confirmLifetimeRoute, "POST", {
      user: buyer,
      body: { paymentIntentId: intent.id },
    });
    expect(replay.status).toBe(409);
    expect((await reloadUser(buyer)).isLifetimeCreator).toBe(false);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund"), eq(auditLog.subjectUserId, buyer.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);
  });

  it("refuses a refund after 30 days", async () => {
    const admin = await createAdmin();
    const buyer = await createUser();
    const intent = await buyLifetime(buyer);
    const db = await getDb();
    await db
      .update(paymentIntents)
      .set({ fulfilledAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(paymentIntents.providerPaymentId, intent.id));
    const res = await callRoute(refundsRoute, "POST", { user: admin, body: { paymentIntentId: intent.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "The 30-day money-back guarantee for this purchase has ended." });
    expect((await reloadUser(buyer)).isLifetimeCreator).toBe(true);
  });

  it("takes back only unspent credits of a refunded credit pack, never below 0", async () => {
    const admin = await createAdmin();
    const buyer = await createUser({ credits: 0 });
    const intent = (await callRoute(createPackRoute, "POST", { user: buyer, body: { pack: "starter" } }))
      .body as PaymentIntentView;
    await pay(intent);
    await callRoute(confirmPackRoute, "POST", { user: buyer, body: { paymentIntentId: intent.id } });
    expect((await reloadUser(buyer)).credits).toBe(10);
    const db = await getDb();
    await db.update(users).set({ credits: 4 }).where(eq(users.id, buyer.id));
    const res = await callRoute(refundsRoute, "POST", { user: admin, body: { paymentIntentId: intent.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ creditsTaken: 4 });
    expect((await reloadUser(buyer)).credits).toBe(0);
  });

  it("refunds a donation and cancels the creator's pending share, but not a share already batched", async () => {
    const admin = await createAdmin();
    await settleEverything();
    const creator = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const first = await donate(donor, 10, skit.uuid);
    const refunded = await callRoute(refundsRoute, "POST", {
      user: admin,
      body: { paymentIntentId: first.id },
    });
    expect(refunded.status).toBe(200);
    const db = await getDb();
    const [donation] = await db.select().from(donations).where(eq(donations.paymentId, first.id));
    expect(donation?.status).toBe("refunded");
    expect(await revenueStatuses(creator.id)).toEqual(["refunded"]);

    await setPaypal(creator, "creator@paypal.test");
    const second = await donate(donor, 50, skit.uuid);
    const batch = await callRoute(batchesRoute, "POST", { user: admin, body: { userIds: [creator.id] } });
    expect(batch.status).toBe(201);
    const blocked = await callRoute(refundsRoute, "POST", {
      user: admin,
      body: { paymentIntentId: second.id },
    });
    expect(blocked.status).toBe(409);
    expect((blocked.body as { message: string }).message).toMatch(/in a payout batch/);
    expect(await revenueStatuses(creator.id)).toEqual(["refunded", "batched"]);
  });

  it("answers 404 for an unknown payment and 409 for one never completed", async () => {
    const admin = await createAdmin();
    const user = await createUser();
    expect(
      (await callRoute(refundsRoute, "POST", { user: admin, body: { paymentIntentId: "pi_test_nothing" } }))
        .status,
    ).toBe(404);
    const open = await testModeProvider.createPaymentIntent({
      amountCents: 500,
      currency: "usd",
      description: "open",
      metadata: { userId: String(user.id), purpose: "donation" },
    });
    const res = await callRoute(refundsRoute, "POST", { user: admin, body: { paymentIntentId: open.id } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Only completed payments can be refunded." });
  });
});
