import { forgotPasswordSchema } from "~/features/accounts/accounts.schema.ts";
import { clientIp } from "~/features/accounts/server/client-ip.ts";
import { publicBaseUrl } from "~/features/accounts/server/external-sign-in.ts";
import { requestPasswordReset } from "~/features/accounts/server/request-password-reset.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** Mails a reset link when the email has an account; the answer is the same either way. */
export const POST = api(async (ctx) => {
  const input = await readJson(ctx.request, forgotPasswordSchema);
  const { message } = await requestPasswordReset({
    db: await getDb(),
    input,
    baseUrl: publicBaseUrl(ctx.url),
    ip: clientIp(ctx),
  });
  return json({ message });
});
