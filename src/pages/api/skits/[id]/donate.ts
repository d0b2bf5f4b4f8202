/** POST /api/skits/{id}/donate {amount, paymentMethod, paymentId}: records a donation for this skit (see /api/donations). */
import { skitDonationSchema } from "~/features/money/money.schema.ts";
import { getPaymentProvider } from "~/features/money/server/payment-provider.ts";
import { recordDonation } from "~/features/money/server/record-donation.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to donate.");
  const input = await readJson(ctx.request, skitDonationSchema);
  const result = await recordDonation({
    db: await getDb(),
    provider: getPaymentProvider(),
    user,
    paymentIntentId: input.paymentId,
    amountCents: input.amount,
    paymentMethod: input.paymentMethod,
    skitRef: ctx.params.id ?? "",
  });
  return json({ message: "Thank you for your donation!", ...result });
});
