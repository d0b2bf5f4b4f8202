/** Every category with the number of skits it is on, by name (the admin screen). */
import { asc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { categories, skitCategories } from "../../../server/db/schema.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import type { AdminCategory } from "../categories.schema.ts";

export async function listAdminCategories(options: { db: Tx; admin: SessionUser }): Promise<AdminCategory[]> {
  assertAdmin(options.admin);
  const rows = await options.db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      color: categories.color,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      skitCount: sql<number>`count(${skitCategories.skitId})::int`,
    })
    .from(categories)
    .leftJoin(skitCategories, eq(skitCategories.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function getAdminCategory(db: Tx, id: number): Promise<AdminCategory | null> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      color: categories.color,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      skitCount: sql<number>`(select count(*)::int from ${skitCategories} where ${skitCategories.categoryId} = ${categories.id})`,
    })
    .from(categories)
    .where(eq(categories.id, id));
  const r = rows[0];
  return r ? { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() } : null;
}
