/**
 * Reading payout batches and their payments (the admin's batch list, one
 * batch, and the refresh of a batch's status after a payment is settled).
 */
import { desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { paymentBatches, payments, users } from "../../../server/db/schema.ts";
import { centsToDollars, type PaymentBatchView, type PayoutPaymentRow } from "../money.schema.ts";

type BatchRow = typeof paymentBatches.$inferSelect;

const PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
const BATCH_STATUSES = ["pending", "completed", "partially_failed", "failed"] as const;

const nameOf = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(" ").trim() || null;

async function paymentsOf(db: Tx, batchIds: number[]): Promise<Map<number, PayoutPaymentRow[]>> {
  const out = new Map<number, PayoutPaymentRow[]>();
  if (batchIds.length === 0) return out;
  const rows = await db
    .select({ payment: payments, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(inArray(payments.batchId, batchIds))
    .orderBy(payments.id);
  for (const { payment: p, email, firstName, lastName } of rows) {
    const list = out.get(p.batchId) ?? [];
    list.push({
      id: p.id,
      batchId: p.batchId,
      userId: p.userId,
      email,
      name: nameOf(firstName, lastName),
      amount: centsToDollars(p.amountCents),
      amountCents: p.amountCents,
      paymentMethod: p.paymentMethod,
      paypalEmail: p.paypalEmail,
      externalPaymentId: p.externalPaymentId,
      status: (PAYMENT_STATUSES as readonly string[]).includes(p.status)
        ? (p.status as PayoutPaymentRow["status"])
        : "pending",
      failureReason: p.failureReason,
      revenueIds: p.revenueIds,
      createdAt: p.createdAt.toISOString(),
      completedAt: p.completedAt ? p.completedAt.toISOString() : null,
    });
    out.set(p.batchId, list);
  }
  return out;
}

function toView(batch: BatchRow, list: PayoutPaymentRow[]): PaymentBatchView {
  return {
    id: batch.id,
    batchName: batch.batchName,
    status: (BATCH_STATUSES as readonly string[]).includes(batch.status)
      ? (batch.status as PaymentBatchView["status"])
      : "pending",
    totalAmount: centsToDollars(batch.totalAmountCents),
    totalAmountCents: batch.totalAmountCents,
    totalRecipients: batch.totalRecipients,
    processedAt: batch.processedAt ? batch.processedAt.toISOString() : null,
    createdAt: batch.createdAt.toISOString(),
    notes: batch.notes,
    payments: list,
  };
}

export async function readPaymentBatches(db: Tx, limit = 50): Promise<PaymentBatchView[]> {
  const batches = await db
    .select()
    .from(paymentBatches)
    .orderBy(desc(paymentBatches.createdAt), desc(paymentBatches.id))
    .limit(limit);
  const lists = await paymentsOf(
    db,
    batches.map((b) => b.id),
  );
  return batches.map((b) => toView(b, lists.get(b.id) ?? []));
}

export async function readPaymentBatch(db: Tx, batchId: number): Promise<PaymentBatchView | null> {
  const [batch] = await db.select().from(paymentBatches).where(eq(paymentBatches.id, batchId));
  if (!batch) return null;
  const lists = await paymentsOf(db, [batch.id]);
  return toView(batch, lists.get(batch.id) ?? []);
}

/** After a payment is settled: pending while any payment is pending, then completed, failed or partially failed. */
export async function refreshBatchStatus(tx: Tx, batchId: number, now: Date): Promise<void> {
  const rows = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.batchId, batchId));
  if (rows.some((r) => r.status === "pending")) return;
  const paid = rows.filter((r) => r.status === "paid").length;
  const status = paid === rows.length ? "completed" : paid === 0 ? "failed" : "partially_failed";
  await tx.update(paymentBatches).set({ status, processedAt: now }).where(eq(paymentBatches.id, batchId));
}
