/**
 * POST /api/stripe/webhook: verifies the signature over the raw body with
 * STRIPE_WEBHOOK_SECRET, then fulfils payment_intent.succeeded through the same
 * idempotent fulfilment as the browser's confirmation (the payment is re-read
 * from Stripe; the event's payload is not trusted). Other events are
 * acknowledged and ignored. A replayed event grants nothing twice.
 */
import type { Db } from "../../../server/db/client.ts";
import { AppError } from "../../../server/http/errors.ts";
import { logger } from "../../../server/logger.ts";
import { fulfilPayment } from "./fulfil-payment.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export interface WebhookResult {
  received: true;
  type: string;
  handled: boolean;
}

export async function handleStripeWebhook(options: {
  db: Db;
  provider: PaymentProvider;
  secret: string | undefined;
  rawBody: string;
  signature: string | null;
}): Promise<WebhookResult> {
  const { provider } = options;
  if (provider.name !== "stripe" || !provider.constructWebhookEvent || !options.secret) {
    throw new AppError("NOT_FOUND", "Stripe webhooks are not configured.");
  }
  if (!options.signature) throw new AppError("BAD_REQUEST", "The webhook signature could not be verified.");
  const event = await provider.constructWebhookEvent(options.rawBody, options.signature, options.secret);
  if (event.type !== "payment_intent.succeeded" || !event.objectId) {
    return { received: true, type: event.type, handled: false };
  }
  try {
    await fulfilPayment({ db: options.db, provider, paymentIntentId: event.objectId });
  } catch (error) {
    // A payment we cannot match (not ours, refunded, mismatched) is acknowledged so Stripe stops retrying;
    // provider or database trouble is answered with an error so Stripe retries later.
    if (
      error instanceof AppError &&
      ["NOT_FOUND", "CONFLICT", "BAD_REQUEST", "FORBIDDEN"].includes(error.code)
    ) {
      logger.warn(`stripe webhook ${event.id}: ${error.message}`);
      return { received: true, type: event.type, handled: false };
    }
    throw error;
  }
  return { received: true, type: event.type, handled: true };
}
