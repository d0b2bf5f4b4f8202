/**
 * Per-creator revenue totals joined with the payout preference: the one query
 * behind the payment report, the Ready to Pay list and the summary cards.
 * Revenue states: pending (owed) → batched (in a payout batch) → paid; refunded
 * revenue (its donation was refunded) counts nowhere.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { paymentPreferences, payments, revenues, users } from "../../../server/db/schema.ts";
import { DEFAULT_MINIMUM_PAYOUT_CENTS } from "../money.schema.ts";

export interface CreatorTotals {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  totalCents: number;
  /** Owed: pending plus batched. */
  owedCents: number;
  /** Pending only (not yet in a batch): what a new batch can pay. */
  pendingCents: number;
  paidCents: number;
  revenueCount: number;
  firstRevenue: Date | null;
  lastPendingRevenue: Date | null;
  paymentMethod: "paypal" | "stripe" | "bank_transfer" | null;
  paypalEmail: string | null;
  minimumPayoutCents: number;
  paidThisYearCents: number;
}

const METHODS = ["paypal", "stripe", "bank_transfer"] as const;

export async function loadCreatorTotals(db: Tx, now: Date = new Date()): Promise<CreatorTotals[]> {
  const live = sql`${revenues.status} <> 'refunded'`;
  const rows = await db
    .select({
      userId: revenues.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      total: sql<string>`coalesce(sum(${revenues.amountCents}) filter (where ${live}), 0)`,
      owed: sql<string>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} in ('pending', 'batched')), 0)`,
      pending: sql<string>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} = 'pending'), 0)`,
      paid: sql<string>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} = 'paid'), 0)`,
      count: sql<number>`(count(*) filter (where ${live}))::int`,
      first: sql<Date | string | null>`min(${revenues.createdAt}) filter (where ${live})`,
      lastPending: sql<
        Date | string | null
      >`max(${revenues.createdAt}) filter (where ${revenues.status} = 'pending')`,
      method: paymentPreferences.paymentMethod,
      paypalEmail: paymentPreferences.paypalEmail,
      isActive: paymentPreferences.isActive,
      minimum: paymentPreferences.minimumPayoutCents,
    })
    .from(revenues)
    .innerJoin(users, eq(users.id, revenues.userId))
    .leftJoin(paymentPreferences, eq(paymentPreferences.userId, revenues.userId))
    .groupBy(
      revenues.userId,
      users.firstName,
      users.lastName,
      users.email,
      paymentPreferences.paymentMethod,
      paymentPreferences.paypalEmail,
      paymentPreferences.isActive,
      paymentPreferences.minimumPayoutCents,
    )
    .having(sql`count(*) filter (where ${live}) > 0`);

  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const paidThisYear = await db
    .select({ userId: payments.userId, total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, "paid"), gte(payments.completedAt, yearStart)))
    .groupBy(payments.userId);
  const paidByUser = new Map(paidThisYear.map((r) => [r.userId, Number(r.total)]));

  const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
  return rows.map((r) => {
    const method =
      r.isActive !== false && (METHODS as readonly string[]).includes(r.method ?? "") ? r.method : null;
    const usable = method === "paypal" ? (r.paypalEmail ? "paypal" : null) : method;
    return {
      userId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      totalCents: Number(r.total),
      owedCents: Number(r.owed),
      pendingCents: Number(r.pending),
      paidCents: Number(r.paid),
      revenueCount: r.count,
      firstRevenue: toDate(r.first),
      lastPendingRevenue: toDate(r.lastPending),
      paymentMethod: usable as CreatorTotals["paymentMethod"],
      paypalEmail: usable === "paypal" ? r.paypalEmail : null,
      minimumPayoutCents: r.minimum ?? DEFAULT_MINIMUM_PAYOUT_CENTS,
      paidThisYearCents: paidByUser.get(r.userId) ?? 0,
    };
  });
}

/** Ready to pay: pending (unbatched) revenue reaching the creator's minimum, and a PayPal address to pay. */
export function isReadyToPay(c: CreatorTotals): boolean {
  return c.paymentMethod === "paypal" && c.paypalEmail !== null && c.pendingCents >= c.minimumPayoutCents;
}
