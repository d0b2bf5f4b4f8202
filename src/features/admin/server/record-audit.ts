import type { Tx } from "../../../server/db/client.ts";
import { auditLog } from "../../../server/db/schema.ts";

/** Writes one audit-log row (who, what, when, before/after) inside the caller's transaction. */
export async function recordAudit(
  tx: Tx,
  entry: {
    actorId: number;
    action: string;
    targetType: string;
    targetId: string | null;
    subjectUserId?: number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    subjectUserId: entry.subjectUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
