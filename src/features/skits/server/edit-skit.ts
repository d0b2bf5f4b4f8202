/**
 * Regenerate a pending skit from an updated form. One edit and one credit are
 * taken in the same transaction as the update, each by a conditional update,
 * so two concurrent edits cannot both use the last edit.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import type { GenerateOptions, SkitGenerator } from "../../generation/generator.ts";
import { CREDIT_COST_EDIT, canAfford, NO_CREDITS_MESSAGE, spendCredits } from "../../money/server/credits.ts";
import type { SkitForm } from "../skit.schema.ts";
import { formColumns, writeSkit } from "./create-skit.ts";
import { getVisibleSkit } from "./get-skit.ts";
import { EDIT_REFUSAL_MESSAGES, editRefusal } from "./skit-access.ts";
import { type SkitView, toSkitView } from "./skit-view.ts";

export async function editSkit(options: {
  db: Db;
  user: SessionUser;
  idOrUuid: string;
  form: SkitForm;
  generator: SkitGenerator;
  generateOptions?: GenerateOptions;
}): Promise<SkitView> {
  const { db, user, form, generator } = options;
  const skit = await getVisibleSkit(db, options.idOrUuid, user);
  const refusal = editRefusal(user, skit);
  if (refusal) throw new AppError("FORBIDDEN", EDIT_REFUSAL_MESSAGES[refusal]);
  if (!canAfford(user, CREDIT_COST_EDIT)) throw new AppError("FORBIDDEN", NO_CREDITS_MESSAGE);
  const written = await writeSkit(generator, form, options.generateOptions ?? {});
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(skits)
      .set({
        ...formColumns(form),
        ...written,
        source: generator.name,
        editsRemaining: sql`${skits.editsRemaining} - 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(skits.id, skit.id), eq(skits.status, "pending"), gt(skits.editsRemaining, 0)))
      .returning();
    if (!row) throw new AppError("CONFLICT", EDIT_REFUSAL_MESSAGES["no-edits"]);
    await spendCredits(tx, user, CREDIT_COST_EDIT, "edit", row.id);
    return row;
  });
  return toSkitView(db, updated, user);
}
