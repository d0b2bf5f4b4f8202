/**
 * The Fountain export (https://fountain.io): the skit as a plain-text screenplay that
 * screenwriting tools open. A title page (title, credit, author, source, notes with the
 * cast, copyright with the licence), scene headings forced with a leading "." (skit scenes
 * are not INT./EXT. sluglines), character cues in capitals, parentheticals, dialogue,
 * stage directions as action, BLACKOUT / THE END as transitions, and the afterword after a
 * page break. Markup characters in the skit's text are escaped so they print as written.
 */
import type { ParsedScript, ScriptBlock } from "../../lib/script-format.ts";
import { cleanText, oneLine, splitProps } from "../downloads/server/skit-document.ts";

export interface FountainInput {
  title: string;
  description?: string | null | undefined;
  scripture?: string | null | undefined;
  /** The creator's name, or null for "Scripture Skits". */
  author?: string | null | undefined;
  props?: string | null | undefined;
  /** The licence line (performance/licenses.ts licenseText). */
  license: string;
}

export const FOUNTAIN_CONTENT_TYPE = "text/plain; charset=utf-8";

/** Endings that print as transitions (docs/script-format.md §7). */
const TRANSITION_WORDS =
  /^(?:THE END|END|BLACKOUT|BLACK OUT|LIGHTS OUT|CURTAIN|FADE OUT|FADE TO BLACK|FIN|EL FIN|TELON|OSCURO|APAGON)[.!]?$/;

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toUpperCase()
    .trim();

/** Escapes Fountain's emphasis and boneyard characters so the text prints as written. */
function escapeInline(text: string): string {
  return text.replace(/[\\*_]/g, (c) => `\\${c}`);
}

/** true when a block of lines would not be read as action without a leading "!". */
function needsForcedAction(lines: readonly string[]): boolean {
  const first = lines[0] ?? "";
  if (/^\s*(?:[!.>~=#@]|\[\[)/.test(first)) return true;
  if (lines.length === 1) {
    return (
      /^\s*(?:(?:int|i)\.?\/(?:ext|e)|int|ext|est)[. ]/i.test(first) ||
      / TO:\s*$/.test(first) ||
      /^\s*(?:FADE (?:TO BLACK|OUT)|CUT TO BLACK)\.\s*$/.test(first)
    );
  }
  // A first line without lower-case letters followed by more lines reads as a character cue.
  return !/[a-z]/.test(first);
}

/** An action paragraph: lines escaped, forced with "!" when needed. */
function action(lines: readonly string[]): string {
  const clean = lines.map((l) => escapeInline(l.replace(/\s+/g, " ").trim())).filter((l) => l.length > 0);
  if (clean.length === 0) return "";
  if (needsForcedAction(clean)) clean[0] = `!${clean[0]}`;
  return clean.join("\n");
}

/** A character cue: capitals; "@" forces names Fountain would not take as a cue. */
function characterCue(name: string): string {
  const cue = oneLine(name).toLocaleUpperCase();
  const plain =
    /[a-z()^]/.test(cue) || /^[\d\s_*]+$/.test(cue) || /^[!.>~=#@]/.test(cue) || / TO:$/.test(cue);
  return plain ? `@${cue}` : cue;
}

const withoutBrackets = (text: string) => {
  const t = oneLine(text);
  return /^\(.*\)$/.test(t) || /^\[.*\]$/.test(t) ? t.slice(1, -1).trim() : t;
};

function dialogue(block: Extract<ScriptBlock, { type: "dialogue" }>): string {
  const out = [characterCue(block.character)];
  const paren = block.parenthetical ? oneLine(block.parenthetical) : "";
  if (paren) out.push(`(${escapeInline(withoutBrackets(paren))})`);
  const paragraphs = cleanText(block.text)
    .split(/\n[^\S\n]*\n\s*/)
    .map((p) =>
      p
        .split("\n")
        .map((l) => escapeInline(l.replace(/\s+/g, " ").trim()))
        .filter(Boolean),
    )
    .filter((p) => p.length > 0);
  paragraphs.forEach((lines, i) => {
    // Two spaces on a line of its own keep a speech's paragraphs in one dialogue block.
    if (i > 0) out.push("  ");
    out.push(...lines);
  });
  return out.join("\n");
}

function blockText(block: ScriptBlock): string {
  if (block.type === "dialogue") return dialogue(block);
  if (block.type === "direction") {
    const text = withoutBrackets(block.text);
    if (TRANSITION_WORDS.test(fold(text))) return `> ${escapeInline(text.toLocaleUpperCase())}`;
    return action([text]);
  }
  return action(cleanText(block.text).split("\n"));
}

/** A multi-line title-page value: each line indented by three spaces. */
function titlePageValue(lines: readonly string[]): string {
  // A continuation line that starts like "Word:" would read as the next title-page key.
  const clean = lines
    .map((l) => oneLine(l))
    .filter(Boolean)
    .map((l) => l.replace(/^([\w ]+):/, "$1 \u2014"));
  if (clean.length <= 1) return ` ${clean[0] ?? ""}`;
  return `\n${clean.map((l) => `   ${l}`).join("\n")}`;
}

/** The whole skit as a Fountain document. */
export function buildFountain(input: FountainInput, script: ParsedScript): string {
  const title = oneLine(input.title) || oneLine(script.title) || "Untitled skit";
  const parts: string[] = [];

  // Title page.
  const page: string[] = [
    `Title: ${title}`,
    "Credit: Written for Scripture Skits by",
    `Author: ${oneLine(input.author) || "Scripture Skits"}`,
  ];
  const scripture = oneLine(input.scripture);
  if (scripture) page.push(`Source: Based on ${scripture}`);
  const notes = [oneLine(input.description)];
  const speaking = script.cast.filter((m) => m.speaking);
  const silent = script.cast.filter((m) => !m.speaking);
  const castLine = (m: (typeof speaking)[number]) =>
    `${m.name}${m.description ? ` \u2014 ${oneLine(m.description)}` : ""}`;
  if (speaking.length > 0) notes.push(`Speaking parts (${speaking.length})`, ...speaking.map(castLine));
  if (silent.length > 0) notes.push(`Non-speaking parts (${silent.length})`, ...silent.map(castLine));
  if (notes.some(Boolean)) page.push(`Notes:${titlePageValue(notes)}`);
  page.push(`Copyright: ${oneLine(input.license)}`);
  parts.push(page.join("\n"));

  // Header lines and props as opening action.
  const header = script.header
    .map((h) => `${oneLine(h.label)}: ${oneLine(h.value)}`)
    .filter((l) => !/:\s*$/.test(l));
  if (header.length > 0) parts.push(action(header));
  const props = splitProps(input.props);
  if (props.length > 0) parts.push(action([`Props: ${props.join(", ")}`]));

  for (const block of script.preamble) {
    const text = blockText(block);
    if (text) parts.push(text);
  }
  script.scenes.forEach((scene, i) => {
    const heading =
      oneLine(scene.heading).toLocaleUpperCase() || (script.scenes.length > 1 ? `SCENE ${i + 1}` : "");
    if (heading) parts.push(`.${escapeInline(heading)}`);
    for (const block of scene.blocks) {
      const text = blockText(block);
      if (text) parts.push(text);
    }
  });
  parts.push(`> ${escapeInline(oneLine(script.ending).toLocaleUpperCase() || "THE END")}`);

  if (script.afterword.length > 0) {
    parts.push("===");
    for (const section of script.afterword) {
      const heading = oneLine(section.heading);
      if (heading) parts.push(`> ${escapeInline(heading.toLocaleUpperCase())} <`);
      const numbered = /QUESTION|PREGUNTA/i.test(fold(heading));
      section.items.forEach((item, n) => {
        const lines = cleanText(item).split("\n");
        if (numbered && lines[0] !== undefined) lines[0] = `${n + 1}. ${lines[0]}`;
        const text = action(lines);
        if (text) parts.push(text);
      });
    }
  }
  parts.push(action([oneLine(input.license)]));
  return `${parts.filter((p) => p.length > 0).join("\n\n")}\n`;
}
