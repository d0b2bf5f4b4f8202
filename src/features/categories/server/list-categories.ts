/** Read-only category queries for readers: every category (the browse filter) and a skit's categories. */
import { asc } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { categories } from "../../../server/db/schema.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import { categoriesOf, type SkitCategoryView } from "../../skits/server/skit-view.ts";

export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
  color: string;
  createdAt: string;
  updatedAt: string;
}

export async function listCategories(db: Tx): Promise<CategoryView[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The categories of a skit the viewer may see (404 otherwise). */
export async function listSkitCategories(options: {
  db: Tx;
  idOrUuid: string;
  viewer: SessionUser | null;
}): Promise<SkitCategoryView[]> {
  const skit = await getVisibleSkit(options.db, options.idOrUuid, options.viewer);
  return (await categoriesOf(options.db, [skit.id])).get(skit.id) ?? [];
}
