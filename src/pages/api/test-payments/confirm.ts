/**
 * POST /api/test-payments/confirm {paymentIntentId, clientSecret, cardNumber, expiry, cvc}: the test-mode
 * card form. Answers {id, status}; a declined card answers 402 with the decline message. 404 unless payments
 * run in test mode.
 */
import { testCardSchema } from "~/features/money/money.schema.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { confirmTestCardPayment } from "~/features/money/server/test-mode-provider.ts";
import { AppError } from "~/server/http/errors.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  if (getPaymentProvider().name !== "test") throw new AppError("NOT_FOUND", "Test payments are turned off.");
  const input = await readJson(ctx.request, testCardSchema);
  return json(await confirmTestCardPayment(input));
});
