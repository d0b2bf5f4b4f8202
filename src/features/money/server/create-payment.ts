/**
 * Starts a card payment: a donation (any allowed amount, optionally for a
 * skit), Lifetime Creator ($67, refused to lifetime creators) or a credit pack.
 * The provider's payment carries our metadata (user, purpose, skit) and a local
 * payment_intents row records it; nothing is granted until the payment is
 * confirmed and re-read from the provider (fulfil-payment.ts).
 */
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { paymentIntents, users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { canViewSkit } from "../../skits/server/skit-access.ts";
import { findSkit } from "../../skits/server/skit-view.ts";
import {
  ALREADY_LIFETIME_MESSAGE,
  CREDIT_PACKS,
  CURRENCY,
  centsToDollars,
  LIFETIME_PRICE_CENTS,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  type PaymentIntentView,
  type PaymentPurpose,
  PURPOSE_LABELS,
} from "../money.schema.ts";
import type { PaymentMetadata, PaymentProvider } from "./payment-provider.ts";

export const SKIT_NOT_AVAILABLE_MESSAGE = "Skit information not available.";

/** The fixed price of every purpose except donations. */
export function priceOf(purpose: Exclude<PaymentPurpose, "donation">): number {
  if (purpose === "lifetime") return LIFETIME_PRICE_CENTS;
  return purpose === "credits-starter" ? CREDIT_PACKS.starter.priceCents : CREDIT_PACKS.ministry.priceCents;
}

export async function createPayment(options: {
  db: Db;
  provider: PaymentProvider;
  user: SessionUser;
  purpose: PaymentPurpose;
  /** Donations only; the other purposes have fixed prices. */
  amountCents?: number;
  /** Donations only: the skit's id or uuid. */
  skitRef?: string | null;
}): Promise<PaymentIntentView> {
  const { db, provider, user, purpose } = options;
  const [fresh] = await db
    .select({ isLifetimeCreator: users.isLifetimeCreator, email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  if (!fresh) throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in.");

  let amountCents: number;
  let skitId: number | null = null;
  let description = `Scripture Skits — ${PURPOSE_LABELS[purpose]}`;
  if (purpose === "donation") {
    amountCents = options.amountCents ?? 0;
    if (!Number.isInteger(amountCents) || amountCents < MIN_AMOUNT_CENTS || amountCents > MAX_AMOUNT_CENTS) {
      throw new AppError("BAD_REQUEST", "Amount must be between $1.00 and $10,000.00");
    }
    if (options.skitRef) {
      const skit = await findSkit(db, options.skitRef);
      if (!skit || !canViewSkit(user, skit)) throw new AppError("NOT_FOUND", SKIT_NOT_AVAILABLE_MESSAGE);
      skitId = skit.id;
      description = `Scripture Skits — Donation for "${skit.title.slice(0, 200)}"`;
    }
  } else {
    if (purpose === "lifetime" && fresh.isLifetimeCreator)
      throw new AppError("CONFLICT", ALREADY_LIFETIME_MESSAGE);
    amountCents = priceOf(purpose);
  }

  const metadata: PaymentMetadata = {
    userId: String(user.id),
    purpose,
    ...(skitId !== null ? { skitId: String(skitId) } : {}),
  };
  const created = await provider.createPaymentIntent({
    amountCents,
    currency: CURRENCY,
    description,
    metadata,
    receiptEmail: fresh.email,
  });
  if (!created.clientSecret)
    throw new AppError("BAD_GATEWAY", "The payment provider did not return a client secret.");

  // The local record (the test-mode provider has already written it).
  await db
    .insert(paymentIntents)
    .values({
      provider: provider.name,
      providerPaymentId: created.id,
      userId: user.id,
      purpose,
      skitId,
      amountCents,
      currency: CURRENCY,
      status: created.status,
      metadata: { ...metadata },
    })
    .onConflictDoNothing({ target: [paymentIntents.provider, paymentIntents.providerPaymentId] });

  return {
    id: created.id,
    clientSecret: created.clientSecret,
    status: created.status,
    provider: provider.name,
    publishableKey: provider.publishableKey,
    purpose,
    amount: centsToDollars(amountCents),
    amountCents,
    currency: CURRENCY,
  };
}
