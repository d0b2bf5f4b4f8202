/**
 * Saves a user's payout preference (POST /api/payment/preferences): PayPal with
 * an email, or none (stored as no method; the creator's share then waits,
 * pending, until a method is chosen). One row per user.
 */
import type { Db } from "../../../server/db/client.ts";
import { paymentPreferences } from "../../../server/db/schema.ts";
import type { PaymentPreferencesInput, PaymentPreferencesView } from "../money.schema.ts";
import { getPaymentPreferences } from "./get-payment-preferences.ts";

export async function savePaymentPreferences(options: {
  db: Db;
  userId: number;
  input: PaymentPreferencesInput;
}): Promise<PaymentPreferencesView> {
  const { db, userId, input } = options;
  const values = {
    paymentMethod: input.paymentMethod === "paypal" ? "paypal" : null,
    paypalEmail: input.paymentMethod === "paypal" ? input.paypalEmail : null,
    isActive: true,
    updatedAt: new Date(),
  };
  await db
    .insert(paymentPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: paymentPreferences.userId, set: values });
  return getPaymentPreferences({ db, userId });
}
