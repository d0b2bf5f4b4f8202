/** PUT /api/admin/categories/{id} — { name, description, color }; DELETE removes it from every skit too. */
import { categoryFormSchema } from "~/features/categories/categories.schema.ts";
import { deleteCategory } from "~/features/categories/server/delete-category.ts";
import { updateCategory } from "~/features/categories/server/update-category.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json, readJson } from "~/server/http/handler.ts";

export const PUT = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const categoryId = intParam(ctx.params.id, "Category not found.");
  const input = await readJson(ctx.request, categoryFormSchema);
  const category = await updateCategory({ db: await getDb(), admin, categoryId, input });
  return json({ message: "Category updated successfully", category });
});

export const DELETE = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const categoryId = intParam(ctx.params.id, "Category not found.");
  const result = await deleteCategory({ db: await getDb(), admin, categoryId });
  return json({ message: "Category deleted successfully", ...result });
});
