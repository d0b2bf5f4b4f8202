import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { getVisibleSkit } from "./get-skit.ts";
import { canDeleteSkit, isCreator } from "./skit-access.ts";

/** The creator or an admin deletes a skit (its ratings and category links go with it). */
export async function deleteSkit(options: { db: Db; user: SessionUser; idOrUuid: string }): Promise<void> {
  const { db, user } = options;
  const skit = await getVisibleSkit(db, options.idOrUuid, user);
  if (!canDeleteSkit(user, skit)) throw new AppError("FORBIDDEN", "You can only delete skits you created.");
  await db.transaction(async (tx) => {
    await tx.delete(skits).where(eq(skits.id, skit.id));
    if (user.isAdmin && !isCreator(user, skit)) {
      await recordAudit(tx, {
        actorId: user.id,
        action: "skit.delete",
        targetType: "skit",
        targetId: String(skit.id),
        subjectUserId: skit.creatorId,
        before: { title: skit.title, status: skit.status },
        after: null,
      });
    }
  });
}
