/**
 * The contact form (spec section 5, "Contact"): name, email, subject and
 * message, all required. Used by the /contact page, /api/contact and the
 * form's script (which shows the server's field errors inline).
 */
import { z } from "zod";

export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
} as const;

export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent. We'll reply by email soon.";

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A field real people leave empty (it is hidden); bots fill it in. */
export const CONTACT_HONEYPOT_FIELD = "website";

const text = (message: string) => z.string({ error: message }).trim();

export const contactSchema = z.object({
  name: text(CONTACT_MESSAGES.name)
    .min(2, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.name, `Name must be ${CONTACT_LIMITS.name} characters or less`),
  email: text(CONTACT_MESSAGES.email)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)
    .pipe(z.email(CONTACT_MESSAGES.email)),
  subject: text(CONTACT_MESSAGES.subject)
    .min(5, CONTACT_MESSAGES.subject)
    .max(CONTACT_LIMITS.subject, `Subject must be ${CONTACT_LIMITS.subject} characters or less`),
  message: text(CONTACT_MESSAGES.message)
    .min(10, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message, `Message must be ${CONTACT_LIMITS.message} characters or less`),
});

/** What the form sends: the four fields plus the honeypot. */
export const contactSubmissionSchema = contactSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** The form's values as strings (a missing field is ""), for re-rendering after an error. */
export function contactValuesFromForm(
  form: FormData,
): Record<ContactField | typeof CONTACT_HONEYPOT_FIELD, string> {
  const read = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    subject: read("subject"),
    message: read("message"),
    [CONTACT_HONEYPOT_FIELD]: read(CONTACT_HONEYPOT_FIELD),
  };
}

/** The first message for each field from an error response's `errors`. */
export function firstFieldErrors(
  errors: Record<string, string[] | undefined> | undefined,
): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  if (!errors) return out;
  for (const field of CONTACT_FIELDS) {
    const first = errors[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}
