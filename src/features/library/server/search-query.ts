/**
 * Turns what a reader typed into a PostgreSQL full-text query over
 * skits.search_vector ('simple' configuration, so PGlite and PostgreSQL agree):
 * websearch_to_tsquery for the words (quotes, "or" and -exclusions work), with
 * the last word matched as a prefix so partial words find results while typing.
 */
import { type SQL, sql } from "drizzle-orm";
import { hasSearchTerms } from "../library.schema.ts";

const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

export interface SearchPlan {
  /** Words matched whole (websearch syntax), or null when there are none. */
  words: string | null;
  /** The last word, matched as a prefix, or null. */
  prefix: string | null;
  /** True when the prefix is OR-ed with the words ("david or gol"). */
  orPrefix: boolean;
}

/** Splits the text into whole words and a trailing prefix (pure; unit-tested). */
export function planSearch(text: string): SearchPlan | null {
  const trimmed = text.trim().toLowerCase();
  if (!hasSearchTerms(trimmed)) return null;
  const tokens = trimmed.split(/\s+/);
  const last = tokens.at(-1) ?? "";
  const quotesBalanced = (trimmed.match(/"/g)?.length ?? 0) % 2 === 0;
  if (!quotesBalanced || !PLAIN_WORD.test(last) || last === "or") {
    return { words: trimmed, prefix: null, orPrefix: false };
  }
  let rest = tokens.slice(0, -1);
  let orPrefix = false;
  if (rest.length > 0 && rest.at(-1) === "or") {
    orPrefix = true;
    rest = rest.slice(0, -1);
  }
  const words = rest.join(" ");
  return {
    words: hasSearchTerms(words) ? words : null,
    prefix: last,
    orPrefix: orPrefix && hasSearchTerms(words),
  };
}

/** The tsquery expression for a search, or null when the text has nothing to match. */
export function searchTsQuery(text: string): SQL | null {
  const plan = planSearch(text);
  if (!plan) return null;
  const words = plan.words === null ? null : sql`websearch_to_tsquery('simple', ${plan.words})`;
  // The prefix holds only letters and digits, so it is safe inside to_tsquery syntax.
  const prefix = plan.prefix === null ? null : sql`to_tsquery('simple', ${`${plan.prefix}:*`})`;
  if (words && prefix) return plan.orPrefix ? sql`(${words} || ${prefix})` : sql`(${words} && ${prefix})`;
  return words ?? prefix;
}
