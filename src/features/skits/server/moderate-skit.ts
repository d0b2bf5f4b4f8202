/** Admin moderation: approve or reject a pending skit (rejected skits are kept, out of the library). */
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { grantRemixCredit } from "../../remix/server/grant-remix-credit.ts";
import { findSkit } from "./skit-view.ts";

async function loadForModeration(db: Db, admin: SessionUser, idOrUuid: string) {
  if (!admin.isAdmin) throw new AppError("FORBIDDEN", "Administrator access is required.");
  const skit = await findSkit(db, idOrUuid);
  if (!skit) throw new AppError("NOT_FOUND", "Skit not found.");
  return skit;
}

export async function approveSkit(options: { db: Db; admin: SessionUser; idOrUuid: string }) {
  const { db, admin } = options;
  const skit = await loadForModeration(db, admin, options.idOrUuid);
  if (skit.status === "approved") return skit;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(skits)
      .set({ status: "approved", rejectionReason: null, approvedAt: now, updatedAt: now })
      .where(and(eq(skits.id, skit.id), eq(skits.status, skit.status)))
      .returning();
    if (!row)
      throw new AppError("CONFLICT", "This skit was changed by someone else. Please reload and try again.");
    await recordAudit(tx, {
      actorId: admin.id,
      action: "skit.approve",
      targetType: "skit",
      targetId: String(skit.id),
      subjectUserId: skit.creatorId,
      before: { status: skit.status },
      after: { status: "approved" },
    });
    // A remix earns the original's creator a credit (once per remix).
    await grantRemixCredit(tx, row, admin.id);
    return row;
  });
}

export async function rejectSkit(options: {
  db: Db;
  admin: SessionUser;
  idOrUuid: string;
  reason?: string | undefined;
}) {
  const { db, admin } = options;
  const skit = await loadForModeration(db, admin, options.idOrUuid);
  const reason = options.reason?.trim() || null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(skits)
      .set({ status: "rejected", rejectionReason: reason, approvedAt: null, updatedAt: new Date() })
      .where(eq(skits.id, skit.id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", "Skit not found.");
    await recordAudit(tx, {
      actorId: admin.id,
      action: "skit.reject",
      targetType: "skit",
      targetId: String(skit.id),
      subjectUserId: skit.creatorId,
      before: { status: skit.status },
      after: { status: "rejected", reason },
    });
    return row;
  });
}
