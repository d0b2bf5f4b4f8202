/**
 * One actor's script: for a speaking part, every scene it is on stage in, the stage
 * directions that name it (entrances, exits, business), each of its lines with the cue
 * before it, and the props it handles. Pure; the PDF is made from this by
 * actor-script-document.ts.
 *
 * The cue of a line is the last speech by someone else before it in the same scene and
 * after the actor's own previous line; when there is none, the nearest stage direction
 * before it; at the start of a scene with neither, "Start of scene".
 */
import type { ParsedScript, ScriptBlock } from "../../lib/script-format.ts";
import { countWords } from "../../lib/script-stats.ts";
import {
  analyseCast,
  isEveryoneLine,
  mentionPatterns,
  type RoleSummary,
  scenesOf,
  speakersOf,
} from "./cast-analysis.ts";

type Dialogue = Extract<ScriptBlock, { type: "dialogue" }>;

export interface Cue {
  kind: "speech" | "direction" | "start";
  /** The speaker of a speech cue. */
  speaker: string | null;
  /** The cue words: a speech's last words (with a leading "…" when shortened) or a direction's text. */
  text: string;
}

export type ActorItem =
  | { kind: "direction"; text: string }
  | {
      kind: "line";
      /** null when the actor simply goes on after their own previous line. */
      cue: Cue | null;
      speaker: string;
      parenthetical: string | null;
      text: string;
      /** Spoken with others (ALL, DAVID AND JONATHAN). */
      group: boolean;
    };

export interface ActorScene {
  index: number;
  label: string;
  items: ActorItem[];
}

export interface ActorScript {
  role: RoleSummary;
  /** Props this part handles: props named in its directions and parentheticals. */
  props: string[];
  /** Every prop of the skit (form and script), for the part's reference. */
  allProps: string[];
  scenes: ActorScene[];
}

/** Cue speeches longer than this many words are shortened to their last CUE_WORDS words. */
export const CUE_WORDS = 12;

/** The words an actor listens for: the whole speech when short, else "… " and its last CUE_WORDS words. */
export function cueText(speech: string): string {
  const words = speech.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  if (words.length <= CUE_WORDS + 3) return words.join(" ");
  return `… ${words.slice(-CUE_WORDS).join(" ")}`;
}

const PROP_STOPWORDS = new Set(
  "with from that this some small large little pair piece pieces cardboard paper plastic toy toys made each your their optional".split(
    " ",
  ),
);

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** "a toy sling" → ["sling"]; "five smooth stones" → ["five", "smooth", "stone"]. */
function propKeywords(prop: string): string[] {
  return fold(prop)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4 && !PROP_STOPWORDS.has(w))
    .map((w) => w.replace(/(?:es|s)$/, ""));
}

function mentionsProp(text: string, prop: string): boolean {
  const words = new Set(
    fold(text)
      .split(/[^\p{L}]+/u)
      .map((w) => w.replace(/(?:es|s)$/, "")),
  );
  const keys = propKeywords(prop);
  // The last keyword is the object itself ("sling" of "a toy sling"); any keyword of a one-word prop.
  const noun = keys.at(-1);
  return noun !== undefined && words.has(noun);
}

/** Every speech and direction, for the cue search. */
function isOwnLine(block: Dialogue, roleId: string, members: string[]): boolean {
  return block.characterId === roleId || members.includes(roleId);
}

/**
 * Builds the actor script of one role. `props` are the skit's props (form list and the
 * script's PROPS lines, already split into items).
 */
export function buildActorScript(
  parsed: ParsedScript,
  roleId: string,
  props: readonly string[] = [],
): ActorScript | null {
  const analysis = analyseCast(parsed);
  const role = analysis.roles.find((r) => r.id === roleId);
  if (!role) return null;
  const mention = mentionPatterns(parsed.cast).get(roleId);
  const scenes = scenesOf(parsed);
  const onStageScenes = new Set(role.scenes);
  const ownTexts: string[] = [];
  const out: ActorScene[] = [];

  for (const scene of scenes) {
    if (!onStageScenes.has(scene.index)) continue;
    const items: ActorItem[] = [];
    // The speakers of every block: which lines this actor speaks.
    const members = scene.blocks.map((block) => {
      if (block.type !== "dialogue") return [] as string[];
      const named = speakersOf(block, parsed.cast);
      if (named.length > 0) return named;
      if (isEveryoneLine(block) && role.speaking) return [roleId];
      return [];
    });
    scene.blocks.forEach((block, i) => {
      if (block.type === "direction") {
        if (mention?.test(block.text)) {
          items.push({ kind: "direction", text: block.text });
          // The sentences that name this part say what it does (and with which props).
          for (const sentence of block.text.split(/(?<=[.!?;])\s+/)) {
            if (mention.test(sentence)) ownTexts.push(sentence);
          }
        }
        return;
      }
      if (block.type !== "dialogue" || !isOwnLine(block, roleId, members[i] ?? [])) return;
      let cue: Cue | null = null;
      let direction: string | null = null;
      let ownBefore = false;
      for (let j = i - 1; j >= 0; j -= 1) {
        const prev = scene.blocks[j];
        if (!prev) continue;
        if (prev.type === "dialogue") {
          if (isOwnLine(prev, roleId, members[j] ?? [])) {
            ownBefore = true;
            break;
          }
          cue = { kind: "speech", speaker: prev.character, text: cueText(prev.text) };
          break;
        }
        if (prev.type === "direction" && direction === null) direction = prev.text;
      }
      if (cue === null && direction !== null) cue = { kind: "direction", speaker: null, text: direction };
      if (cue === null && !ownBefore) cue = { kind: "start", speaker: null, text: "Start of scene" };
      const group = block.characterId !== roleId;
      items.push({
        kind: "line",
        cue,
        speaker: block.character,
        parenthetical: block.parenthetical ?? null,
        text: block.text,
        group,
      });
      if (block.parenthetical) ownTexts.push(block.parenthetical);
    });
    out.push({ index: scene.index, label: scene.label, items });
  }

  const own = ownTexts.join("\n");
  return {
    role,
    props: props.filter((p) => mentionsProp(own, p)),
    allProps: [...props],
    scenes: out,
  };
}

/** The lines an actor speaks alone, as the parser counts them (roleStats): for checks and tests. */
export function soloLineCount(script: ActorScript): number {
  return script.scenes.flatMap((s) => s.items).filter((i) => i.kind === "line" && !i.group).length;
}

/** Spoken words in the actor's solo lines. */
export function soloWordCount(script: ActorScript): number {
  return script.scenes
    .flatMap((s) => s.items)
    .reduce((n, i) => n + (i.kind === "line" && !i.group ? countWords(i.text) : 0), 0);
}
