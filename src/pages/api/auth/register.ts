import { registerSchema } from "~/features/accounts/accounts.schema.ts";
import { clientIp } from "~/features/accounts/server/client-ip.ts";
import { registerUser } from "~/features/accounts/server/register-user.ts";
import { isSecureRequest, startUserSession } from "~/features/accounts/server/user-session.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** Registers with email and password (5 starting credits) and signs the new user in. */
export const POST = api(async (ctx) => {
  const input = await readJson(ctx.request, registerSchema);
  const user = await registerUser({ db: await getDb(), input, ip: clientIp(ctx) });
  await startUserSession({ cookies: ctx.cookies, userId: user.id, secure: isSecureRequest(ctx.url) });
  return json(user, { status: 201 });
});
