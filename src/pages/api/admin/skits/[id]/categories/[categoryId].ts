/** POST / DELETE /api/admin/skits/{skitId}/categories/{categoryId} — add or remove a category on a skit. */
import { addSkitCategory, removeSkitCategory } from "~/features/categories/server/assign-skit-category.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const categoryId = intParam(ctx.params.categoryId, "Category not found.");
  const result = await addSkitCategory({
    db: await getDb(),
    admin,
    skitIdOrUuid: ctx.params.id ?? "",
    categoryId,
  });
  return json({ message: "Category added to skit", ...result });
});

export const DELETE = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const categoryId = intParam(ctx.params.categoryId, "Category not found.");
  const result = await removeSkitCategory({
    db: await getDb(),
    admin,
    skitIdOrUuid: ctx.params.id ?? "",
    categoryId,
  });
  return json({ message: "Category removed from skit", ...result });
});
