/**
 * Records a donation after the browser's card payment succeeded
 * (POST /api/donations, POST /api/skits/{id}/donate). The payment is verified
 * with the provider and must be this user's donation of exactly this amount for
 * this skit (or for no skit); it is recorded once, a replay answers the same.
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { AppError } from "../../../server/http/errors.ts";
import { canViewSkit } from "../../skits/server/skit-access.ts";
import { findSkit } from "../../skits/server/skit-view.ts";
import type { ChurchSize, FulfilmentView } from "../money.schema.ts";
import { SKIT_NOT_AVAILABLE_MESSAGE } from "./create-payment.ts";
import { fulfilPayment } from "./fulfil-payment.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export const PAYPAL_NOT_ACCEPTED_MESSAGE =
  "Donations are taken by card. Please use the card form (paymentMethod 'stripe').";

export async function recordDonation(options: {
  db: Db;
  provider: PaymentProvider;
  user: SessionUser;
  paymentIntentId: string;
  amountCents: number;
  paymentMethod: "stripe" | "paypal";
  skitRef: string | null;
  churchSize?: ChurchSize | null;
}): Promise<FulfilmentView> {
  const { db, user } = options;
  if (options.paymentMethod !== "stripe") throw new AppError("BAD_REQUEST", PAYPAL_NOT_ACCEPTED_MESSAGE);
  let skitId: number | null = null;
  if (options.skitRef) {
    const skit = await findSkit(db, options.skitRef);
    if (!skit || !canViewSkit(user, skit)) throw new AppError("NOT_FOUND", SKIT_NOT_AVAILABLE_MESSAGE);
    skitId = skit.id;
  }
  return fulfilPayment({
    db,
    provider: options.provider,
    paymentIntentId: options.paymentIntentId,
    expected: { userId: user.id, purposes: ["donation"], amountCents: options.amountCents, skitId },
    churchSize: options.churchSize ?? null,
  });
}
