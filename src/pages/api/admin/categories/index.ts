/** GET /api/admin/categories — categories with skit counts; POST — { name, description, color } creates one. */
import { categoryFormSchema } from "~/features/categories/categories.schema.ts";
import { createCategory } from "~/features/categories/server/create-category.ts";
import { listAdminCategories } from "~/features/categories/server/list-admin-categories.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listAdminCategories({ db: await getDb(), admin }));
});

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const input = await readJson(ctx.request, categoryFormSchema);
  const category = await createCategory({ db: await getDb(), admin, input });
  return json({ message: "Category created successfully", category }, { status: 201 });
});
