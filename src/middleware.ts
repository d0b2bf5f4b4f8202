/**
 * Every request: make sure the database is migrated, resolve the session cookie
 * into locals.user, and add the security headers.
 */
import { defineMiddleware } from "astro:middleware";
import { loadSessionUser } from "./server/auth/current-user.ts";
import { SESSION_COOKIE, setSessionCookie, validateSessionToken } from "./server/auth/session.ts";
import { getDb } from "./server/db/client.ts";
import { withPageCache } from "./server/http/cache.ts";
import { errorResponse, isDatabaseUnavailable } from "./server/http/handler.ts";
import { applySecurityHeaders, screenRequest } from "./server/http/security-headers.ts";
import { logger } from "./server/logger.ts";

/** The page shown when the database (or the session store) cannot be reached; the status is 503 unless told. */
function unavailablePage(status = 503): Response {
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable — Scripture Skits</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Scripture Skits is temporarily unavailable</h1><p>${status === 503 ? "We can't reach our database right now." : "Something went wrong on our side."} Please try again in a moment.</p><p><a href="/">Try again</a></p></body></html>`,
    {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "retry-after": "5",
        "cache-control": "no-store",
      },
    },
  );
}

export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.session = null;
  context.locals.requestId = crypto.randomUUID();
  const isApi = context.url.pathname.startsWith("/api/");
  const refused = screenRequest(context.request, context.url);
  if (refused) return applySecurityHeaders(refused, context.url);

  try {
    const db = await getDb();
    const token = context.cookies.get(SESSION_COOKIE)?.value;
    if (token) {
      const session = await validateSessionToken(token);
      if (session) {
        const user = await loadSessionUser(db, session.userId);
        if (user) {
          context.locals.user = user;
          context.locals.session = session;
          if (session.renewed) {
            setSessionCookie(context.cookies, token, session.expiresAt, context.url.protocol === "https:");
          }
        }
      }
    }
  } catch (error) {
    if (context.url.pathname === "/api/health") return next();
    const response = errorResponse(error);
    if (isApi) return applySecurityHeaders(response, context.url);
    return applySecurityHeaders(unavailablePage(response.status), context.url);
  }

  try {
    const response = await withPageCache(context, next);
    return applySecurityHeaders(response, context.url);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error("database unavailable while rendering", error);
    return applySecurityHeaders(unavailablePage(), context.url);
  }
});
