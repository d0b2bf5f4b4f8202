/**
 * The payment provider behind every card payment: Stripe when both Stripe keys
 * are configured, otherwise the embedded test mode (a labelled test card form
 * that completes or declines payments locally). Fulfilment never trusts the
 * browser: it re-reads the payment from the provider (retrievePaymentIntent).
 */
import { config } from "../../../server/config.ts";
import { logger } from "../../../server/logger.ts";
import type { PaymentPurpose } from "../money.schema.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { testModeProvider } from "./test-mode-provider.ts";

/** What our server writes on every payment (Stripe metadata values are strings). */
export interface PaymentMetadata {
  userId: string;
  purpose: PaymentPurpose;
  skitId?: string;
}

/** A payment as the provider reports it. */
export interface ProviderPayment {
  id: string;
  /** Stripe's PaymentIntent statuses; test mode adds failed and refunded. */
  status: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface CreatedProviderPayment extends ProviderPayment {
  clientSecret: string;
}

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Stripe.js needs it in the browser; null in test mode. */
  readonly publishableKey: string | null;
  createPaymentIntent(input: {
    amountCents: number;
    currency: "usd";
    description: string;
    metadata: PaymentMetadata;
    receiptEmail?: string | undefined;
  }): Promise<CreatedProviderPayment>;
  /** Null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<ProviderPayment | null>;
  /** Refunds the whole payment; the same idempotency key never refunds twice. */
  refundPayment(input: {
    paymentIntentId: string;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string }>;
  /** Verifies a webhook's signature and returns the event (Stripe only). */
  constructWebhookEvent?(rawBody: string, signature: string, secret: string): Promise<WebhookEvent>;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The event's object id (for payment_intent.* events, the PaymentIntent id). */
  objectId: string | null;
}

let override: PaymentProvider | null = null;
let cachedStripe: { key: string; provider: PaymentProvider } | null = null;
let warned = false;

/** The configured provider: Stripe with both keys set, else test mode. */
export function getPaymentProvider(): PaymentProvider {
  if (override) return override;
  const cfg = config();
  if (cfg.STRIPE_SECRET_KEY && cfg.PUBLIC_STRIPE_PUBLISHABLE_KEY) {
    if (cachedStripe?.key !== cfg.STRIPE_SECRET_KEY) {
      cachedStripe = {
        key: cfg.STRIPE_SECRET_KEY,
        provider: createStripeProvider({
          secretKey: cfg.STRIPE_SECRET_KEY,
          publishableKey: cfg.PUBLIC_STRIPE_PUBLISHABLE_KEY,
        }),
      };
    }
    return cachedStripe.provider;
  }
  if (!warned && (cfg.STRIPE_SECRET_KEY || cfg.NODE_ENV === "production")) {
    warned = true;
    logger.warn(
      cfg.STRIPE_SECRET_KEY
        ? "STRIPE_SECRET_KEY is set without PUBLIC_STRIPE_PUBLISHABLE_KEY: payments run in TEST MODE"
        : "Payments run in TEST MODE (no real money): set STRIPE_SECRET_KEY and PUBLIC_STRIPE_PUBLISHABLE_KEY before going live",
    );
  }
  return testModeProvider;
}

/** Tests install a provider (e.g. Stripe against a local fake API); null restores the configured one. */
export function setPaymentProviderForTests(provider: PaymentProvider | null): void {
  override = provider;
}
