/**
 * The one Content-Security-Policy the whole site uses (no imports: astro.config.mjs
 * reads it at build time).
 *
 * Pages: Astro (security.csp in astro.config.mjs) renders the policy as a header
 * with a SHA-256 hash for every script it emits (bundled and inlined module
 * scripts, the island runtime, client directives) plus the hash of THEME_SCRIPT,
 * so inline scripts need no 'unsafe-inline'. Everything else (API answers, files,
 * the plain 503 page) gets CONTENT_SECURITY_POLICY, which allows no inline script.
 */

/**
 * Runs in <head> before the first paint: applies the stored theme (ui-theme,
 * default light), and tells zod in the islands not to probe `new Function` for
 * its JIT — the probe is caught, but a strict CSP still reports it as a violation.
 */
export const THEME_SCRIPT = `window.__zod_globalConfig = { jitless: true };
(function () {
  var root = document.documentElement;
  var pref = "light";
  try {
    var stored = localStorage.getItem("ui-theme");
    if (stored === "dark" || stored === "system") pref = stored;
  } catch (e) {}
  var dark = pref === "dark" || (pref === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  if (dark) root.classList.add("dark");
  root.style.colorScheme = dark ? "dark" : "light";
  root.setAttribute("data-theme-pref", pref);
})();`;

/** Directives other than script-src and style-src (Astro renders those two with its hashes). */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "font-src 'self'",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "connect-src 'self' https://api.stripe.com",
  "object-src 'none'",
] as const;

/** script-src sources besides the hashes: our own files and Stripe.js (loaded on demand by the card form). */
export const SCRIPT_SOURCES = ["'self'", "https://js.stripe.com"] as const;

/**
 * style-src sources: React and a few components set `style` attributes, which CSP
 * hashes cannot cover, so styles keep 'unsafe-inline' (scripts do not).
 */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"] as const;

/** The policy for responses Astro does not render as pages. */
export const CONTENT_SECURITY_POLICY = [
  ...CSP_DIRECTIVES,
  `script-src ${SCRIPT_SOURCES.join(" ")}`,
  `style-src ${STYLE_SOURCES.join(" ")}`,
].join("; ");
