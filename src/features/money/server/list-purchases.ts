/**
 * The admin's list of completed card payments (Lifetime Creator, credit packs,
 * donations), newest first, each with why it cannot be refunded (if so).
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { donations, paymentIntents, revenues, users } from "../../../server/db/schema.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { centsToDollars, PAYMENT_PURPOSES, type PaymentPurpose, type PurchaseRow } from "../money.schema.ts";
import { refundBlockedReason } from "./refund-rules.ts";

export async function listPurchases(options: {
  db: Tx;
  admin: SessionUser;
  limit?: number;
  now?: Date;
}): Promise<PurchaseRow[]> {
  const { db } = options;
  assertAdmin(options.admin);
  const now = options.now ?? new Date();
  const rows = await db
    .select({ intent: paymentIntents, email: users.email })
    .from(paymentIntents)
    .leftJoin(users, eq(users.id, paymentIntents.userId))
    .where(isNotNull(paymentIntents.fulfilledAt))
    .orderBy(desc(paymentIntents.fulfilledAt), desc(paymentIntents.id))
    .limit(options.limit ?? 100);
  const donationIds = rows
    .filter((r) => r.intent.purpose === "donation")
    .map((r) => r.intent.providerPaymentId);
  const shares = new Map<string, string[]>();
  if (donationIds.length > 0) {
    const linked = await db
      .select({ paymentId: donations.paymentId, status: revenues.status })
      .from(donations)
      .innerJoin(revenues, and(eq(revenues.sourceId, donations.id), eq(revenues.source, "donation")))
      .where(inArray(donations.paymentId, donationIds));
    for (const l of linked) {
      if (!l.paymentId) continue;
      shares.set(l.paymentId, [...(shares.get(l.paymentId) ?? []), l.status]);
    }
  }
  return rows.map(({ intent, email }) => {
    const purpose = (PAYMENT_PURPOSES as readonly string[]).includes(intent.purpose)
      ? (intent.purpose as PaymentPurpose)
      : "donation";
    return {
      provider: intent.provider === "stripe" ? "stripe" : "test",
      paymentIntentId: intent.providerPaymentId,
      userId: intent.userId,
      email,
      purpose,
      amount: centsToDollars(intent.amountCents),
      amountCents: intent.amountCents,
      skitId: intent.skitId,
      status: intent.status,
      fulfilledAt: intent.fulfilledAt ? intent.fulfilledAt.toISOString() : null,
      refundedAt: intent.refundedAt ? intent.refundedAt.toISOString() : null,
      refundBlockedReason: refundBlockedReason(intent, shares.get(intent.providerPaymentId) ?? [], now),
    };
  });
}
