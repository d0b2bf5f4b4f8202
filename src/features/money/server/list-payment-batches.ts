/** GET /api/admin/payments/batches (newest first) and GET /api/admin/payments/batches/{id}. */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import type { PaymentBatchView } from "../money.schema.ts";
import { readPaymentBatch, readPaymentBatches } from "./payment-batches.ts";

export async function listPaymentBatches(options: {
  db: Tx;
  admin: SessionUser;
}): Promise<PaymentBatchView[]> {
  assertAdmin(options.admin);
  return readPaymentBatches(options.db);
}

export async function getPaymentBatch(options: {
  db: Tx;
  admin: SessionUser;
  batchId: number;
}): Promise<PaymentBatchView> {
  assertAdmin(options.admin);
  const batch = await readPaymentBatch(options.db, options.batchId);
  if (!batch) throw new AppError("NOT_FOUND", "Payment batch not found.");
  return batch;
}
