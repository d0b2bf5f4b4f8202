import type { APIContext } from "astro";
import { endUserSession, isSecureRequest } from "~/features/accounts/server/user-session.ts";
import { api } from "~/server/http/handler.ts";

/** Sign-out is a navigation (spec section 2): end the session, clear the cookie, go home. */
async function signOut(ctx: APIContext): Promise<Response> {
  await endUserSession({ cookies: ctx.cookies, secure: isSecureRequest(ctx.url) });
  return ctx.redirect("/", 302);
}

export const GET = api(signOut);
export const POST = api(signOut);
