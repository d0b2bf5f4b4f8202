/** A user's payout preference as the Payments tab edits it (paypal or none), with the payout minimum. */
import { eq } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { paymentPreferences } from "../../../server/db/schema.ts";
import {
  centsToDollars,
  DEFAULT_MINIMUM_PAYOUT_CENTS,
  type PaymentPreferencesView,
} from "../money.schema.ts";

export async function getPaymentPreferences(options: {
  db: Tx;
  userId: number;
}): Promise<PaymentPreferencesView> {
  const [row] = await options.db
    .select()
    .from(paymentPreferences)
    .where(eq(paymentPreferences.userId, options.userId))
    .limit(1);
  const minimum = row?.minimumPayoutCents ?? DEFAULT_MINIMUM_PAYOUT_CENTS;
  const paypal = row?.isActive && row.paymentMethod === "paypal" && row.paypalEmail;
  return {
    paymentMethod: paypal ? "paypal" : "none",
    paypalEmail: paypal ? row.paypalEmail : null,
    minimumPayoutAmount: centsToDollars(minimum),
    minimumPayoutCents: minimum,
  };
}
