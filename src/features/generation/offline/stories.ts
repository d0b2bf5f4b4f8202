/**
 * The story library of the offline writer: well-known Bible stories, each with its characters,
 * scenes and beats in English and Spanish, a memory verse (KJV / Reina-Valera 1909), themes and
 * discussion questions.
 */
import { GOSPEL_STORIES } from "./stories-gospels.ts";
import { NT_STORIES } from "./stories-nt.ts";
import { OT_STORIES } from "./stories-ot.ts";
import type { Story } from "./types.ts";

export const STORIES: readonly Story[] = [...OT_STORIES, ...GOSPEL_STORIES, ...NT_STORIES];

export function storyById(id: string): Story | undefined {
  return STORIES.find((s) => s.id === id);
}
