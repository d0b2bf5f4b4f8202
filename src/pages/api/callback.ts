import { finishExternalSignIn } from "~/features/accounts/server/external-sign-in.ts";
import { isSecureRequest } from "~/features/accounts/server/user-session.ts";
import { getDb } from "~/server/db/client.ts";
import { api } from "~/server/http/handler.ts";

/** The provider sends the browser back here; it ends signed in (or on /login with the reason). */
export const GET = api(async (ctx) => {
  const result = await finishExternalSignIn({
    db: await getDb(),
    cookies: ctx.cookies,
    url: ctx.url,
    secure: isSecureRequest(ctx.url),
  });
  return ctx.redirect(result.location, 302);
});
