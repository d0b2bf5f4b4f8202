/**
 * Confirms a credit-pack purchase (Starter $10 → 10 credits, Ministry $25 → 25
 * credits): the payment is re-read from the provider and the credits are
 * granted once, keyed by the provider's payment id.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import type { FulfilmentView } from "../money.schema.ts";
import { fulfilPayment } from "./fulfil-payment.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export function confirmCreditPack(options: {
  db: Db;
  provider: PaymentProvider;
  user: SessionUser;
  paymentIntentId: string;
}): Promise<FulfilmentView> {
  return fulfilPayment({
    db: options.db,
    provider: options.provider,
    paymentIntentId: options.paymentIntentId,
    expected: { userId: options.user.id, purposes: ["credits-starter", "credits-ministry"] },
  });
}
