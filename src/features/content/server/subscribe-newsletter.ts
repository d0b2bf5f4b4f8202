/** Adds an email to the newsletter list; a repeat (any letter case) is not an error. */
import type { Tx } from "../../../server/db/client.ts";
import { newsletterSubscribers } from "../../../server/db/schema.ts";
import { type NewsletterInput, newsletterSchema } from "../newsletter.ts";

export type SubscribeResult = { status: "created"; id: number } | { status: "exists" };

export async function subscribeNewsletter(db: Tx, input: NewsletterInput): Promise<SubscribeResult> {
  const { email } = newsletterSchema.parse(input);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  const row = inserted[0];
  return row ? { status: "created", id: row.id } : { status: "exists" };
}
