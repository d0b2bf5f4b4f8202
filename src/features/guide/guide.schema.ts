/**
 * The leader's guide: a one-page companion to a skit with the scripture passage, a summary,
 * discussion questions for the skit's age group, the memory verse and a take-home activity.
 */
import { z } from "zod";

export const GUIDE_FORMATS = ["pdf", "docx"] as const;
export type GuideFormat = (typeof GUIDE_FORMATS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/** A guide as generators return it (also the shape the OpenAI-compatible model is asked for). */
export const leaderGuideSchema = z.object({
  passage: text(200),
  summary: text(1200),
  questions: z.array(text(300)).min(3).max(6),
  memoryVerse: z.object({ text: text(600), reference: text(120) }),
  activity: z.object({ title: text(120), steps: z.array(text(300)).min(2).max(5) }),
});

export type LeaderGuide = z.infer<typeof leaderGuideSchema>;

/** What a guide generator reads from a skit. */
export interface GuideInput {
  title: string;
  description: string;
  topic: string;
  scripture: string | null;
  /** Age-group option value ("children", …). */
  ageGroup: string;
  /** Language option value ("english", "spanish", …). */
  language: string;
  /** The skit text (docs/script-format.md). */
  content: string;
}
