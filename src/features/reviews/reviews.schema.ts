/** Reviews (spec sections 5 and 8): the submit schema used by the API; the texts (re-exported) are in reviews.texts.ts. */
import { z } from "zod";

export * from "./reviews.texts.ts";

import { RATING_REQUIRED_MESSAGE, REVIEW_MAX_LENGTH } from "./reviews.texts.ts";

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
