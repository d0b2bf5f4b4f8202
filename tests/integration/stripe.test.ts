/**
 * The Stripe provider with the real `stripe` SDK against a local server that
 * answers like Stripe's API, and signed webhook payloads
 * (stripe.webhooks.generateTestHeaderString).
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentIntentView } from "../../src/features/money/money.schema.ts";
import { setPaymentProviderForTests } from "../../src/features/money/server/payment-provider.ts";
import { createStripeProvider } from "../../src/features/money/server/stripe-provider.ts";
import * as refundsRoute from "../../src/pages/api/admin/refunds/index.ts";
import * as confirmLifetimeRoute from "../../src/pages/api/confirm-lifetime-creator-payment.ts";
import * as createLifetimeRoute from "../../src/pages/api/create-lifetime-creator-payment.ts";
import * as createIntentRoute from "../../src/pages/api/create-payment-intent.ts";
import * as createPackRoute from "../../src/pages/api/credit-packs/create-payment.ts";
import * as donationsRoute from "../../src/pages/api/donations.ts";
import * as webhookRoute from "../../src/pages/api/stripe/webhook.ts";
import * as testConfirmRoute from "../../src/pages/api/test-payments/confirm.ts";
import { resetConfigForTests } from "../../src/server/config.ts";
import { getDb } from "../../src/server/db/client.ts";
import { creditLedger, donations, paymentIntents, revenues } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";
import { FAKE_SECRET_KEY, type FakeStripe, startFakeStripe } from "./stripe-fake-api.ts";

const WEBHOOK_SECRET = "whsec_local_test_secret";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  resetConfigForTests();
});

beforeEach(() => {
  setPaymentProviderForTests(
    createStripeProvider({
      secretKey: FAKE_SECRET_KEY,
      publishableKey: "pk_test_local",
      host: "127.0.0.1",
      port: fake.port,
      protocol: "http",
    }),
  );
});

afterAll(async () => {
  setPaymentProviderForTests(null);
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetConfigForTests();
  await fake.close();
});

function signedEvent(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { rawBody: payload, headers: { "stripe-signature": header, "content-type": "application/json" } };
}

async function ledgerFor(userId: number) {
  const db = await getDb();
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
}

describe("Stripe PaymentIntents", () => {
  it("creates a $67 Lifetime intent with our metadata and answers the client secret and publishable key", async () => {
    const user = await createUser();
    const res = await callRoute(createLifetimeRoute, "POST", { user });
    expect(res.status).toBe(200);
    const intent = res.body as PaymentIntentView;
    expect(intent).toMatchObject({ provider: "stripe", publishableKey: "pk_test_local", amountCents: 6700 });
    const remote = fake.intents.get(intent.id);
    expect(remote).toMatchObject({ amount: 6700, currency: "usd", client_secret: intent.clientSecret });
    expect(remote?.metadata).toEqual({ userId: String(user.id), purpose: "lifetime" });
    const created = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(created?.form["automatic_payment_methods[enabled]"]).toBe("true");
    const db = await getDb();
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerPaymentId, intent.id));
    expect(row).toMatchObject({
      provider: "stripe",
      userId: user.id,
      purpose: "lifetime",
      amountCents: 6700,
    });
  });

  it("confirms only after Stripe reports succeeded, and only for the payer", async () => {
    const user = await createUser();
    const intent = (await callRoute(createLifetimeRoute, "POST", { user })).body as PaymentIntentView;
    const early = await callRoute(confirmLifetimeRoute, "POST", {
      user,
      body: { paymentIntentId: intent.id },
    });
    expect(early.status).toBe(402);
    fake.succeed(intent.id);
    const other = await createUser();
    expect(
      (await callRoute(confirmLifetimeRoute, "POST", { user: other, body: { paymentIntentId: intent.id } }))
        .status,
    ).toBe(403);
    const ok = await callRoute(confirmLifetimeRoute, "POST", { user, body: { paymentIntentId: intent.id } });
    expect(ok.status).toBe(200);
    expect((await reloadUser(user)).isLifetimeCreator).toBe(true);
    expect((await callRoute(createLifetimeRoute, "POST", { user })).status).toBe(409);
  });

  it("refuses a payment whose amount at Stripe differs from our record", async () => {
    const creator = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const intent = (
      await callRoute(createIntentRoute, "POST", { user: donor, body: { amount: 5, skitId: skit.uuid } })
    ).body as PaymentIntentView;
    const remote = fake.intents.get(intent.id)!;
    remote.amount = 50;
    remote.status = "succeeded";
    const res = await callRoute(donationsRoute, "POST", {
      user: donor,
      body: { amount: 5, skitId: skit.uuid, paymentMethod: "stripe", paymentIntentId: intent.id },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "This payment does not match our records." });
    const db = await getDb();
    expect(await db.select().from(donations).where(eq(donations.paymentId, intent.id))).toHaveLength(0);
  });

  it("answers 404 for an id Stripe does not know, and turns off the test card endpoint", async () => {
    const user = await createUser();
    const res = await callRoute(confirmLifetimeRoute, "POST", {
      user,
      body: { paymentIntentId: "pi_missing" },
    });
    expect(res.status).toBe(404);
    const card = await callRoute(testConfirmRoute, "POST", {
      body: {
        paymentIntentId: "pi_x",
        clientSecret: "s",
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
      },
    });
    expect(card.status).toBe(404);
  });

  it("answers 502 when Stripe refuses the API key", async () => {
    setPaymentProviderForTests(
      createStripeProvider({
        secretKey: "sk_test_wrong",
        publishableKey: "pk_test_local",
        host: "127.0.0.1",
        port: fake.port,
        protocol: "http",
      }),
    );
    const user = await createUser();
    const res = await callRoute(createLifetimeRoute, "POST", { user });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "The payment provider could not be reached. Please try again." });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("fulfils payment_intent.succeeded once, however often the event is replayed", async () => {
    const user = await createUser({ credits: 0 });
    const intent = (await callRoute(createPackRoute, "POST", { user, body: { pack: "ministry" } }))
      .body as PaymentIntentView;
    fake.succeed(intent.id);
    const event = signedEvent("payment_intent.succeeded", { id: intent.id, object: "payment_intent" });
    const first = await callRoute(webhookRoute, "POST", event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, type: "payment_intent.succeeded", handled: true });
    const replays = await Promise.all([1, 2, 3].map(() => callRoute(webhookRoute, "POST", event)));
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await reloadUser(user)).credits).toBe(25);
    expect((await ledgerFor(user.id)).filter((l) => l.delta === 25)).toHaveLength(1);
  });

  it("re-reads the payment from Stripe instead of trusting the event", async () => {
    const user = await createUser({ credits: 0 });
    const intent = (await callRoute(createPackRoute, "POST", { user, body: { pack: "starter" } }))
      .body as PaymentIntentView;
    // The event claims success, Stripe says the payment is still open: nothing is granted.
    const event = signedEvent("payment_intent.succeeded", {
      id: intent.id,
      object: "payment_intent",
      status: "succeeded",
      amount: 1000,
    });
    const res = await callRoute(webhookRoute, "POST", event);
    // Not acknowledged (402), so Stripe delivers the event again later.
    expect(res.status).toBe(402);
    expect((await reloadUser(user)).credits).toBe(0);
    fake.succeed(intent.id);
    expect((await callRoute(webhookRoute, "POST", event)).status).toBe(200);
    expect((await reloadUser(user)).credits).toBe(10);
  });

  it("fulfils a webhook and a browser confirmation racing for the same payment once", async () => {
    const creator = await createUser();
    const donor = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved" });
    const intent = (
      await callRoute(createIntentRoute, "POST", { user: donor, body: { amount: 12.34, skitId: skit.uuid } })
    ).body as PaymentIntentView;
    fake.succeed(intent.id);
    const event = signedEvent("payment_intent.succeeded", { id: intent.id, object: "payment_intent" });
    const [hook, browser] = await Promise.all([
      callRoute(webhookRoute, "POST", event),
      callRoute(donationsRoute, "POST", {
        user: donor,
        body: { amount: 12.34, skitId: skit.uuid, paymentMethod: "stripe", paymentIntentId: intent.id },
      }),
    ]);
    expect([hook.status, browser.status]).toEqual([200, 200]);
    expect(browser.body).toMatchObject({ donation: { creatorAmountCents: 863, platformAmountCents: 371 } });
    const db = await getDb();
    expect(await db.select().from(donations).where(eq(donations.paymentId, intent.id))).toHaveLength(1);
    expect(await db.select().from(revenues).where(eq(revenues.userId, creator.id))).toHaveLength(1);
  });

  it("records a payment made outside the app from Stripe's metadata", async () => {
    const user = await createUser();
    const outside = fake.add({
      amount: 6700,
      status: "succeeded",
      metadata: { userId: String(user.id), purpose: "lifetime" },
    });
    const res = await callRoute(
      webhookRoute,
      "POST",
      signedEvent("payment_intent.succeeded", { id: outside.id }),
    );
    expect(res.status).toBe(200);
    expect((await reloadUser(user)).isLifetimeCreator).toBe(true);
    const foreign = fake.add({ amount: 500, status: "succeeded", metadata: {} });
    const ignored = await callRoute(
      webhookRoute,
      "POST",
      signedEvent("payment_intent.succeeded", { id: foreign.id }),
    );
    expect(ignored.status).toBe(200);
    expect(ignored.body).toMatchObject({ handled: false });
  });

  it("rejects a bad or missing signature and ignores other events", async () => {
    const forged = signedEvent("payment_intent.succeeded", { id: "pi_x" }, "whsec_wrong");
    const bad = await callRoute(webhookRoute, "POST", forged);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "The webhook signature could not be verified." });
    const event = signedEvent("payment_intent.succeeded", { id: "pi_x" });
    const tampered = await callRoute(webhookRoute, "POST", {
      rawBody: event.rawBody.replace("pi_x", "pi_y"),
      headers: event.headers,
    });
    expect(tampered.status).toBe(400);
    const unsigned = await callRoute(webhookRoute, "POST", { rawBody: event.rawBody });
    expect(unsigned.status).toBe(400);
    const other = await callRoute(webhookRoute, "POST", signedEvent("charge.succeeded", { id: "ch_1" }));
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ received: true, type: "charge.succeeded", handled: false });
  });
});

describe("refunds through Stripe", () => {
  it("creates one Stripe refund with an idempotency key and ends Lifetime status", async () => {
    const admin = await createAdmin();
    const user = await createUser();
    const intent = (await callRoute(createLifetimeRoute, "POST", { user })).body as PaymentIntentView;
    fake.succeed(intent.id);
    await callRoute(confirmLifetimeRoute, "POST", { user, body: { paymentIntentId: intent.id } });
    const res = await callRoute(refundsRoute, "POST", { user: admin, body: { paymentIntentId: intent.id } });
    expect(res.status).toBe(200);
    const refunds = fake.refunds.filter((r) => r.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.idempotencyKey).toBe(`refund:stripe:${intent.id}`);
    expect(res.body).toMatchObject({ refundId: refunds[0]?.id, purchase: { status: "refunded" } });
    expect((await reloadUser(user)).isLifetimeCreator).toBe(false);
    const mismatch = await callRoute(refundsRoute, "POST", {
      user: admin,
      body: { paymentIntentId: intent.id, provider: "test" },
    });
    expect(mismatch.status).toBe(409);
  });
});
