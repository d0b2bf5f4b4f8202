/**
 * Stores a contact-form message and forwards it by email to SUPPORT_EMAIL.
 * Validates with the shared schema, silently drops submissions that filled
 * the honeypot, and limits each address to a few messages an hour. The mail is
 * sent after the row is stored (never inside a transaction); a failed send is
 * logged, not shown — the message is safe in the database for the admin's
 * Messages tab.
 */
import { config } from "../../../server/config.ts";
import type { Tx } from "../../../server/db/client.ts";
import { contactMessages } from "../../../server/db/schema.ts";
import { AppError, validationError } from "../../../server/http/errors.ts";
import { consumeRateLimit, describeWait } from "../../../server/kv/rate-limit.ts";
import { logger } from "../../../server/logger.ts";
import { type MailMessage, sendMail } from "../../../server/services/mail.ts";
import { CONTACT_HONEYPOT_FIELD, type ContactInput, contactSchema } from "../contact.schema.ts";

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

export interface SubmitContactOptions {
  userId?: number | null;
  /** The sender's address, for the rate limit (none when unknown). */
  ip?: string | null;
}

/** The email that forwards a stored contact message to the support inbox. */
export function contactForwardMail(
  message: ContactInput & { id: number; userId: number | null },
  to: string,
): MailMessage {
  const subject = message.subject.replace(/[\r\n]+/g, " ");
  return {
    to,
    subject: `[Contact #${message.id}] ${subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      message.userId ? `Signed in as user #${message.userId}` : "Not signed in",
      `Subject: ${subject}`,
      "",
      message.message,
      "",
      `Reply to ${message.email}. This message is also in the admin dashboard (Messages tab).`,
    ].join("\n"),
  };
}

/**
 * Returns the stored message's id (null when the honeypot caught a bot) and
 * the forwarding mail's delivery, which never rejects (failures are logged).
 */
export async function submitContactMessage(
  db: Tx,
  submission: unknown,
  options: SubmitContactOptions = {},
): Promise<{ id: number | null; delivery: Promise<void> }> {
  const parsed = contactSchema.safeParse(submission);
  if (!parsed.success) throw validationError(parsed.error);

  const honeypot = (submission as Record<string, unknown> | null)?.[CONTACT_HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return { id: null, delivery: Promise.resolve() };

  const who = options.ip ? ["ip", options.ip] : options.userId ? ["user", options.userId] : null;
  if (who) {
    const rate = await consumeRateLimit({ key: ["contact", ...who], ...CONTACT_RATE_LIMIT });
    if (!rate.allowed) {
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `You've sent several messages in a short time. Please try again in ${describeWait(rate.retryAfterMs)}.`,
        { headers: { "retry-after": String(Math.ceil(rate.retryAfterMs / 1000)) } },
      );
    }
  }

  const [row] = await db
    .insert(contactMessages)
    .values({ ...parsed.data, userId: options.userId ?? null })
    .returning({ id: contactMessages.id });
  if (!row) return { id: null, delivery: Promise.resolve() };
  const mail = contactForwardMail(
    { ...parsed.data, id: row.id, userId: options.userId ?? null },
    config().SUPPORT_EMAIL,
  );
  const delivery = sendMail(mail).catch((error: unknown) => {
    logger.error(`forwarding contact message ${row.id} to the support inbox failed`, error);
  });
  return { id: row.id, delivery };
}
