/** POST /api/stripe/webhook: Stripe events, signature-checked over the raw body (STRIPE_WEBHOOK_SECRET). */
import { handleStripeWebhook } from "~/features/money/server/handle-stripe-webhook.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { config } from "~/server/config.ts";
import { getDb } from "~/server/db/client.ts";
import { AppError } from "~/server/http/errors.ts";
import { api, json } from "~/server/http/handler.ts";

const MAX_BYTES = 512 * 1024;

export const POST = api(async (ctx) => {
  const rawBody = await ctx.request.text();
  if (Buffer.byteLength(rawBody) > MAX_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  const result = await handleStripeWebhook({
    db: await getDb(),
    provider: getPaymentProvider(),
    secret: config().STRIPE_WEBHOOK_SECRET,
    rawBody,
    signature: ctx.request.headers.get("stripe-signature"),
  });
  return json(result);
});
