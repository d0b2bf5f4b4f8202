/** An admin renames, describes or recolours a category. */
import { and, eq, ne, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { categories } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { type AdminCategory, type CategoryForm, duplicateCategoryMessage } from "../categories.schema.ts";
import { isUniqueViolation } from "./category-errors.ts";
import { getAdminCategory } from "./list-admin-categories.ts";

export async function updateCategory(options: {
  db: Db;
  admin: SessionUser;
  categoryId: number;
  input: CategoryForm;
}): Promise<AdminCategory> {
  const { db, admin, categoryId, input } = options;
  assertAdmin(admin);
  const conflict = () =>
    new AppError("CONFLICT", duplicateCategoryMessage(input.name), {
      errors: { name: [duplicateCategoryMessage(input.name)] },
    });
  const taken = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(sql`lower(${categories.name}) = lower(${input.name})`, ne(categories.id, categoryId)))
    .limit(1);
  if (taken[0]) throw conflict();
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for("update");
      if (!before) throw new AppError("NOT_FOUND", "Category not found.");
      const [after] = await tx
        .update(categories)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(categories.id, categoryId))
        .returning();
      await recordAudit(tx, {
        actorId: admin.id,
        action: "category.update",
        targetType: "category",
        targetId: String(categoryId),
        before: { name: before.name, description: before.description, color: before.color },
        after: { name: after!.name, description: after!.description, color: after!.color },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
  const updated = await getAdminCategory(db, categoryId);
  if (!updated) throw new AppError("NOT_FOUND", "Category not found.");
  return updated;
}
