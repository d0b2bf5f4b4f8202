import { loginSchema } from "~/features/accounts/accounts.schema.ts";
import { clientIp } from "~/features/accounts/server/client-ip.ts";
import { signInWithPassword } from "~/features/accounts/server/sign-in.ts";
import { isSecureRequest, startUserSession } from "~/features/accounts/server/user-session.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** Signs in with email and password; every sign-in gets a new session. */
export const POST = api(async (ctx) => {
  const input = await readJson(ctx.request, loginSchema);
  const user = await signInWithPassword({ db: await getDb(), input, ip: clientIp(ctx) });
  await startUserSession({ cookies: ctx.cookies, userId: user.id, secure: isSecureRequest(ctx.url) });
  return json(user);
});
