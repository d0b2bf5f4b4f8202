/** The newsletter list for admins, and its CSV export. */
import { asc, desc, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { newsletterSubscribers } from "../../../server/db/schema.ts";
import type { NewsletterSubscriberRow } from "../admin.schema.ts";
import { assertAdmin } from "./admin-access.ts";

export async function listNewsletterSubscribers(options: {
  db: Tx;
  admin: SessionUser;
  limit?: number;
}): Promise<{ subscribers: NewsletterSubscriberRow[]; total: number }> {
  assertAdmin(options.admin);
  const [rows, count] = await Promise.all([
    options.db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(options.limit ?? 200),
    options.db.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers),
  ]);
  return {
    subscribers: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: count[0]?.total ?? 0,
  };
}

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every subscriber, oldest first, as CSV (email, subscribed_at) with CRLF line ends. */
export async function newsletterCsv(options: { db: Tx; admin: SessionUser }): Promise<string> {
  assertAdmin(options.admin);
  const rows = await options.db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  const lines = [
    "email,subscribed_at",
    ...rows.map((r) => `${csvCell(r.email)},${r.createdAt.toISOString()}`),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
