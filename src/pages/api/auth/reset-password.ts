import { resetPasswordSchema } from "~/features/accounts/accounts.schema.ts";
import { resetPassword } from "~/features/accounts/server/reset-password.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** Sets a new password with a mailed token and ends every session of that user. */
export const POST = api(async (ctx) => {
  const input = await readJson(ctx.request, resetPasswordSchema);
  await resetPassword({ db: await getDb(), input });
  return json({ message: "Your password has been reset. Please sign in with your new password." });
});
