/** GET /api/admin/payments/report: one row per creator with revenue (spec section 3, creator payment report). */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { type CreatorReportRow, centsToDollars, TAX_1099_THRESHOLD_CENTS } from "../money.schema.ts";
import { loadCreatorTotals } from "./creator-totals.ts";

export async function listCreatorPaymentReport(options: {
  db: Tx;
  admin: SessionUser;
  now?: Date;
}): Promise<CreatorReportRow[]> {
  assertAdmin(options.admin);
  const totals = await loadCreatorTotals(options.db, options.now);
  return totals
    .map((c) => ({
      userId: c.userId,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      totalRevenue: centsToDollars(c.totalCents),
      pendingRevenue: centsToDollars(c.owedCents),
      paidRevenue: centsToDollars(c.paidCents),
      totalRevenueCents: c.totalCents,
      pendingRevenueCents: c.owedCents,
      paidRevenueCents: c.paidCents,
      revenueCount: c.revenueCount,
      firstRevenue: c.firstRevenue ? c.firstRevenue.toISOString() : null,
      paymentMethod: c.paymentMethod,
      paypalEmail: c.paypalEmail,
      hasPaymentPreference: c.paymentMethod !== null,
      minimumPayoutAmount: centsToDollars(c.minimumPayoutCents),
      paidThisYear: centsToDollars(c.paidThisYearCents),
      paidThisYearCents: c.paidThisYearCents,
      reaches1099Threshold: c.paidThisYearCents >= TAX_1099_THRESHOLD_CENTS,
    }))
    .sort((a, b) => b.pendingRevenueCents - a.pendingRevenueCents || a.email.localeCompare(b.email));
}
