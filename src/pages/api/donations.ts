/**
 * POST /api/donations {amount, skitId, paymentMethod 'stripe', paymentIntentId, churchSize?}: records a
 * donation after its card payment succeeded (verified with the provider; once; a replay answers the same).
 */
import { recordDonationSchema } from "~/features/money/money.schema.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { recordDonation } from "~/features/money/server/record-donation.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to donate.");
  const input = await readJson(ctx.request, recordDonationSchema);
  const result = await recordDonation({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    paymentIntentId: input.paymentIntentId,
    amountCents: input.amount,
    paymentMethod: input.paymentMethod,
    skitRef: input.skitId,
    churchSize: input.churchSize,
  });
  return json({ message: "Thank you for your donation!", ...result });
});
