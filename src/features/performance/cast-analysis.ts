/**
 * Who is on stage where: each role's lines and words (the counts of roleStats in
 * src/lib/script-stats.ts), the scenes each role is on stage in, and which small roles one
 * actor could double because they are never on stage in the same scene. Pure and
 * browser-safe; it reads only the parsed script.
 *
 * A role is on stage in a scene when it speaks there (alone or in a named group such as
 * "DAVID AND JONATHAN") or when a stage direction there names it — in capitals, as the script
 * format asks, or in title case ("King Saul"). The unique last word of a longer name counts
 * too ("SAUL" for KING SAUL). Anything before the first scene heading belongs to the first scene.
 */
import type { CastMember, ParsedScript, ScriptBlock } from "../../lib/script-format.ts";
import { slugCharacterId } from "../../lib/script-parser.ts";
import { roleStats } from "../../lib/script-stats.ts";

/** Speakers that mean everyone on stage (docs/script-format.md §5). */
const GROUP_IDS = new Set(
  [
    "ALL",
    "EVERYONE",
    "EVERYBODY",
    "ALL CAST",
    "WHOLE CAST",
    "FULL CAST",
    "BOTH",
    "TOGETHER",
    "ALL TOGETHER",
    "TODOS",
    "TODOS JUNTOS",
    "AMBOS",
    "AMBAS",
    "TOUS",
    "ALLE",
  ].map(slugCharacterId),
);

/** Titles never used alone to spot a character in a direction ("KING" of KING SAUL). */
const GENERIC_WORDS = new Set(
  "KING QUEEN PRINCE PRINCESS LORD LADY SIR MAN WOMAN BOY GIRL CHILD OLD YOUNG WISE THE A OF AND REY REINA EL LA LOS DE".split(
    " ",
  ),
);

/** A speaking part is small when it has at most this share of the biggest part's spoken words. */
export const SMALL_PART_SHARE = 0.4;

export interface SceneView {
  /** 0-based position in parsed.scenes. */
  index: number;
  /** "SCENE 1: THE VALLEY OF ELAH", or "Scene 1" for an untitled one. */
  label: string;
  /** The blocks, with the preamble's in front of the first scene. */
  blocks: ScriptBlock[];
}

export interface RoleSummary {
  id: string;
  name: string;
  description: string;
  speaking: boolean;
  narrator: boolean;
  /** Speeches (roleStats). */
  lines: number;
  /** Spoken words (roleStats). */
  words: number;
  /** Lines spoken together with others (ALL, BOTH, DAVID AND JONATHAN) that include this role. */
  groupLines: number;
  /** Indexes of the scenes this role is on stage in. */
  scenes: number[];
  /** A part small enough to double: non-speaking, or at most SMALL_PART_SHARE of the biggest part's words (never the narrator). */
  small: boolean;
}

export interface CastAnalysis {
  scenes: SceneView[];
  roles: RoleSummary[];
  /** Groups of small roles one actor could play (never on stage together), each of 2 or more. */
  doubling: { ids: string[]; names: string[] }[];
  /** Why no doubling is suggested, when none is. */
  doublingNote: string | null;
}

/** The scenes of a script, with the preamble folded into the first one. */
export function scenesOf(parsed: ParsedScript): SceneView[] {
  if (parsed.scenes.length === 0) {
    return parsed.preamble.length > 0 ? [{ index: 0, label: "Scene 1", blocks: [...parsed.preamble] }] : [];
  }
  return parsed.scenes.map((scene, index) => ({
    index,
    label: scene.heading.trim() || `Scene ${index + 1}`,
    blocks: index === 0 ? [...parsed.preamble, ...scene.blocks] : [...scene.blocks],
  }));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titleCase = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toLocaleUpperCase());

/** For each cast member, a pattern that finds it named in a stage direction. */
export function mentionPatterns(cast: readonly CastMember[]): Map<string, RegExp> {
  const lastWords = new Map<string, number>();
  const lastWordOf = (m: CastMember) => m.name.trim().split(/\s+/).at(-1) ?? "";
  for (const m of cast) {
    const w = lastWordOf(m);
    lastWords.set(w, (lastWords.get(w) ?? 0) + 1);
  }
  const fullNames = new Set(cast.map((m) => m.name.trim()));
  const out = new Map<string, RegExp>();
  for (const m of cast) {
    const name = m.name.trim();
    const forms = new Set([name, titleCase(name)]);
    const last = lastWordOf(m);
    if (
      name.includes(" ") &&
      last.length >= 3 &&
      /\p{L}/u.test(last) &&
      !/\d/.test(last) &&
      !GENERIC_WORDS.has(last) &&
      lastWords.get(last) === 1 &&
      !fullNames.has(last)
    ) {
      forms.add(last);
      forms.add(titleCase(last));
    }
    const alternatives = [...forms]
      .sort((a, b) => b.length - a.length)
      .map((f) => escapeRe(f).replace(/ /g, "\\s+"));
    out.set(m.id, new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "u"));
  }
  return out;
}

/** The cast ids of a speech's speakers: the one speaker, a named group's members, or [] for ALL-type groups. */
export function speakersOf(
  block: Extract<ScriptBlock, { type: "dialogue" }>,
  cast: readonly CastMember[],
): string[] {
  if (cast.some((m) => m.id === block.characterId)) return [block.characterId];
  const parts = block.character
    .toUpperCase()
    .split(/\s+(?:AND|Y|&|ET|UND|E)\s+|\s*[&/,]\s*/)
    .map((p) => slugCharacterId(p.trim()))
    .filter(Boolean);
  if (parts.length > 1 && parts.every((p) => cast.some((m) => m.id === p))) return parts;
  return [];
}

/** A speech by everyone on stage ("ALL:", "TODOS:"). */
export function isEveryoneLine(block: Extract<ScriptBlock, { type: "dialogue" }>): boolean {
  return GROUP_IDS.has(block.characterId);
}

/** Per scene, the ids of the roles on stage. */
export function rolesOnStage(
  parsed: ParsedScript,
  scenes: readonly SceneView[] = scenesOf(parsed),
): Set<string>[] {
  const patterns = mentionPatterns(parsed.cast);
  return scenes.map((scene) => {
    const present = new Set<string>();
    for (const block of scene.blocks) {
      if (block.type === "dialogue") {
        for (const id of speakersOf(block, parsed.cast)) present.add(id);
      } else if (block.type === "direction") {
        for (const [id, re] of patterns) if (re.test(block.text)) present.add(id);
      }
    }
    return present;
  });
}

/** Line counts, scenes on stage and doubling suggestions for a parsed script. */
export function analyseCast(parsed: ParsedScript): CastAnalysis {
  const scenes = scenesOf(parsed);
  const onStage = rolesOnStage(parsed, scenes);
  const stats = new Map(roleStats(parsed).map((s) => [s.id, s]));
  const groupLines = new Map<string, number>();
  scenes.forEach((scene, i) => {
    for (const block of scene.blocks) {
      if (block.type !== "dialogue") continue;
      const named = speakersOf(block, parsed.cast);
      const members =
        named.length > 1
          ? named
          : isEveryoneLine(block)
            ? parsed.cast.filter((m) => m.speaking && onStage[i]?.has(m.id)).map((m) => m.id)
            : [];
      for (const id of members) groupLines.set(id, (groupLines.get(id) ?? 0) + 1);
    }
  });
  const maxWords = Math.max(0, ...[...stats.values()].map((s) => s.words));
  const roles: RoleSummary[] = parsed.cast.map((m) => {
    const s = stats.get(m.id);
    const lines = s?.lines ?? 0;
    const words = s?.words ?? 0;
    const speaks = m.speaking || lines > 0;
    return {
      id: m.id,
      name: m.name,
      description: m.description,
      speaking: speaks,
      narrator: m.narrator,
      lines,
      words,
      groupLines: groupLines.get(m.id) ?? 0,
      scenes: onStage.flatMap((set, i) => (set.has(m.id) ? [i] : [])),
      small: !m.narrator && (!speaks || words <= maxWords * SMALL_PART_SHARE),
    };
  });

  const doubling: CastAnalysis["doubling"] = [];
  let doublingNote: string | null = null;
  if (scenes.length < 2) {
    doublingNote =
      "The skit is one continuous scene, so every part is on stage at once and none can be doubled.";
  } else {
    const candidates = roles
      .filter((r) => r.small && r.scenes.length > 0)
      .sort((a, b) => (a.scenes[0] ?? 0) - (b.scenes[0] ?? 0));
    const tracks: { roles: RoleSummary[]; scenes: Set<number> }[] = [];
    for (const role of candidates) {
      const track = tracks.find((t) => role.scenes.every((s) => !t.scenes.has(s)));
      if (track) {
        track.roles.push(role);
        for (const s of role.scenes) track.scenes.add(s);
      } else {
        tracks.push({ roles: [role], scenes: new Set(role.scenes) });
      }
    }
    for (const t of tracks) {
      if (t.roles.length > 1)
        doubling.push({ ids: t.roles.map((r) => r.id), names: t.roles.map((r) => r.name) });
    }
    if (doubling.length === 0) {
      doublingNote =
        candidates.length < 2
          ? "There are not enough small parts to double."
          : "The small parts share scenes, so none can be doubled.";
    }
  }
  return { scenes, roles, doubling, doublingNote };
}
