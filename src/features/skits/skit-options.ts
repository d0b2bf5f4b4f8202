/**
 * The skit form's option lists, labels and defaults (spec sections 3 and 5).
 * Browser-safe and free of zod, so islands that only show or filter by these
 * values do not ship the validation library; the zod schema that uses them is
 * in skit.schema.ts.
 */

export type Option<V extends string> = { value: V; label: string };

export const LENGTH_OPTIONS = [
  { value: "very-short", label: "Very Short (1-2 minutes)" },
  { value: "short", label: "Short (3-5 minutes)" },
  { value: "medium", label: "Medium (5-10 minutes)" },
  { value: "long", label: "Long (10-15 minutes)" },
  { value: "very-long", label: "Very Long (15+ minutes)" },
] as const satisfies readonly Option<string>[];

export const LANGUAGE_OPTIONS = [
  { value: "english", label: "English" },
  { value: "spanish", label: "Spanish" },
  { value: "french", label: "French" },
  { value: "german", label: "German" },
  { value: "portuguese", label: "Portuguese" },
  { value: "other", label: "Other (specify in instructions)" },
] as const satisfies readonly Option<string>[];

export const AGE_GROUP_OPTIONS = [
  { value: "preschool", label: "Preschool (3-5)" },
  { value: "children", label: "Children (6-9)" },
  { value: "preteen", label: "Preteen (10-12)" },
  { value: "teenage", label: "Teenage (13-17)" },
  { value: "young-adult", label: "Young Adult (18-25)" },
  { value: "adult", label: "Adult (26+)" },
  { value: "all-ages", label: "All Ages" },
] as const satisfies readonly Option<string>[];

export const DIFFICULTY_OPTIONS = [
  { value: "beginner", label: "Beginner (simple lines, minimal movement)" },
  { value: "intermediate", label: "Intermediate (some complexity)" },
  { value: "advanced", label: "Advanced (complex dialogue, more blocking)" },
] as const satisfies readonly Option<string>[];

export const SETTING_OPTIONS = [
  { value: "sunday-school", label: "Sunday School Classroom" },
  { value: "church-service", label: "Main Church Service" },
  { value: "youth-group", label: "Youth Group Meeting" },
  { value: "special-event", label: "Special Event/Holiday" },
  { value: "mission-trip", label: "Mission Trip" },
] as const satisfies readonly Option<string>[];

export const SKIT_TYPE_OPTIONS = [
  { value: "serious-drama", label: "Serious Drama" },
  { value: "comedy", label: "Comedy" },
  { value: "musical", label: "Musical" },
  { value: "pantomime", label: "Pantomime" },
  { value: "puppet", label: "Puppet Show" },
] as const satisfies readonly Option<string>[];

export const AUDIENCE_PARTICIPATION_OPTIONS = [
  { value: "lots", label: "Lots" },
  { value: "medium", label: "Medium" },
  { value: "small", label: "Small" },
  { value: "none", label: "None" },
] as const satisfies readonly Option<string>[];

export const NARRATOR_OPTIONS = [
  { value: "full", label: "Yes, Fully Narrated" },
  { value: "partial", label: "Yes, Partially Narrated" },
  { value: "none", label: "No Narrator" },
] as const satisfies readonly Option<string>[];

export type ValuesOf<T extends readonly Option<string>[]> = T[number]["value"];
export const values = <T extends readonly Option<string>[]>(options: T) =>
  options.map((o) => o.value) as [ValuesOf<T>, ...ValuesOf<T>[]];

export type SkitLength = ValuesOf<typeof LENGTH_OPTIONS>;
export type SkitLanguage = ValuesOf<typeof LANGUAGE_OPTIONS>;
export type AgeGroup = ValuesOf<typeof AGE_GROUP_OPTIONS>;
export type Difficulty = ValuesOf<typeof DIFFICULTY_OPTIONS>;
export type SkitSetting = ValuesOf<typeof SETTING_OPTIONS>;
export type SkitType = ValuesOf<typeof SKIT_TYPE_OPTIONS>;
export type AudienceParticipation = ValuesOf<typeof AUDIENCE_PARTICIPATION_OPTIONS>;
export type NarratorMode = ValuesOf<typeof NARRATOR_OPTIONS>;

export function labelFor(
  options: readonly Option<string>[],
  value: string | null | undefined,
): string | undefined {
  if (!value) return undefined;
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Running-time range in minutes for each length option (very-long is open-ended; 20 is its planning maximum). */
export const LENGTH_MINUTES: Record<SkitLength, { min: number; max: number }> = {
  "very-short": { min: 1, max: 2 },
  short: { min: 3, max: 5 },
  medium: { min: 5, max: 10 },
  long: { min: 10, max: 15 },
  "very-long": { min: 15, max: 20 },
};

/** Spoken words per minute used for every running-time estimate. */
export const WORDS_PER_MINUTE = 130;

export const SKIT_DEFAULTS = {
  speakingParts: 3,
  nonSpeakingParts: 0,
  language: "english",
  difficulty: "intermediate",
  skitNarrator: "none",
  audienceParticipation: "none",
} as const;
