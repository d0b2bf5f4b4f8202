/**
 * The 30-day money-back guarantee: an admin refunds a completed payment through
 * the provider (Stripe refunds.create with an idempotency key; test mode marks
 * it refunded), then, once, in one transaction: Lifetime Creator status ends;
 * a credit pack's unspent credits are taken back (never below 0); a donation is
 * marked refunded and the creator's pending share is cancelled. Audit-logged.
 */
import { and, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { donations, paymentIntents, revenues, users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { centsToDollars, type PaymentPurpose, type PurchaseRow } from "../money.schema.ts";
import { grantCredits, revokeCredits } from "./credits.ts";
import { creditsForPurpose } from "./fulfil-payment.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { refundBlockedReason } from "./refund-rules.ts";

export interface RefundResult {
  purchase: PurchaseRow;
  creditsTaken: number;
  refundId: string;
}

async function shareStatuses(db: Db, paymentId: string): Promise<string[]> {
  const rows = await db
    .select({ status: revenues.status })
    .from(donations)
    .innerJoin(revenues, and(eq(revenues.sourceId, donations.id), eq(revenues.source, "donation")))
    .where(eq(donations.paymentId, paymentId));
  return rows.map((r) => r.status);
}

export async function refundPayment(options: {
  db: Db;
  provider: PaymentProvider;
  admin: SessionUser;
  paymentIntentId: string;
  now?: Date;
}): Promise<RefundResult> {
  const { db, provider, admin, paymentIntentId } = options;
  assertAdmin(admin);
  const now = options.now ?? new Date();
  const [intent] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.provider, provider.name), eq(paymentIntents.providerPaymentId, paymentIntentId)),
    );
  if (!intent) throw new AppError("NOT_FOUND", "Payment not found.");
  const blocked = refundBlockedReason(intent, await shareStatuses(db, paymentIntentId), now);
  if (blocked) throw new AppError("CONFLICT", blocked);

  const key = `refund:${provider.name}:${paymentIntentId}`;
  const refund = await provider.refundPayment({ paymentIntentId, idempotencyKey: key });
  const purpose = intent.purpose as PaymentPurpose;

  let creditsTaken = 0;
  await db.transaction(async (tx) => {
    const won = await tx
      .update(paymentIntents)
      .set({
        status: "refunded",
        refundedAt: now,
        updatedAt: now,
        metadata: { ...(intent.metadata ?? {}), refundId: refund.id },
      })
      .where(and(eq(paymentIntents.id, intent.id), isNull(paymentIntents.refundedAt)))
      .returning({ id: paymentIntents.id });
    if (won.length === 0) return;
    const userId = intent.userId;
    const before: Record<string, unknown> = {
      status: intent.status,
      purpose,
      amountCents: intent.amountCents,
    };
    const after: Record<string, unknown> = { status: "refunded", refundId: refund.id };
    if (userId !== null && purpose === "lifetime") {
      // Lifetime status ends unless another, unrefunded Lifetime payment of this user remains.
      const others = await tx
        .select({ id: paymentIntents.id })
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.userId, userId),
            eq(paymentIntents.purpose, "lifetime"),
            isNotNull(paymentIntents.fulfilledAt),
            isNull(paymentIntents.refundedAt),
            ne(paymentIntents.id, intent.id),
          ),
        );
      if (others.length === 0) {
        await tx.update(users).set({ isLifetimeCreator: false, updatedAt: now }).where(eq(users.id, userId));
      }
      await grantCredits(tx, {
        userId,
        amount: 0,
        reason: "lifetime-refund",
        idempotencyKey: key,
        actorId: admin.id,
      });
      before.isLifetimeCreator = true;
      after.isLifetimeCreator = others.length > 0;
    } else if (userId !== null && (purpose === "credits-starter" || purpose === "credits-ministry")) {
      creditsTaken = await revokeCredits(tx, {
        userId,
        amount: creditsForPurpose(purpose),
        reason: "credit-pack-refund",
        idempotencyKey: key,
        actorId: admin.id,
      });
      after.creditsTaken = creditsTaken;
    } else if (purpose === "donation") {
      const [donation] = await tx
        .update(donations)
        .set({ status: "refunded" })
        .where(eq(donations.paymentId, paymentIntentId))
        .returning({ id: donations.id });
      if (donation) {
        const cancelled = await tx
          .update(revenues)
          .set({ status: "refunded" })
          .where(
            and(
              eq(revenues.source, "donation"),
              eq(revenues.sourceId, donation.id),
              inArray(revenues.status, ["pending"]),
            ),
          )
          .returning({ id: revenues.id });
        after.cancelledRevenueIds = cancelled.map((r) => r.id);
      }
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: "payment.refund",
      targetType: "payment_intent",
      targetId: `${provider.name}:${paymentIntentId}`,
      subjectUserId: userId,
      before,
      after,
    });
  });

  const [fresh] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id));
  const [owner] = intent.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, intent.userId))
    : [];
  const row = fresh ?? intent;
  return {
    purchase: {
      provider: provider.name,
      paymentIntentId,
      userId: row.userId,
      email: owner?.email ?? null,
      purpose,
      amount: centsToDollars(row.amountCents),
      amountCents: row.amountCents,
      skitId: row.skitId,
      status: row.status,
      fulfilledAt: row.fulfilledAt ? row.fulfilledAt.toISOString() : null,
      refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
      refundBlockedReason: refundBlockedReason(row, [], now),
    },
    creditsTaken,
    refundId: refund.id,
  };
}
