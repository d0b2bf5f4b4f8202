/**
 * POST /api/confirm-lifetime-creator-payment: after the card provider reported
 * success, the server re-reads the payment and makes the user a Lifetime
 * Creator once. It must be this user's $67.00 USD Lifetime payment.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { type FulfilmentView, LIFETIME_PRICE_CENTS } from "../money.schema.ts";
import { fulfilPayment } from "./fulfil-payment.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export function confirmLifetimePurchase(options: {
  db: Db;
  provider: PaymentProvider;
  user: SessionUser;
  paymentIntentId: string;
}): Promise<FulfilmentView> {
  return fulfilPayment({
    db: options.db,
    provider: options.provider,
    paymentIntentId: options.paymentIntentId,
    expected: { userId: options.user.id, purposes: ["lifetime"], amountCents: LIFETIME_PRICE_CENTS },
  });
}
