/**
 * Fulfils a succeeded payment exactly once, whoever asks first: the browser's
 * confirmation (/api/donations, /api/skits/{id}/donate,
 * /api/confirm-lifetime-creator-payment, the credit-pack confirmation) or
 * Stripe's webhook. Nothing is taken from the request but the payment id: the
 * payment is re-read from the provider and must have succeeded, be in USD, match
 * our record (amount, user, purpose, skit) and what the caller expects.
 *
 * Once: the local payment_intents row is claimed with a conditional update
 * (fulfilled_at is null) inside the transaction that applies the effect, so two
 * concurrent confirmations grant once; donations.payment_id and the ledger's
 * idempotency key are unique as a second guard. A replay answers 200 with the
 * same result, read back from the database.
 */
import { and, eq, isNull } from "drizzle-orm";
import { config } from "../../../server/config.ts";
import type { Db, Tx } from "../../../server/db/client.ts";
import { donations, paymentIntents, revenues, skits, users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import {
  type ChurchSize,
  CREDIT_PACKS,
  CURRENCY,
  centsToDollars,
  type DonationView,
  type FulfilmentView,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
  PURPOSE_LABELS,
} from "../money.schema.ts";
import { splitDonation } from "../revenue-split.ts";
import { grantCredits } from "./credits.ts";
import type { PaymentProvider, ProviderPayment } from "./payment-provider.ts";

export interface Expectation {
  /** The signed-in user confirming; omitted for the webhook. */
  userId?: number;
  purposes?: readonly PaymentPurpose[];
  amountCents?: number;
  /** undefined: any; null: a donation without a skit. */
  skitId?: number | null;
}

type IntentRow = typeof paymentIntents.$inferSelect;

const isPurpose = (value: unknown): value is PaymentPurpose =>
  typeof value === "string" && (PAYMENT_PURPOSES as readonly string[]).includes(value);

export const ledgerKey = (provider: string, paymentId: string) => `payment:${provider}:${paymentId}`;

export function creditsForPurpose(purpose: PaymentPurpose): number {
  if (purpose === "credits-starter") return CREDIT_PACKS.starter.credits;
  if (purpose === "credits-ministry") return CREDIT_PACKS.ministry.credits;
  return 0;
}

async function findIntent(db: Tx, provider: string, id: string): Promise<IntentRow | null> {
  const rows = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.providerPaymentId, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A Stripe payment we have no row for (created elsewhere): record it from Stripe's own metadata. */
async function adoptRemote(db: Db, providerName: string, remote: ProviderPayment): Promise<IntentRow | null> {
  const userId = Number(remote.metadata.userId);
  const purpose = remote.metadata.purpose;
  if (!Number.isInteger(userId) || userId <= 0 || !isPurpose(purpose)) return null;
  const skitId = remote.metadata.skitId ? Number(remote.metadata.skitId) : null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  await db
    .insert(paymentIntents)
    .values({
      provider: providerName,
      providerPaymentId: remote.id,
      userId,
      purpose,
      skitId: Number.isInteger(skitId) ? skitId : null,
      amountCents: remote.amountCents,
      currency: remote.currency,
      status: remote.status,
      metadata: { ...remote.metadata },
    })
    .onConflictDoNothing({ target: [paymentIntents.provider, paymentIntents.providerPaymentId] });
  return findIntent(db, providerName, remote.id);
}

function verify(local: IntentRow, remote: ProviderPayment, expected: Expectation): PaymentPurpose {
  const purpose = local.purpose;
  if (!isPurpose(purpose)) throw new AppError("CONFLICT", "This payment does not match our records.");
  if (
    remote.amountCents !== local.amountCents ||
    remote.currency !== CURRENCY ||
    local.currency !== CURRENCY ||
    (remote.metadata.userId !== undefined && remote.metadata.userId !== String(local.userId)) ||
    (remote.metadata.purpose !== undefined && remote.metadata.purpose !== local.purpose) ||
    (remote.metadata.skitId ?? null) !== (local.skitId === null ? null : String(local.skitId))
  ) {
    throw new AppError("CONFLICT", "This payment does not match our records.");
  }
  if (expected.userId !== undefined && local.userId !== expected.userId) {
    throw new AppError("FORBIDDEN", "This payment belongs to another account.");
  }
  if (expected.purposes && !expected.purposes.includes(purpose)) {
    const wanted = expected.purposes.map((p) => PURPOSE_LABELS[p]).join(" or ");
    throw new AppError("BAD_REQUEST", `This payment is not a ${wanted} payment.`);
  }
  if (expected.amountCents !== undefined && expected.amountCents !== local.amountCents) {
    throw new AppError("BAD_REQUEST", "The amount does not match the payment.");
  }
  if (expected.skitId !== undefined && expected.skitId !== local.skitId) {
    throw new AppError("BAD_REQUEST", "This payment was made for a different skit.");
  }
  if (local.refundedAt || local.status === "refunded") {
    throw new AppError("CONFLICT", "This payment has been refunded.");
  }
  if (remote.status !== "succeeded") {
    throw new AppError("PAYMENT_REQUIRED", "The payment has not been completed.");
  }
  return purpose;
}

async function applyEffect(
  tx: Tx,
  local: IntentRow,
  purpose: PaymentPurpose,
  options: { churchSize: ChurchSize | null; now: Date },
): Promise<void> {
  const userId = local.userId;
  if (userId === null) return;
  const key = ledgerKey(local.provider, local.providerPaymentId);
  if (purpose === "lifetime") {
    await tx
      .update(users)
      .set({ isLifetimeCreator: true, updatedAt: options.now })
      .where(eq(users.id, userId));
    // A zero-credit ledger row records the purchase next to the user's credit history.
    await grantCredits(tx, { userId, amount: 0, reason: "lifetime-purchase", idempotencyKey: key });
    return;
  }
  if (purpose === "credits-starter" || purpose === "credits-ministry") {
    await grantCredits(tx, {
      userId,
      amount: creditsForPurpose(purpose),
      reason: purpose === "credits-starter" ? "credit-pack-starter" : "credit-pack-ministry",
      idempotencyKey: key,
    });
    return;
  }
  // A donation: the creator's share (none for the creator's own skit or a skit without creator).
  let creatorId: number | null = null;
  if (local.skitId !== null) {
    const [skit] = await tx
      .select({ creatorId: skits.creatorId })
      .from(skits)
      .where(eq(skits.id, local.skitId));
    creatorId = skit?.creatorId ?? null;
  }
  const shared = creatorId !== null && creatorId !== userId;
  const split = shared
    ? splitDonation(local.amountCents, config().CREATOR_REVENUE_SHARE)
    : { creatorCents: 0, platformCents: local.amountCents };
  const [donation] = await tx
    .insert(donations)
    .values({
      userId,
      skitId: local.skitId,
      amountCents: local.amountCents,
      paymentMethod: "stripe",
      paymentId: local.providerPaymentId,
      creatorAmountCents: split.creatorCents,
      platformAmountCents: split.platformCents,
      status: "completed",
      churchSize: options.churchSize,
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: donations.paymentId })
    .returning({ id: donations.id });
  if (donation && shared && creatorId !== null && split.creatorCents > 0) {
    await tx.insert(revenues).values({
      userId: creatorId,
      amountCents: split.creatorCents,
      source: "donation",
      sourceId: donation.id,
      status: "pending",
      createdAt: options.now,
    });
  }
}

export function toDonationView(row: typeof donations.$inferSelect): DonationView {
  return {
    id: row.id,
    skitId: row.skitId,
    amount: centsToDollars(row.amountCents),
    amountCents: row.amountCents,
    creatorAmount: centsToDollars(row.creatorAmountCents),
    creatorAmountCents: row.creatorAmountCents,
    platformAmount: centsToDollars(row.platformAmountCents),
    platformAmountCents: row.platformAmountCents,
    paymentMethod: row.paymentMethod,
    paymentId: row.paymentId,
    status: row.status,
    churchSize: row.churchSize,
    createdAt: row.createdAt.toISOString(),
  };
}

async function resultOf(db: Tx, local: IntentRow, purpose: PaymentPurpose): Promise<FulfilmentView> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, local.id));
  const [user] = local.userId
    ? await db
        .select({ credits: users.credits, isLifetimeCreator: users.isLifetimeCreator })
        .from(users)
        .where(eq(users.id, local.userId))
    : [];
  let donation: DonationView | null = null;
  if (purpose === "donation") {
    const [d] = await db.select().from(donations).where(eq(donations.paymentId, local.providerPaymentId));
    donation = d ? toDonationView(d) : null;
  }
  return {
    paymentIntentId: local.providerPaymentId,
    purpose,
    amount: centsToDollars(local.amountCents),
    amountCents: local.amountCents,
    status: "succeeded",
    fulfilledAt: (row?.fulfilledAt ?? new Date()).toISOString(),
    donation,
    creditsGranted: creditsForPurpose(purpose),
    isLifetimeCreator: user?.isLifetimeCreator ?? false,
    credits: user?.credits ?? 0,
  };
}

export async function fulfilPayment(options: {
  db: Db;
  provider: PaymentProvider;
  paymentIntentId: string;
  expected?: Expectation;
  churchSize?: ChurchSize | null;
  now?: Date;
}): Promise<FulfilmentView> {
  const { db, provider, paymentIntentId } = options;
  const now = options.now ?? new Date();
  const remote = await provider.retrievePaymentIntent(paymentIntentId);
  if (!remote) throw new AppError("NOT_FOUND", "Payment not found.");
  let local = await findIntent(db, provider.name, paymentIntentId);
  if (!local && provider.name === "stripe") local = await adoptRemote(db, provider.name, remote);
  if (!local) throw new AppError("NOT_FOUND", "Payment not found.");
  const purpose = verify(local, remote, options.expected ?? {});

  const claimed = local;
  await db.transaction(async (tx) => {
    const won = await tx
      .update(paymentIntents)
      .set({ status: "succeeded", fulfilledAt: now, updatedAt: now })
      .where(and(eq(paymentIntents.id, claimed.id), isNull(paymentIntents.fulfilledAt)))
      .returning({ id: paymentIntents.id });
    if (won.length === 0) return;
    await applyEffect(tx, claimed, purpose, { churchSize: options.churchSize ?? null, now });
  });
  return resultOf(db, local, purpose);
}
