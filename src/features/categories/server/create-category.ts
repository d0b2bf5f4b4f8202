/** An admin creates a category (names are unique, whatever their letter case). */
import { sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { categories } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import { type AdminCategory, type CategoryForm, duplicateCategoryMessage } from "../categories.schema.ts";
import { isUniqueViolation } from "./category-errors.ts";

export async function createCategory(options: {
  db: Db;
  admin: SessionUser;
  input: CategoryForm;
}): Promise<AdminCategory> {
  const { db, admin, input } = options;
  assertAdmin(admin);
  const taken = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${input.name})`)
    .limit(1);
  if (taken[0])
    throw new AppError("CONFLICT", duplicateCategoryMessage(input.name), {
      errors: { name: [duplicateCategoryMessage(input.name)] },
    });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(input).returning();
      await recordAudit(tx, {
        actorId: admin.id,
        action: "category.create",
        targetType: "category",
        targetId: String(row!.id),
        after: { name: row!.name, description: row!.description, color: row!.color },
      });
      return {
        ...row!,
        skitCount: 0,
        createdAt: row!.createdAt.toISOString(),
        updatedAt: row!.updatedAt.toISOString(),
      };
    });
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", duplicateCategoryMessage(input.name), {
        errors: { name: [duplicateCategoryMessage(input.name)] },
      });
    }
    throw error;
  }
}
