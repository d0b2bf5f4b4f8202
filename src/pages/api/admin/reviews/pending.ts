/** GET /api/admin/reviews/pending — reviews waiting for moderation. */
import { listPendingReviews } from "~/features/admin/server/list-pending-reviews.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listPendingReviews({ db: await getDb(), admin }));
});
