/**
 * A creator's earnings (GET /api/revenues and the dashboard Earnings tab), read
 * from revenue rows. Amounts are stored in cents and answered in dollars.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { revenues } from "../../../server/db/schema.ts";

export interface RevenueRow {
  id: number;
  /** Dollars (two decimals). */
  amount: number;
  amountCents: number;
  source: string;
  sourceId: number | null;
  status: string;
  paymentMethod: string | null;
  createdAt: string;
}

export interface RevenueSummary {
  /** Everything earned except refunded revenue, in dollars. */
  totalEarnings: number;
  /** Earned but not yet paid out (pending or in a payment batch), in dollars. */
  pendingPayment: number;
  totalEarningsCents: number;
  pendingPaymentCents: number;
  /** The five most recent revenue rows. */
  recentRevenues: RevenueRow[];
  /** Every revenue row, newest first (at most REVENUES_LIMIT). */
  revenues: RevenueRow[];
}

export const REVENUES_LIMIT = 500;
const RECENT_COUNT = 5;

const dollars = (cents: number) => Math.round(cents) / 100;

export async function listRevenues(options: {
  db: Tx;
  user: Pick<SessionUser, "id">;
}): Promise<RevenueSummary> {
  const { db, user } = options;
  const [rows, sums] = await Promise.all([
    db
      .select()
      .from(revenues)
      .where(eq(revenues.userId, user.id))
      .orderBy(desc(revenues.createdAt), desc(revenues.id))
      .limit(REVENUES_LIMIT),
    db
      .select({
        total: sql<number>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} <> 'refunded'), 0)::int`,
        pending: sql<number>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} in ('pending', 'batched')), 0)::int`,
      })
      .from(revenues)
      .where(eq(revenues.userId, user.id)),
  ]);
  const totalCents = sums[0]?.total ?? 0;
  const pendingCents = sums[0]?.pending ?? 0;
  const list: RevenueRow[] = rows.map((row) => ({
    id: row.id,
    amount: dollars(row.amountCents),
    amountCents: row.amountCents,
    source: row.source,
    sourceId: row.sourceId,
    status: row.status,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
  }));
  return {
    totalEarnings: dollars(totalCents),
    pendingPayment: dollars(pendingCents),
    totalEarningsCents: totalCents,
    pendingPaymentCents: pendingCents,
    recentRevenues: list.slice(0, RECENT_COUNT),
    revenues: list,
  };
}
