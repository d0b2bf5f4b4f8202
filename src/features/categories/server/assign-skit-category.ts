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

interface SkitCategoryChange {
  db: Db;
  admin: SessionUser;
  skitIdOrUuid: string;
  categoryId: number;
}

export function addSkitCategory(options: SkitCategoryChange): Promise<SkitCategoriesResult> {
  return changeSkitCategory(options, "add");
}

export function removeSkitCategory(options: SkitCategoryChange): Promise<SkitCategoriesResult> {
  return changeSkitCategory(options, "remove");
}

/** One add or remove in a transaction: the row change, an audit row when it changed anything, the new list. */
async function changeSkitCategory(
  options: SkitCategoryChange,
  direction: "add" | "remove",
): Promise<SkitCategoriesResult> {
  const { db, admin } = options;
  assertAdmin(admin);
  const { skit, category } = await load(db, options.skitIdOrUuid, options.categoryId);
  return db.transaction(async (tx) => {
    const touched =
      direction === "add"
        ? await tx
            .insert(skitCategories)
            .values({ skitId: skit.id, categoryId: category.id })
            .onConflictDoNothing()
            .returning({ skitId: skitCategories.skitId })
        : await tx
            .delete(skitCategories)
            .where(and(eq(skitCategories.skitId, skit.id), eq(skitCategories.categoryId, category.id)))
            .returning({ skitId: skitCategories.skitId });
    const changed = touched.length > 0;
    if (changed) {
      const detail = { categoryId: category.id, categoryName: category.name };
      await recordAudit(tx, {
        actorId: admin.id,
        action: `skit.category.${direction}`,
        targetType: "skit",
        targetId: String(skit.id),
        subjectUserId: skit.creatorId,
        ...(direction === "add" ? { after: detail } : { before: detail }),
      });
    }
    const list = await categoriesOf(tx, [skit.id]);
    return { skitId: skit.id, categoryId: category.id, changed, categories: list.get(skit.id) ?? [] };
  });
}
