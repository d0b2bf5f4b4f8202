/**
 * The structure every skit text parses into (see docs/script-format.md).
 * The preview, the PDF and Word exports, actor scripts and line counts all read
 * this structure; only src/lib/script-parser.ts produces it.
 */

export interface CastMember {
  /** Stable id: the name slugged ("KING DAVID" → "king-david"). */
  id: string;
  /** As written in the script, in capitals ("DAVID"). */
  name: string;
  /** One-line description from the cast list ("" when none). */
  description: string;
  /** false for non-speaking parts. */
  speaking: boolean;
  /** true for the narrator (NARRATOR, NARRADOR, …). */
  narrator: boolean;
}

export type ScriptBlock =
  | {
      type: "dialogue";
      characterId: string;
      /** The speaker as written ("DAVID"). */
      character: string;
      /** A leading "(whispering)" style direction, without the parentheses. */
      parenthetical?: string;
      text: string;
      narrator: boolean;
    }
  | { type: "direction"; text: string }
  /** Free prose that is not in the script format (e.g. uploaded text files). */
  | { type: "paragraph"; text: string };

export interface Scene {
  /** "SCENE 1: THE VALLEY OF ELAH" as written; "" for an untitled scene. */
  heading: string;
  blocks: ScriptBlock[];
}

export interface AfterwordSection {
  /** "DISCUSSION QUESTIONS", "MEMORY VERSE", "PRODUCTION NOTES", … as written. */
  heading: string;
  /** One entry per paragraph or list item, numbering removed. */
  items: string[];
}

export interface ParsedScript {
  title: string | null;
  /** "LABEL: value" lines before the cast list (SCRIPTURE, RUNNING TIME, SETTING, PROPS, …). */
  header: { label: string; value: string }[];
  cast: CastMember[];
  /** Blocks before the first scene heading (an opening direction, or a whole unformatted text). */
  preamble: ScriptBlock[];
  scenes: Scene[];
  /** "THE END", "BLACKOUT", "FIN", … when present. */
  ending: string | null;
  afterword: AfterwordSection[];
}
