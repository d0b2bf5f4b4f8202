/**
 * When a payment can be refunded (the 30-day money-back guarantee): completed,
 * not refunded yet, within 30 days of the purchase, and, for a donation, while
 * the creator's share has not gone into a payout batch or been paid.
 */
import type { paymentIntents } from "../../../server/db/schema.ts";
import { REFUND_WINDOW_DAYS } from "../money.schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function refundBlockedReason(
  intent: Pick<typeof paymentIntents.$inferSelect, "fulfilledAt" | "refundedAt" | "status">,
  creatorShareStatuses: string[],
  now: Date,
): string | null {
  if (intent.refundedAt || intent.status === "refunded") return "Already refunded.";
  if (!intent.fulfilledAt) return "Only completed payments can be refunded.";
  if (now.getTime() - intent.fulfilledAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
    return "The 30-day money-back guarantee for this purchase has ended.";
  }
  if (creatorShareStatuses.includes("paid"))
    return "The creator's share of this donation has already been paid out.";
  if (creatorShareStatuses.includes("batched")) {
    return "The creator's share of this donation is in a payout batch; mark that payment failed first.";
  }
  return null;
}
