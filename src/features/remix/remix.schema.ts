/**
 * Remixing: a signed-in user starts a new skit from an approved one with a different cast
 * size, age group, language or length. The form is the create form (with the licence);
 * the new skit credits the original, whose creator earns a credit when the remix is approved.
 */
import type { Skit } from "../../server/db/schema.ts";
import type { SkitForm } from "../skits/skit.schema.ts";

/** Credits the original's creator earns when a remix of their skit is approved (once per remix). */
export const CREDITS_PER_REMIX = 1;

export const REMIX_UNCHANGED_MESSAGE =
  "A remix changes the cast size, age group, language or length. Change at least one of them.";

export const REMIX_NOT_AVAILABLE_MESSAGE = "Only skits published in the library can be remixed.";

/** The choices a remix must change at least one of. */
export const REMIX_FIELDS = ["speakingParts", "nonSpeakingParts", "ageGroup", "language", "length"] as const;

export const REMIX_FIELD_LABELS: Record<(typeof REMIX_FIELDS)[number], string> = {
  speakingParts: "speaking parts",
  nonSpeakingParts: "non-speaking parts",
  ageGroup: "age group",
  language: "language",
  length: "length",
};

/** Which of the remix fields differ between the original and the new form. */
export function remixChanges(
  original: Pick<Skit, (typeof REMIX_FIELDS)[number]>,
  form: Pick<SkitForm, (typeof REMIX_FIELDS)[number]>,
): (typeof REMIX_FIELDS)[number][] {
  return REMIX_FIELDS.filter((field) => String(original[field]) !== String(form[field]));
}
