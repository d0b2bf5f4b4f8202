/**
 * Everything the admin's user details panel shows: the user, their skits,
 * downloads made and received, credits and their history, revenue, lifetime
 * status, and the audit entries about them.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { auditLog, creditLedger, downloads, revenues, skits, users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import type { AdminUserDetails } from "../admin.schema.ts";
import { assertAdmin } from "./admin-access.ts";
import { adminUserColumns } from "./list-users.ts";

export async function getUserDetails(options: {
  db: Tx;
  admin: SessionUser;
  userId: number;
}): Promise<AdminUserDetails> {
  assertAdmin(options.admin);
  const { db, userId } = options;
  const [user] = await db
    .select({
      ...adminUserColumns,
      authProvider: users.authProvider,
      emailVerified: users.emailVerified,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "User not found.");

  const actor = alias(users, "actor");
  const [skitRows, counts, made, revenue, ledger, audit] = await Promise.all([
    db
      .select({
        id: skits.id,
        uuid: skits.uuid,
        title: skits.title,
        status: skits.status,
        downloadCount: skits.downloadCount,
        createdAt: skits.createdAt,
      })
      .from(skits)
      .where(eq(skits.creatorId, userId))
      .orderBy(desc(skits.createdAt))
      .limit(50),
    db
      .select({
        total: sql<number>`count(*)::int`,
        approved: sql<number>`count(*) filter (where ${skits.status} = 'approved')::int`,
        pending: sql<number>`count(*) filter (where ${skits.status} = 'pending')::int`,
        rejected: sql<number>`count(*) filter (where ${skits.status} = 'rejected')::int`,
        received: sql<number>`coalesce(sum(${skits.downloadCount}), 0)::int`,
      })
      .from(skits)
      .where(eq(skits.creatorId, userId)),
    db.select({ count: sql<number>`count(*)::int` }).from(downloads).where(eq(downloads.userId, userId)),
    db
      .select({
        total: sql<number>`coalesce(sum(${revenues.amountCents}), 0)::int`,
        pending: sql<number>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} in ('pending', 'batched')), 0)::int`,
        paid: sql<number>`coalesce(sum(${revenues.amountCents}) filter (where ${revenues.status} = 'paid'), 0)::int`,
      })
      .from(revenues)
      .where(and(eq(revenues.userId, userId), ne(revenues.status, "refunded"))),
    db
      .select({
        id: creditLedger.id,
        delta: creditLedger.delta,
        reason: creditLedger.reason,
        note: creditLedger.note,
        actorId: creditLedger.actorId,
        createdAt: creditLedger.createdAt,
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
      .limit(25),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        actorId: auditLog.actorId,
        actorEmail: actor.email,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(eq(auditLog.subjectUserId, userId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(50),
  ]);
  const c = counts[0];
  const r = revenue[0];
  return {
    user: { ...user, createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString() },
    skits: skitRows.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    skitCounts: {
      total: c?.total ?? 0,
      approved: c?.approved ?? 0,
      pending: c?.pending ?? 0,
      rejected: c?.rejected ?? 0,
    },
    downloads: { made: made[0]?.count ?? 0, received: c?.received ?? 0 },
    revenue: { totalCents: r?.total ?? 0, pendingCents: r?.pending ?? 0, paidCents: r?.paid ?? 0 },
    creditHistory: ledger.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
    audit: audit.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
