/** Reviews (spec sections 5 and 8): the submit schema and the texts, shared by the island and the API. */
import { z } from "zod";

export const REVIEW_MAX_LENGTH = 2000;

export const REVIEW_TEXTS = {
  ratingRequiredTitle: "Rating required",
  ratingRequired: "Please select a star rating before submitting your review.",
  submittedTitle: "Review submitted for approval",
  submitted: "Your review will be visible after admin approval.",
  failedTitle: "Submission failed",
  failed: "There was a problem submitting your review. Please try again.",
  loadError: "Error loading reviews. Please try again later.",
  emptyTitle: "No Reviews Yet",
  empty: "Be the first to share your thoughts on this skit!",
  anonymous: "Anonymous User",
  ownSkit: "You can't review your own skit.",
  notApproved: "Reviews open once this skit is approved and published.",
} as const;

/** The full "missing rating" message (spec section 5). */
export const RATING_REQUIRED_MESSAGE = `${REVIEW_TEXTS.ratingRequiredTitle}: ${REVIEW_TEXTS.ratingRequired}`;

export const reviewInputSchema = z.object({
  skitId: z.union([z.number().int().positive(), z.string().trim().min(1)], { error: "skitId is required" }),
  rating: z.coerce
    .number({ error: RATING_REQUIRED_MESSAGE })
    .int(RATING_REQUIRED_MESSAGE)
    .min(1, RATING_REQUIRED_MESSAGE)
    .max(5, "Rating must be between 1 and 5 stars."),
  review: z
    .string()
    .trim()
    .max(REVIEW_MAX_LENGTH, `Review must be ${REVIEW_MAX_LENGTH} characters or less`)
    .nullish()
    .transform((v) => (v ? v : null)),
  displayName: z.boolean().default(false),
});

export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewSubmission = z.output<typeof reviewInputSchema>;
