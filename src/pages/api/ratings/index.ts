import { reviewInputSchema } from "~/features/reviews/reviews.schema.ts";
import { submitReview } from "~/features/reviews/server/submit-review.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** Creates or updates the user's review of a skit; either way it waits for moderation. */
export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to review skits.");
  const input = await readJson(ctx.request, reviewInputSchema);
  const { review, created } = await submitReview({ db: await getDb(), user, input });
  return json(
    {
      ...review,
      message: "Review submitted for approval. Your review will be visible after admin approval.",
    },
    { status: created ? 201 : 200 },
  );
});
