/**
 * POST /api/contact — JSON { name, email, subject, message }.
 * 201 { message } when stored; 400 { message, errors } with field errors; 429 when sent too often.
 * (The /contact page handles the same form posted without JavaScript.)
 */
import { clientIp } from "../../features/accounts/server/client-ip.ts";
import { CONTACT_SENT_MESSAGE, contactSubmissionSchema } from "../../features/content/contact.schema.ts";
import { submitContactMessage } from "../../features/content/server/submit-contact-message.ts";
import { getDb } from "../../server/db/client.ts";
import { AppError } from "../../server/http/errors.ts";
import { api, json, readJson } from "../../server/http/handler.ts";

export const POST = api(async (ctx) => {
  if (!ctx.request.headers.get("content-type")?.includes("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the contact form as JSON.");
  }
  const input = await readJson(ctx.request, contactSubmissionSchema);
  await submitContactMessage(await getDb(), input, {
    userId: ctx.locals.user?.id ?? null,
    ip: clientIp(ctx),
  });
  return json({ message: CONTACT_SENT_MESSAGE }, { status: 201 });
});
