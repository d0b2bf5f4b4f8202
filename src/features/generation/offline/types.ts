/**
 * Data shapes of the offline skit writer: the story library, the themes table and the
 * bilingual phrase banks. Every piece of text the writer can print exists in English and
 * Spanish, so Spanish output is written Spanish, not translated English.
 */

/** A bilingual string: [English, Spanish]. */
export type L = readonly [en: string, es: string];

export type Lang = "en" | "es";

/** The emotional colour of a story moment; picks crowd reactions and reflections. */
export type Mood = "calm" | "wonder" | "fear" | "joy" | "tension" | "sad";

/** Theme keys shared by stories and the original-skit table. */
export type ThemeKey =
  | "courage"
  | "peace"
  | "trust"
  | "obedience"
  | "forgiveness"
  | "kindness"
  | "generosity"
  | "honesty"
  | "friendship"
  | "prayer"
  | "wisdom"
  | "humility"
  | "patience"
  | "gratitude"
  | "hope"
  | "love"
  | "serving"
  | "perseverance"
  | "teamwork"
  | "joy"
  | "salvation"
  | "creation"
  | "witness"
  | "worth";

export interface Verse {
  /** KJV wording (public domain). */
  en: string;
  /** Reina-Valera 1909 wording (public domain). */
  es: string;
  /** English reference, e.g. "1 Samuel 17:47". */
  ref: string;
  /** Spanish reference with RV1909 numbering, e.g. "1 Samuel 17:47". */
  refEs: string;
}

export interface StoryCharacter {
  /** Key used in beats ("david"). */
  key: string;
  /** Cast-list name in capitals: ["KING SAUL", "REY SAÚL"]. */
  name: L;
  /** How prose mentions the character ("King Saul", "el rey Saúl"); defaults to the name in title case. */
  called?: L;
  /** One-line description for the cast list. */
  desc: L;
  /** An offstage voice (VOICE OF GOD): never a non-speaking part. */
  voice?: boolean;
  /** An opponent (Goliath, Pharaoh): never gets pious reflections or cheering reactions. */
  foe?: boolean;
}

export interface CrowdRole {
  /** Role name in capitals, without a number: ["SOLDIER", "SOLDADO"]. */
  name: L;
  desc: L;
  /** On the opponents' side (Philistine soldiers): reacts like an opponent. */
  foe?: boolean;
  /** Not a person (a sheep, a lion, a seed): extras get numbered names, never personal names. */
  creature?: boolean;
}

/**
 * A line: [character key, English, Spanish]. "crowd" is any friendly extra (a villager, a soldier…),
 * "crowd:2" an extra of the story's third crowd role (the lions), "foes" an extra on the opponents' side.
 */
export type Say = readonly [who: string, en: string, es: string];

export interface Beat {
  /** Stage direction; {key} slots become character names. */
  dir?: L;
  /** What the narrator says about this moment. */
  nar: L;
  /** Lines, in order. */
  say: readonly Say[];
  mood?: Mood;
  /** A key moment: kept even in the shortest skit. */
  key?: boolean;
}

export interface StoryScene {
  /** Where it happens, for the scene heading ("The Valley of Elah"). */
  place: L;
  beats: readonly Beat[];
}

export interface Story {
  id: string;
  title: L;
  /** Main reference in English ("1 Samuel 17:1-50"). */
  ref: string;
  /** Parallel passages that also match ("Mark 6:30-44"). */
  alsoRefs?: readonly string[];
  /** Names, places, objects and aliases, in either language, for matching a topic. */
  keys: readonly string[];
  themes: readonly ThemeKey[];
  summary: L;
  /** One sentence the audience should take home. */
  lesson: L;
  /** In order of importance. */
  chars: readonly StoryCharacter[];
  /** Crowd roles for extra parts; the first is the default and should not be a foe. */
  crowd: readonly CrowdRole[];
  scenes: readonly StoryScene[];
  /** A short chant for repetition and call-and-response ("The battle is the Lord's!"). */
  refrain: L;
  /** What the audience does at the big moment: 'shout "Hosanna!"'. */
  cue: L;
  questions: readonly L[];
  verse: Verse;
  /** Suggested props when the form names none. */
  props: L;
  /** Set for generated original parables (not part of the library). */
  original?: boolean;
}

export interface Theme {
  key: ThemeKey;
  name: L;
  /** Words that point to this theme in a topic, in either language (accents optional). */
  words: readonly string[];
  verse: Verse;
  lesson: L;
  /** Where this theme shows up in a child's life today. */
  todayKids: readonly L[];
  /** Where it shows up for teenagers and adults. */
  todayGrown: readonly L[];
}
