/** Contact-form messages for the admin, newest first, and marking one as read. */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db, Tx } from "../../../server/db/client.ts";
import { contactMessages } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import type { ContactMessageRow } from "../admin.schema.ts";
import { assertAdmin, iso } from "./admin-access.ts";
import { recordAudit } from "./record-audit.ts";

export async function listContactMessages(options: {
  db: Tx;
  admin: SessionUser;
  limit?: number;
}): Promise<{ messages: ContactMessageRow[]; unread: number; total: number }> {
  assertAdmin(options.admin);
  const [rows, counts] = await Promise.all([
    options.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit ?? 200),
    options.db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int`,
      })
      .from(contactMessages),
  ]);
  return {
    messages: rows.map((r) => ({ ...r, readAt: iso(r.readAt), createdAt: r.createdAt.toISOString() })),
    unread: counts[0]?.unread ?? 0,
    total: counts[0]?.total ?? 0,
  };
}

export async function markContactMessageRead(options: {
  db: Db;
  admin: SessionUser;
  messageId: number;
}): Promise<ContactMessageRow> {
  const { db, admin, messageId } = options;
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({ readAt: new Date() })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.readAt)))
      .returning();
    if (updated) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: "contact.read",
        targetType: "contact_message",
        targetId: String(messageId),
        subjectUserId: updated.userId,
        before: { readAt: null },
        after: { readAt: updated.readAt?.toISOString() ?? null },
      });
    }
    const [row] = updated
      ? [updated]
      : await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId));
    if (!row) throw new AppError("NOT_FOUND", "Message not found.");
    return { ...row, readAt: iso(row.readAt), createdAt: row.createdAt.toISOString() };
  });
}
