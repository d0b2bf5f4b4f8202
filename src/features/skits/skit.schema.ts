/**
 * The skit form's zod schema (spec sections 3 and 5), shared by the form
 * island and the API handlers. The option lists live in skit-options.ts and
 * are re-exported here.
 */
import { z } from "zod";
import { LICENSE_VALUES } from "../performance/licenses.ts";

export * from "./skit-options.ts";

import {
  AGE_GROUP_OPTIONS,
  AUDIENCE_PARTICIPATION_OPTIONS,
  DIFFICULTY_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  NARRATOR_OPTIONS,
  SETTING_OPTIONS,
  SKIT_TYPE_OPTIONS,
  values,
} from "./skit-options.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or less`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const optionalEnum = <T extends [string, ...string[]]>(vals: T) =>
  z
    .union([z.enum(vals), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : undefined));

const partsNumber = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z.coerce
    .number({ error: minMessage })
    .int("Must be a whole number")
    .min(min, minMessage)
    .max(max, maxMessage);

/** The generate/edit form (spec section 5). */
export const skitFormSchema = z.object({
  topic: z
    .string({ error: "Topic is required and must be at least 3 characters" })
    .trim()
    .min(3, "Topic is required and must be at least 3 characters")
    .max(200, "Topic must be 200 characters or less"),
  scripture: optionalText(200),
  speakingParts: partsNumber(1, "At least 1 speaking part is required", 20, "Maximum 20 speaking parts"),
  nonSpeakingParts: partsNumber(0, "Cannot be negative", 20, "Maximum 20 non-speaking parts").default(0),
  length: z.enum(values(LENGTH_OPTIONS), { error: "Length is required" }),
  language: z.enum(values(LANGUAGE_OPTIONS), { error: "Language is required" }),
  ageGroup: z.enum(values(AGE_GROUP_OPTIONS), { error: "Age group is required" }),
  difficulty: optionalEnum(values(DIFFICULTY_OPTIONS)),
  setting: optionalEnum(values(SETTING_OPTIONS)),
  props: optionalText(1000),
  skitType: optionalEnum(values(SKIT_TYPE_OPTIONS)),
  skitNarrator: optionalEnum(values(NARRATOR_OPTIONS)),
  audienceParticipation: optionalEnum(values(AUDIENCE_PARTICIPATION_OPTIONS)),
  additionalInstructions: optionalText(2000),
});

export type SkitFormInput = z.input<typeof skitFormSchema>;
export type SkitForm = z.output<typeof skitFormSchema>;

/**
 * The form as the create, edit and remix endpoints accept it: the writer's fields plus the
 * performance licence (performance/licenses.ts). Optional: a new skit without one gets the
 * default (CC BY-NC 4.0), an edit without one keeps its licence. Kept out of skitFormSchema,
 * whose every field instructs the skit writer.
 */
export const skitFormWithLicenseSchema = skitFormSchema.extend({
  license: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(LICENSE_VALUES, { error: "Choose a licence from the list" }).optional(),
  ),
});

export type SkitFormWithLicense = z.output<typeof skitFormWithLicenseSchema>;

/** A stored skit's own rules (spec section 5, "Stored skit"). */
export const storedSkitSchema = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200),
  description: z.string().trim().min(10, "Description must be at least 10 characters").max(2000),
  content: z.string().trim().min(50, "Content must be at least 50 characters").max(200_000),
});

export type GeneratedSkit = z.infer<typeof storedSkitSchema>;

/** Number of edits every new skit starts with. */
export const EDITS_PER_SKIT = 2;
/** Number of paragraphs a preview shows. */
export const PREVIEW_PARAGRAPHS = 3;
