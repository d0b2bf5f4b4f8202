/**
 * Creates a payout batch from the creators ready to be paid (pending revenue
 * reaching their minimum, with a PayPal address): their pending revenues become
 * 'batched' with one conditional update, so two admins creating batches at once
 * can never put the same revenue in both. One payment per creator; audit-logged.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { paymentBatches, payments, revenues } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import type { PaymentBatchView } from "../money.schema.ts";
import { isReadyToPay, loadCreatorTotals } from "./creator-totals.ts";
import { readPaymentBatch } from "./payment-batches.ts";

export const NOTHING_TO_PAY_MESSAGE = "No creators are ready to be paid.";

export async function createPaymentBatch(options: {
  db: Db;
  admin: SessionUser;
  notes?: string | null;
  userIds?: number[];
  now?: Date;
}): Promise<PaymentBatchView> {
  const { db, admin } = options;
  assertAdmin(admin);
  const now = options.now ?? new Date();
  const only = options.userIds ? new Set(options.userIds) : null;
  const ready = (await loadCreatorTotals(db, now)).filter(
    (c) => isReadyToPay(c) && (!only || only.has(c.userId)),
  );
  if (ready.length === 0) throw new AppError("CONFLICT", NOTHING_TO_PAY_MESSAGE);
  const byUser = new Map(ready.map((c) => [c.userId, c]));

  const batchId = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(revenues)
      .set({ status: "batched" })
      .where(and(eq(revenues.status, "pending"), inArray(revenues.userId, [...byUser.keys()])))
      .returning({ id: revenues.id, userId: revenues.userId, amountCents: revenues.amountCents });
    const grouped = new Map<number, { ids: number[]; cents: number }>();
    for (const r of claimed) {
      const g = grouped.get(r.userId) ?? { ids: [], cents: 0 };
      g.ids.push(r.id);
      g.cents += r.amountCents;
      grouped.set(r.userId, g);
    }
    // A creator whose pending total changed under us and no longer reaches the minimum waits for the next batch.
    const lines = [...grouped.entries()]
      .filter(
        ([userId, g]) => g.cents >= (byUser.get(userId)?.minimumPayoutCents ?? Number.POSITIVE_INFINITY),
      )
      .map(([userId, g]) => ({ userId, ...g, creator: byUser.get(userId)! }));
    const skipped = [...grouped.entries()].filter(([userId]) => !lines.some((l) => l.userId === userId));
    for (const [, g] of skipped) {
      await tx.update(revenues).set({ status: "pending" }).where(inArray(revenues.id, g.ids));
    }
    if (lines.length === 0) throw new AppError("CONFLICT", NOTHING_TO_PAY_MESSAGE);

    const total = lines.reduce((sum, l) => sum + l.cents, 0);
    const [batch] = await tx
      .insert(paymentBatches)
      .values({
        batchName: `PayPal payout ${now.toISOString().slice(0, 10)}`,
        status: "pending",
        totalAmountCents: total,
        totalRecipients: lines.length,
        notes: options.notes ?? null,
        createdAt: now,
      })
      .returning({ id: paymentBatches.id });
    const id = batch!.id;
    await tx
      .update(paymentBatches)
      .set({ batchName: sql`${paymentBatches.batchName} || ' #' || ${paymentBatches.id}` })
      .where(eq(paymentBatches.id, id));
    const inserted = await tx
      .insert(payments)
      .values(
        lines.map((l) => ({
          batchId: id,
          userId: l.userId,
          amountCents: l.cents,
          paymentMethod: "paypal",
          paypalEmail: l.creator.paypalEmail,
          status: "pending",
          revenueIds: l.ids.sort((a, b) => a - b),
          createdAt: now,
        })),
      )
      .returning({ id: payments.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: "payment_batch.create",
      targetType: "payment_batch",
      targetId: String(id),
      after: {
        totalAmountCents: total,
        totalRecipients: lines.length,
        paymentIds: inserted.map((p) => p.id),
        notes: options.notes ?? null,
      },
    });
    return id;
  });
  return (await readPaymentBatch(db, batchId))!;
}
