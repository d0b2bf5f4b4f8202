/**
 * The Stripe provider: PaymentIntents with our metadata (user, purpose, skit),
 * retrieval for every fulfilment, refunds with an idempotency key, and webhook
 * signature checks. host/port/protocol point the SDK at a local fake in tests.
 */
import Stripe from "stripe";
import { AppError } from "../../../server/http/errors.ts";
import { logger } from "../../../server/logger.ts";
import type { PaymentProvider, ProviderPayment, WebhookEvent } from "./payment-provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(intent.metadata ?? {})) {
    if (typeof value === "string") metadata[key] = value;
  }
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata,
  };
}

function providerError(error: unknown, action: string): AppError {
  logger.error(`stripe: ${action} failed`, error instanceof Error ? error.message : error);
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError("PAYMENT_REQUIRED", error.message);
  }
  return new AppError("BAD_GATEWAY", "The payment provider could not be reached. Please try again.");
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: "stripe",
    publishableKey: options.publishableKey,

    async createPaymentIntent(input) {
      try {
        const metadata: Record<string, string> = {
          userId: input.metadata.userId,
          purpose: input.metadata.purpose,
        };
        if (input.metadata.skitId) metadata.skitId = input.metadata.skitId;
        const intent = await stripe.paymentIntents.create({
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata,
          automatic_payment_methods: { enabled: true },
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
        });
        if (!intent.client_secret) {
          throw new AppError("BAD_GATEWAY", "The payment provider did not return a client secret.");
        }
        return { ...toPayment(intent), clientSecret: intent.client_secret };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw providerError(error, "create payment intent");
      }
    },

    async retrievePaymentIntent(id) {
      try {
        return toPayment(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw providerError(error, "retrieve payment intent");
      }
    },

    async refundPayment({ paymentIntentId, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
        return { id: refund.id, status: refund.status ?? "pending" };
      } catch (error) {
        throw providerError(error, "refund");
      }
    },

    async constructWebhookEvent(rawBody, signature, secret): Promise<WebhookEvent> {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
      } catch {
        throw new AppError("BAD_REQUEST", "The webhook signature could not be verified.");
      }
      const object = event.data.object as { id?: unknown };
      return { id: event.id, type: event.type, objectId: typeof object.id === "string" ? object.id : null };
    },
  };
}
