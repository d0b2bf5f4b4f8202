/** POST /api/admin/reviews/{id}/reject — optional body { reason }; the review is kept but never shown. */
import { rejectReasonSchema } from "~/features/admin/admin.schema.ts";
import { rejectReview } from "~/features/admin/server/moderate-review.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const reviewId = intParam(ctx.params.id, "Review not found.");
  const { reason } = await readJson(ctx.request, rejectReasonSchema);
  const review = await rejectReview({ db: await getDb(), admin, reviewId, reason });
  return json({ message: "Review rejected", id: review.id, status: review.status, isApproved: false });
});
