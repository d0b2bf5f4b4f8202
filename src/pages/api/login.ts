import { beginExternalSignIn } from "~/features/accounts/server/external-sign-in.ts";
import { isSecureRequest } from "~/features/accounts/server/user-session.ts";
import { api } from "~/server/http/handler.ts";

/** Starts external sign-in (OIDC or Google); without a provider it goes to /login, keeping ?next. */
export const GET = api(async (ctx) => {
  const location = await beginExternalSignIn({
    cookies: ctx.cookies,
    url: ctx.url,
    secure: isSecureRequest(ctx.url),
  });
  return ctx.redirect(location, 302);
});
