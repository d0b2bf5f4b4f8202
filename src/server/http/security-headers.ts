/** Security headers added to every response. */
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
    set(
      "content-security-policy",
      [
        "default-src 'self'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "img-src 'self' data: https:",
        "media-src 'self' https:",
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self' 'unsafe-inline' https://js.stripe.com",
        "frame-src https://js.stripe.com https://hooks.stripe.com",
        "connect-src 'self' https://api.stripe.com",
        "object-src 'none'",
      ].join("; "),
    );
    if (url.protocol === "https:") set("strict-transport-security", "max-age=63072000; includeSubDomains");
  } catch {
    // Some responses (redirects from fetch, static files) have immutable headers.
    return response;
  }
  return response;
}
