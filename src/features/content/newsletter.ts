/**
 * The footer's newsletter sign-up: the email rule and the messages shown for
 * each outcome (shared by the API route, the footer and its script).
 */
import { z } from "zod";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The outcome of a sign-up, also the value of the ?newsletter= query parameter after a form post. */
export type NewsletterStatus = "ok" | "exists" | "invalid" | "error";

export const NEWSLETTER_MESSAGES: Record<NewsletterStatus, string> = {
  ok: "Thanks for subscribing!",
  exists: "You're already subscribed.",
  invalid: INVALID_EMAIL_MESSAGE,
  error: "We couldn't save your subscription just now. Please try again.",
};

export function isNewsletterStatus(value: string | null | undefined): value is NewsletterStatus {
  return value === "ok" || value === "exists" || value === "invalid" || value === "error";
}

/**
 * Where a form post goes back to: the Referer's path and query on this site
 * with ?newsletter=<status>, anchored at the form; "/" for a foreign or
 * missing Referer.
 */
export function newsletterRedirectTarget(
  referer: string | null,
  origin: string,
  status: NewsletterStatus,
): string {
  let target = new URL("/", origin);
  if (referer) {
    try {
      const from = new URL(referer, origin);
      if (from.origin === origin && !from.pathname.startsWith("/api/")) target = from;
    } catch {
      // An unparsable Referer falls back to the home page.
    }
  }
  target.searchParams.set("newsletter", status);
  target.hash = "newsletter";
  return `${target.pathname}${target.search}${target.hash}`;
}
