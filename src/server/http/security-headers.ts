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
