/**
 * Counts read from a parsed script (docs/script-format.md, "Counting and running time"):
 * per-role line and word counts, spoken words and an estimated running time.
 */
import { WORDS_PER_MINUTE } from "../features/skits/skit.schema.ts";
import type { ParsedScript, ScriptBlock } from "./script-format.ts";
import { slugCharacterId } from "./script-parser.ts";

/** Seconds of stage time allowed for each stage direction. */
export const SECONDS_PER_DIRECTION = 5;

/** Speakers whose lines are the audience's, not the performers'. */
const AUDIENCE_IDS = new Set(
  ["AUDIENCE", "THE AUDIENCE", "CONGREGATION", "CLASS", "PÚBLICO", "EL PÚBLICO", "CONGREGACIÓN", "CLASE"].map(
    slugCharacterId,
  ),
);

export interface RoleStat {
  id: string;
  name: string;
  /** Number of speeches. */
  lines: number;
  /** Spoken words in those speeches (parentheticals excluded). */
  words: number;
}

/** Words: whitespace-separated tokens that contain a letter or a digit. */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  let counted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 160 || c === 12 || c === 11) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      inWord = true;
      counted = false;
    }
    if (!counted && isWordChar(c, text, i)) {
      count++;
      counted = true;
    }
  }
  return count;
}

/** A letter or digit at position i (ASCII fast path, Unicode property test otherwise). */
function isWordChar(c: number, text: string, i: number): boolean {
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
  if (c < 128) return false;
  const ch = String.fromCodePoint(text.codePointAt(i) ?? c);
  return /[\p{L}\p{N}]/u.test(ch) && !/\s/u.test(ch);
}

/** Every block of the preamble and the scenes, in order. */
export function bodyBlocks(parsed: ParsedScript): ScriptBlock[] {
  return [...parsed.preamble, ...parsed.scenes.flatMap((s) => s.blocks)];
}

/** Per speaking cast member (in cast order): speeches and spoken words. Non-speaking parts that speak are included. */
export function roleStats(parsed: ParsedScript): RoleStat[] {
  const counts = new Map<string, { lines: number; words: number }>();
  for (const block of bodyBlocks(parsed)) {
    if (block.type !== "dialogue") continue;
    const c = counts.get(block.characterId) ?? { lines: 0, words: 0 };
    c.lines++;
    c.words += countWords(block.text);
    counts.set(block.characterId, c);
  }
  return parsed.cast
    .filter((m) => m.speaking || counts.has(m.id))
    .map((m) => ({
      id: m.id,
      name: m.name,
      lines: counts.get(m.id)?.lines ?? 0,
      words: counts.get(m.id)?.words ?? 0,
    }));
}

/** Spoken words of the whole script: every speech's text, groups and narrator included, audience lines excluded. */
export function spokenWordCount(parsed: ParsedScript): number {
  let words = 0;
  for (const block of bodyBlocks(parsed)) {
    if (block.type === "dialogue" && !AUDIENCE_IDS.has(block.characterId)) words += countWords(block.text);
  }
  return words;
}

/** Number of stage directions in the preamble and the scenes. */
export function directionCount(parsed: ParsedScript): number {
  return bodyBlocks(parsed).filter((b) => b.type === "direction").length;
}

/** Spoken words at 130 a minute plus 5 seconds per stage direction, rounded up to whole minutes, at least 1. */
export function estimateRunningMinutes(parsed: ParsedScript): number {
  const minutes =
    spokenWordCount(parsed) / WORDS_PER_MINUTE + (directionCount(parsed) * SECONDS_PER_DIRECTION) / 60;
  return Math.max(1, Math.ceil(minutes - 1e-9));
}
