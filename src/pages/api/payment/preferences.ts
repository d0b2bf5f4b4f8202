/** GET /api/payment/preferences → {paymentMethod, paypalEmail, minimumPayoutAmount}; POST saves {paymentMethod, paypalEmail}. */
import { paymentPreferencesSchema } from "~/features/money/money.schema.ts";
import { getPaymentPreferences } from "~/features/money/server/get-payment-preferences.ts";
import { savePaymentPreferences } from "~/features/money/server/save-payment-preferences.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const user = requireUser(ctx);
  return json(await getPaymentPreferences({ db: await getDb(), userId: user.id }));
});

export const POST = api(async (ctx) => {
  const user = requireUser(ctx);
  const input = await readJson(ctx.request, paymentPreferencesSchema);
  const saved = await savePaymentPreferences({ db: await getDb(), userId: user.id, input });
  return json({ message: "Payment settings updated", ...saved });
});
