/**
 * Settles one payout payment: paid (with PayPal's transaction id; its revenues
 * become paid) or failed (with a reason; its revenues go back to pending for a
 * later batch). Only a pending payment can be settled; audit-logged.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { payments, revenues } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import type { PaymentBatchView } from "../money.schema.ts";
import { readPaymentBatch, refreshBatchStatus } from "./payment-batches.ts";

type Outcome = { status: "paid"; externalPaymentId: string } | { status: "failed"; reason: string };

export async function settlePayment(options: {
  db: Db;
  admin: SessionUser;
  paymentId: number;
  outcome: Outcome;
  now?: Date;
}): Promise<PaymentBatchView> {
  const { db, admin, outcome } = options;
  assertAdmin(admin);
  const now = options.now ?? new Date();
  const batchId = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, options.paymentId));
    if (!payment) throw new AppError("NOT_FOUND", "Payment not found.");
    const set =
      outcome.status === "paid"
        ? {
            status: "paid",
            externalPaymentId: outcome.externalPaymentId,
            completedAt: now,
            failureReason: null,
          }
        : { status: "failed", failureReason: outcome.reason, completedAt: now };
    const updated = await tx
      .update(payments)
      .set(set)
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    if (updated.length === 0)
      throw new AppError("CONFLICT", `This payment is already marked ${payment.status}.`);
    if (payment.revenueIds.length > 0) {
      await tx
        .update(revenues)
        .set(
          outcome.status === "paid"
            ? { status: "paid", paymentMethod: payment.paymentMethod, paymentId: outcome.externalPaymentId }
            : { status: "pending" },
        )
        .where(and(inArray(revenues.id, payment.revenueIds), eq(revenues.status, "batched")));
    }
    await refreshBatchStatus(tx, payment.batchId, now);
    await recordAudit(tx, {
      actorId: admin.id,
      action: outcome.status === "paid" ? "payment.mark_paid" : "payment.mark_failed",
      targetType: "payment",
      targetId: String(payment.id),
      subjectUserId: payment.userId,
      before: { status: payment.status, amountCents: payment.amountCents },
      after:
        outcome.status === "paid"
          ? { status: "paid", externalPaymentId: outcome.externalPaymentId }
          : { status: "failed", reason: outcome.reason },
    });
    return payment.batchId;
  });
  return (await readPaymentBatch(db, batchId))!;
}
