/** An admin deletes a category; the database removes it from every skit (cascade). */
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { categories, skitCategories } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";

export async function deleteCategory(options: {
  db: Db;
  admin: SessionUser;
  categoryId: number;
}): Promise<{ id: number; name: string; removedFromSkits: number }> {
  const { db, admin, categoryId } = options;
  assertAdmin(admin);
  return db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for("update");
    if (!category) throw new AppError("NOT_FOUND", "Category not found.");
    const [links] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(skitCategories)
      .where(eq(skitCategories.categoryId, categoryId));
    await tx.delete(categories).where(eq(categories.id, categoryId));
    const removedFromSkits = links?.count ?? 0;
    await recordAudit(tx, {
      actorId: admin.id,
      action: "category.delete",
      targetType: "category",
      targetId: String(categoryId),
      before: { name: category.name, description: category.description, color: category.color },
      after: { removedFromSkits },
    });
    return { id: categoryId, name: category.name, removedFromSkits };
  });
}
