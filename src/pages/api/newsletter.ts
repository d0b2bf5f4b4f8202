/**
 * POST /api/newsletter — subscribe an email.
 * JSON in: 201 { message } new, 200 { message } already subscribed, 400 { message, errors } invalid.
 * A form post (no JavaScript) is answered with 303 back to the page it came from, ?newsletter=ok|exists|invalid|error.
 */

import {
  NEWSLETTER_MESSAGES,
  type NewsletterStatus,
  newsletterRedirectTarget,
  newsletterSchema,
} from "../../features/content/newsletter.ts";
import { subscribeNewsletter } from "../../features/content/server/subscribe-newsletter.ts";
import { getDb } from "../../server/db/client.ts";
import { api, json, readJson } from "../../server/http/handler.ts";
import { logger } from "../../server/logger.ts";

export const POST = api(async ({ request, url }) => {
  const isJson = request.headers.get("content-type")?.includes("application/json") ?? false;

  if (isJson) {
    const input = await readJson(request, newsletterSchema);
    const result = await subscribeNewsletter(await getDb(), input);
    return result.status === "created"
      ? json({ message: NEWSLETTER_MESSAGES.ok }, { status: 201 })
      : json({ message: NEWSLETTER_MESSAGES.exists }, { status: 200 });
  }

  let status: NewsletterStatus;
  const form = await request.formData().catch(() => null);
  const parsed = newsletterSchema.safeParse({ email: form?.get("email") ?? undefined });
  if (!parsed.success) {
    status = "invalid";
  } else {
    try {
      const result = await subscribeNewsletter(await getDb(), parsed.data);
      status = result.status === "created" ? "ok" : "exists";
    } catch (error) {
      logger.error("newsletter subscription failed", error);
      status = "error";
    }
  }
  const location = newsletterRedirectTarget(request.headers.get("referer"), url.origin, status);
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
});
