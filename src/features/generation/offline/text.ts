/** Small text helpers shared by the offline writer's modules (slot filling, sentences, names). */
import { countWords } from "../../../lib/script-stats.ts";
import type { L, Lang } from "./types.ts";

/** The string of a bilingual phrase in the skit's language. */
export const tr = (ctx: { lang: Lang }, l: L): string => (ctx.lang === "en" ? l[0] : l[1]);

/** Whether text placed right after `before` starts a sentence (at the start, after . ! ? or after ¿ ¡). */
export function startsSentence(before: string): boolean {
  return /(?:^|[.!?…]["”’»)]*\s+|[¿¡])$/.test(before);
}

/**
 * Fills {slots} from vars; a value that starts a sentence gets a capital letter. Also writes the
 * Spanish contractions ("de el" → "del", "a el" → "al").
 */
export function fill(text: string, vars: Record<string, string>): string {
  return text
    .replace(/\{(\w+)\}/g, (m, k: string, offset: number, whole: string) => {
      const value = vars[k];
      if (value === undefined) return m;
      return startsSentence(whole.slice(0, offset)) ? capitalise(value) : value;
    })
    .replace(/\b([Dd])e el\b/g, "$1el")
    .replace(/\b([Aa]) el\b/g, "$1l");
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(" ")
    .map((w) => (/^(of|de|del|la|el|the|y|and)$/.test(w) ? w : capitalise(w)))
    .join(" ");
}

/** Enough of the text to make sense: whole sentences until at least four words. */
export function firstSentences(text: string, minWords = 4): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  let out = "";
  for (const p of parts) {
    out = out ? `${out} ${p}` : p;
    if (countWords(out) >= minWords) break;
  }
  return out;
}

/** Splits a leading "(to the audience)" off a line. */
export function splitParen(text: string): { paren?: string; text: string } {
  const m = /^\(([^()]*)\)\s*(.*)$/s.exec(text);
  return m ? { paren: (m[1] ?? "").trim(), text: (m[2] ?? "").trim() } : { text };
}

export function joinNames(names: string[], lang: Lang): string {
  if (names.length <= 1) return names[0] ?? "";
  const last = names[names.length - 1] ?? "";
  return `${names.slice(0, -1).join(", ")} ${lang === "en" ? "and" : "y"} ${last}`;
}
