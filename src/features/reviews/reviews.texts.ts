/** Review texts and limits (spec sections 5 and 8): browser-safe, no zod; the submit schema is in reviews.schema.ts. */
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
