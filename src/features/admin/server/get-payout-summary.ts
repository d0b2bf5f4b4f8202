/**
 * The Payments tab's quick stats, from creators' revenues: active creators
 * (anyone with revenue that was not refunded), what is owed and not yet paid
 * (pending or in a batch), and what has been paid out.
 */
import { ne, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { revenues } from "../../../server/db/schema.ts";
import type { PayoutSummary } from "../admin.schema.ts";
import { assertAdmin } from "./admin-access.ts";

export async function getPayoutSummary(options: { db: Tx; admin: SessionUser }): Promise<PayoutSummary> {
  assertAdmin(options.admin);
  const owed = sql`${revenues.status} in ('pending', 'batched')`;
  const [row] = await options.db
    .select({
      activeCreators: sql<number>`count(distinct ${revenues.userId})::int`,
      pending: sql<number>`coalesce(sum(${revenues.amountCents}) filter (where ${owed}), 0)::bigint`,
      creatorsOwed: sql<number>`count(distinct ${revenues.userId}) filter (where ${owed})::int`,
      paid: sql<number>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} = 'paid'), 0)::bigint`,
    })
    .from(revenues)
    .where(ne(revenues.status, "refunded"));
  return {
    activeCreators: row?.activeCreators ?? 0,
    pendingPaymentsCents: Number(row?.pending ?? 0),
    creatorsOwed: row?.creatorsOwed ?? 0,
    totalPaidOutCents: Number(row?.paid ?? 0),
  };
}
