/** The summary cards of /admin/payments: active creators, pending total, paid out, ready and missing-method counts. */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { centsToDollars, type PayoutOverview } from "../money.schema.ts";
import { isReadyToPay, loadCreatorTotals } from "./creator-totals.ts";

export async function getPayoutOverview(options: { db: Tx; admin: SessionUser }): Promise<PayoutOverview> {
  assertAdmin(options.admin);
  const totals = await loadCreatorTotals(options.db);
  const pending = totals.reduce((sum, c) => sum + c.owedCents, 0);
  const paid = totals.reduce((sum, c) => sum + c.paidCents, 0);
  return {
    activeCreators: totals.length,
    pendingTotal: centsToDollars(pending),
    pendingTotalCents: pending,
    paidOut: centsToDollars(paid),
    paidOutCents: paid,
    readyCount: totals.filter(isReadyToPay).length,
    missingPreferenceCount: totals.filter((c) => c.owedCents > 0 && c.paymentMethod === null).length,
  };
}
