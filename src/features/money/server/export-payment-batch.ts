/**
 * A batch as a PayPal Payouts file (Payouts Web upload format: no header row;
 * recipient email, amount, currency, customer id, note, wallet). Only payments
 * still pending are exported; the export is audit-logged.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { readPaymentBatch } from "./payment-batches.ts";

/** Quotes a CSV field when needed and defuses spreadsheet formulas. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportPaymentBatch(options: {
  db: Db;
  admin: SessionUser;
  batchId: number;
}): Promise<{ filename: string; csv: string }> {
  const { db, admin } = options;
  assertAdmin(admin);
  const batch = await readPaymentBatch(db, options.batchId);
  if (!batch) throw new AppError("NOT_FOUND", "Payment batch not found.");
  const open = batch.payments.filter((p) => p.status === "pending" && p.paypalEmail);
  if (open.length === 0) throw new AppError("CONFLICT", "This batch has no payments left to send.");
  const lines = open.map((p) =>
    [
      p.paypalEmail ?? "",
      (p.amountCents / 100).toFixed(2),
      "USD",
      `SS-P${p.id}`,
      `Scripture Skits creator payout (${batch.batchName})`,
      "PAYPAL",
    ]
      .map(csvField)
      .join(","),
  );
  await recordAudit(db, {
    actorId: admin.id,
    action: "payment_batch.export",
    targetType: "payment_batch",
    targetId: String(batch.id),
    after: {
      paymentIds: open.map((p) => p.id),
      totalAmountCents: open.reduce((s, p) => s + p.amountCents, 0),
    },
  });
  return { filename: `paypal-payouts-batch-${batch.id}.csv`, csv: `${lines.join("\r\n")}\r\n` };
}
