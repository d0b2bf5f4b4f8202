/**
 * GET /api/admin/payments/pending: creators ready to be paid (spec section 3,
 * pending payment row): pending revenue not yet in a batch that reaches their
 * minimum payout, and a PayPal address to pay it to.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { centsToDollars, type PendingPayoutRow } from "../money.schema.ts";
import { isReadyToPay, loadCreatorTotals } from "./creator-totals.ts";

export async function listPendingPayouts(options: {
  db: Tx;
  admin: SessionUser;
}): Promise<PendingPayoutRow[]> {
  assertAdmin(options.admin);
  const totals = await loadCreatorTotals(options.db);
  return totals
    .filter(isReadyToPay)
    .map((c) => ({
      userId: c.userId,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      totalOwed: centsToDollars(c.pendingCents),
      totalOwedCents: c.pendingCents,
      minimumPayoutAmount: centsToDollars(c.minimumPayoutCents),
      minimumPayoutCents: c.minimumPayoutCents,
      paymentMethod: "paypal" as const,
      paypalEmail: c.paypalEmail ?? "",
      lastRevenueDate: (c.lastPendingRevenue ?? new Date(0)).toISOString(),
    }))
    .sort((a, b) => b.totalOwedCents - a.totalOwedCents || a.email.localeCompare(b.email));
}
