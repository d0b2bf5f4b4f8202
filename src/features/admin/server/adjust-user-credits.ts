/**
 * An admin adds or takes away credits, with a reason. The change goes through
 * grantCredits (the one place that changes credits) with a unique idempotency
 * key per request, never takes a balance below 0, and is audit-logged.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { users } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { grantCredits } from "../../money/server/credits.ts";
import type { CreditAdjustment } from "../admin.schema.ts";
import { assertAdmin } from "./admin-access.ts";
import { recordAudit } from "./record-audit.ts";

export interface CreditAdjustmentResult {
  userId: number;
  credits: number;
  /** The change made: a removal is capped at the balance. */
  applied: number;
  requested: number;
  /** True when this request id had already been applied (nothing changed now). */
  duplicate: boolean;
}

export async function adjustUserCredits(options: {
  db: Db;
  admin: SessionUser;
  userId: number;
  adjustment: CreditAdjustment;
}): Promise<CreditAdjustmentResult> {
  const { db, admin, userId, adjustment } = options;
  assertAdmin(admin);
  const idempotencyKey = `admin-adjust:${admin.id}:${adjustment.requestId ?? randomUUID()}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new AppError("NOT_FOUND", "User not found.");
    // Never below 0: a removal takes at most what the user has.
    const applied = Math.max(adjustment.delta, -user.credits);
    if (applied === 0) throw new AppError("BAD_REQUEST", "This user has no credits to remove.");
    const granted = await grantCredits(tx, {
      userId,
      amount: applied,
      reason: applied > 0 ? "admin-grant" : "admin-removal",
      idempotencyKey,
      actorId: admin.id,
      note: adjustment.reason,
    });
    if (!granted)
      return { userId, credits: user.credits, applied: 0, requested: adjustment.delta, duplicate: true };
    const credits = user.credits + applied;
    await recordAudit(tx, {
      actorId: admin.id,
      action: "user.credits.adjust",
      targetType: "user",
      targetId: String(userId),
      subjectUserId: userId,
      before: { credits: user.credits },
      after: { credits, delta: applied, requested: adjustment.delta, reason: adjustment.reason },
    });
    return { userId, credits, applied, requested: adjustment.delta, duplicate: false };
  });
}
