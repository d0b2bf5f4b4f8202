/** An admin adds a category to a skit, or removes it (both idempotent, both audit-logged). */
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { categories, skitCategories } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { categoriesOf, findSkit, type SkitCategoryView } from "../../skits/server/skit-view.ts";

export interface SkitCategoriesResult {
  skitId: number;
  categoryId: number;
  /** False when the skit already had (or already lacked) the category. */
  changed: boolean;
  categories: SkitCategoryView[];
}

async function load(db: Db, skitIdOrUuid: string, categoryId: number) {
  const skit = await findSkit(db, skitIdOrUuid);
  if (!skit) throw new AppError("NOT_FOUND", "Skit not found.");
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw new AppError("NOT_FOUND", "Category not found.");
  return { skit, category };
}

export async function addSkitCategory(options: {
  db: Db;
  admin: SessionUser;
  skitIdOrUuid: string;
  categoryId: number;
}): Promise<SkitCategoriesResult> {
  const { db, admin } = options;
  assertAdmin(admin);
  const { skit, category } = await load(db, options.skitIdOrUuid, options.categoryId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(skitCategories)
      .values({ skitId: skit.id, categoryId: category.id })
      .onConflictDoNothing()
      .returning({ skitId: skitCategories.skitId });
    const changed = inserted.length > 0;
    if (changed) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: "skit.category.add",
        targetType: "skit",
        targetId: String(skit.id),
        subjectUserId: skit.creatorId,
        after: { categoryId: category.id, categoryName: category.name },
      });
    }
    const list = await categoriesOf(tx, [skit.id]);
    return { skitId: skit.id, categoryId: category.id, changed, categories: list.get(skit.id) ?? [] };
  });
}

export async function removeSkitCategory(options: {
  db: Db;
  admin: SessionUser;
  skitIdOrUuid: string;
  categoryId: number;
}): Promise<SkitCategoriesResult> {
  const { db, admin } = options;
  assertAdmin(admin);
  const { skit, category } = await load(db, options.skitIdOrUuid, options.categoryId);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(skitCategories)
      .where(and(eq(skitCategories.skitId, skit.id), eq(skitCategories.categoryId, category.id)))
      .returning({ skitId: skitCategories.skitId });
    const changed = deleted.length > 0;
    if (changed) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: "skit.category.remove",
        targetType: "skit",
        targetId: String(skit.id),
        subjectUserId: skit.creatorId,
        before: { categoryId: category.id, categoryName: category.name },
      });
    }
    const list = await categoriesOf(tx, [skit.id]);
    return { skitId: skit.id, categoryId: category.id, changed, categories: list.get(skit.id) ?? [] };
  });
}
