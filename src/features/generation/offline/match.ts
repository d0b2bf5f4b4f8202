/**
 * Finds the library story for a form's scripture and topic: scripture references (book, chapter,
 * verse), then names, places and aliases, then themes — case- and accent-insensitive, in English
 * or Spanish. A topic that only names a theme among other specific words ("being brave at a new
 * school") gets an original parable instead of a loosely related Bible story.
 */
import { fold, parseReferences, referencesOverlap, type ScriptureRef } from "./bible-books.ts";
import type { Rng } from "./random.ts";
import { STORIES } from "./stories.ts";
import { THEMES } from "./themes.ts";
import type { Story, ThemeKey } from "./types.ts";

export interface StoryChoice {
  /** null: no library story fits; write an original parable. */
  story: Story | null;
  /** The theme for an original skit (or the story's first theme). */
  theme: ThemeKey;
  /** Why this story was chosen, for tests and logs. */
  reason: "scripture" | "keyword" | "theme" | "none";
  score: number;
}

const STOPWORDS = new Set(
  (
    "the a an of and or to in on for with about is are be being was were how why what when who god gods jesus christ lord " +
    "story stories skit skits bible biblical lesson our we us you your my me i it its that this these those at from by as " +
    "do does can will should his her he she they them their into out up not no yes all one day time times kids children " +
    "el la los las lo de del un una unos unas en con por para sobre que como cuando quien dios jesus cristo senor historia " +
    "historias biblia biblica leccion nuestro nuestra nuestros mi mis tu tus su sus es son ser estar y o a al se le les " +
    "nos ni muy mas tiempo dia ninos obra"
  ).split(/\s+/),
);

/** Lower case, no accents, punctuation as spaces, single-spaced, padded with spaces for phrase search. */
export function normaliseText(text: string): string {
  return ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** Whether a normalised text contains a normalised phrase as whole words (plural -s/-es allowed). */
function containsPhrase(haystack: string, p: string, tokens?: Set<string>): boolean {
  if (!p) return false;
  if (tokens && !p.includes(" ")) return tokens.has(p) || tokens.has(`${p}s`) || tokens.has(`${p}es`);
  return haystack.includes(` ${p} `) || haystack.includes(` ${p}s `) || haystack.includes(` ${p}es `);
}

/** Each story's titles and keys, normalised once. */
const STORY_TERMS = new Map<string, { titles: string[]; keys: string[] }>(
  STORIES.map((s) => [
    s.id,
    {
      titles: s.title.map((t) => normaliseText(t).trim()),
      keys: s.keys.map((k) => normaliseText(k).trim()),
    },
  ]),
);

const THEME_WORDS = THEMES.map((theme) => ({
  key: theme.key,
  words: theme.words.map((w) => normaliseText(w).trim()),
}));

const STORY_REFS = new Map<string, ScriptureRef[]>(
  STORIES.map((s) => [s.id, [s.ref, ...(s.alsoRefs ?? [])].flatMap((r) => parseReferences(r))]),
);

/** Theme keys whose words appear in a text, and the tokens they matched. */
export function themesIn(text: string): { themes: ThemeKey[]; tokens: Set<string> } {
  const norm = normaliseText(text);
  const tokens = norm.trim().split(" ").filter(Boolean);
  const found: ThemeKey[] = [];
  const matched = new Set<string>();
  for (const theme of THEME_WORDS) {
    let hit = false;
    for (const w of theme.words) {
      if (w.includes(" ")) {
        if (norm.includes(` ${w} `)) {
          hit = true;
          for (const part of w.split(" ")) matched.add(part);
        }
        continue;
      }
      for (const t of tokens) {
        if (t === w || (w.length >= 4 && t.startsWith(w) && t.length - w.length <= 3)) {
          hit = true;
          matched.add(t);
        }
      }
    }
    if (hit) found.push(theme.key);
  }
  return { themes: found, tokens: matched };
}

interface Scored {
  story: Story;
  score: number;
  reason: StoryChoice["reason"];
}

function scoreStory(
  story: Story,
  refs: ScriptureRef[],
  text: string,
  tokens: Set<string>,
  themes: ThemeKey[],
): Scored {
  let refScore = 0;
  for (const user of refs) {
    for (const own of STORY_REFS.get(story.id) ?? []) {
      const overlap = referencesOverlap(user, own);
      const s = overlap === "verse" ? 100 : overlap === "chapter" ? 60 : overlap === "book" ? 8 : 0;
      refScore = Math.max(refScore, s);
    }
  }
  let keyScore = 0;
  const terms = STORY_TERMS.get(story.id);
  for (const title of terms?.titles ?? []) if (containsPhrase(text, title, tokens)) keyScore += 40;
  for (const key of terms?.keys ?? []) {
    if (containsPhrase(text, key, tokens)) keyScore += 10 + Math.min(10, key.length);
  }
  const themeScore = story.themes.filter((t) => themes.includes(t)).length * 3;
  const score = refScore + keyScore + themeScore;
  const reason =
    refScore >= 60
      ? "scripture"
      : keyScore > 0 || refScore > 0
        ? "keyword"
        : themeScore > 0
          ? "theme"
          : "none";
  return { story, score, reason };
}

/** Chooses the story for a topic and an optional scripture reference. */
export function chooseStory(topic: string, scripture: string | undefined, rng: Rng): StoryChoice {
  const combined = `${topic} ${scripture ?? ""}`;
  const refs = [...parseReferences(scripture ?? ""), ...parseReferences(topic)];
  const text = normaliseText(combined);
  const { themes, tokens } = themesIn(topic);

  const tokenSet = new Set(text.trim().split(" "));
  const scored = STORIES.map((s) => scoreStory(s, refs, text, tokenSet, themes)).sort(
    (a, b) => b.score - a.score,
  );
  const best = scored[0];
  const fallbackTheme = (): ThemeKey =>
    themes[0] ?? rng.pick<ThemeKey>(["kindness", "trust", "love", "courage", "friendship", "obedience"]);
  if (!best || best.score <= 0) return { story: null, theme: fallbackTheme(), reason: "none", score: 0 };

  if (best.reason === "theme") {
    // Only a theme matched. A bare theme ("courage", "forgiveness") gets a Bible story on it; a
    // specific modern topic ("sharing toys with my brother") gets an original parable.
    const content = normaliseText(topic)
      .trim()
      .split(" ")
      .filter((w) => w && !STOPWORDS.has(w) && !tokens.has(w) && !/^\d+$/.test(w));
    if (content.length > 1) return { story: null, theme: fallbackTheme(), reason: "none", score: 0 };
  }

  const top = scored.filter((s) => s.score === best.score);
  const chosen = top.length > 1 ? rng.pick(top) : best;
  return {
    story: chosen.story,
    theme: chosen.story.themes[0] ?? fallbackTheme(),
    reason: chosen.reason,
    score: chosen.score,
  };
}
