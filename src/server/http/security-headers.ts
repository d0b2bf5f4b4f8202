/** Security headers added to every response (the CSP itself lives in csp.ts). */
import { config } from "../config.ts";
import { CONTENT_SECURITY_POLICY } from "./csp.ts";

/** HSTS only when the site is served over https: the request itself, or PUBLIC_BASE_URL behind a proxy. */
function isHttps(url: URL): boolean {
  return url.protocol === "https:" || (config().PUBLIC_BASE_URL?.startsWith("https:") ?? false);
}

export function applySecurityHeaders(response: Response, url: URL): Response {
  const headers = response.headers;
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  try {
    set("x-content-type-options", "nosniff");
    set("referrer-policy", "strict-origin-when-cross-origin");
    set("x-frame-options", "DENY");
    set("permissions-policy", "camera=(), microphone=(), geolocation=()");
    set("cross-origin-opener-policy", "same-origin");
    set("content-security-policy", CONTENT_SECURITY_POLICY);
    if (isHttps(url)) set("strict-transport-security", "max-age=63072000; includeSubDomains");
  } catch {
    // Some responses (redirects from fetch, static files) have immutable headers.
    return response;
  }
  return response;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a write sent by another site. Astro's checkOrigin covers form posts;
 * this adds every other body type (JSON, none): a browser names the page's
 * origin in `Origin` on every cross-origin POST/PUT/DELETE, so a write whose
 * Origin is neither this server's nor PUBLIC_BASE_URL's is refused with 403.
 * Requests without Origin (server-to-server callers such as payment webhooks,
 * scripts) are left to the route's own checks.
 */
function refuseCrossSiteWrite(request: Request, url: URL): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const allowed = new Set([url.origin]);
  const publicBase = config().PUBLIC_BASE_URL;
  if (publicBase) allowed.add(new URL(publicBase).origin);
  const crossOrigin = origin !== null && !allowed.has(origin);
  if (!crossOrigin && site !== "cross-site") return null;
  return refusal(403, "Cross-site requests are not allowed.");
}

/** A NUL character in the path or query cannot reach PostgreSQL text: 400 here instead of a 500 there. */
function refuseNulInUrl(url: URL): Response | null {
  const raw = url.pathname + url.search;
  if (!raw.includes("%00") && !raw.includes("\u0000")) return null;
  return refusal(400, "The address contains a character that is not allowed.");
}

function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/** Requests refused before any work: cross-site writes (403) and NUL characters in the address (400). */
export function screenRequest(request: Request, url: URL): Response | null {
  return refuseNulInUrl(url) ?? refuseCrossSiteWrite(request, url);
}
