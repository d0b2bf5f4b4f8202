/** POST /api/admin/reviews/{id}/approve — the review becomes visible on its skit. */
import { approveReview } from "~/features/admin/server/moderate-review.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const reviewId = intParam(ctx.params.id, "Review not found.");
  const review = await approveReview({ db: await getDb(), admin, reviewId });
  return json({ message: "Review approved", id: review.id, status: review.status, isApproved: true });
});
