/**
 * Reads an uploaded plain-text skit: the first non-empty line is the title, the
 * paragraph after it the description (unless it is already part of the script —
 * a header line, cast list, heading, speech or direction — in which case a
 * description is written from the opening lines), and the rest is the content.
 * Cast counts, scripture and running time come from the script parser.
 * Pure and browser-safe.
 */
import type { ParsedScript } from "../../lib/script-format.ts";
import { parseScript } from "../../lib/script-parser.ts";
import { bodyBlocks, countWords, spokenWordCount } from "../../lib/script-stats.ts";
import { LENGTH_MINUTES, LENGTH_OPTIONS, type SkitLength, WORDS_PER_MINUTE } from "../skits/skit.schema.ts";

export const UPLOAD_TITLE_MIN = 3;
export const UPLOAD_TITLE_MAX = 200;
export const UPLOAD_DESCRIPTION_MIN = 10;
export const UPLOAD_DESCRIPTION_MAX = 1000;
export const UPLOAD_CONTENT_MIN = 50;
export const UPLOAD_CONTENT_MAX = 200_000;
const GENERATED_DESCRIPTION_MAX = 160;

export const PARSE_MESSAGES = {
  title: `The first line of the file must be the skit's title (${UPLOAD_TITLE_MIN} to ${UPLOAD_TITLE_MAX} characters).`,
  contentShort: `The skit text is too short: it needs at least ${UPLOAD_CONTENT_MIN} characters after the title and description.`,
  contentLong: `The skit text is too long: at most ${UPLOAD_CONTENT_MAX.toLocaleString("en-US")} characters.`,
} as const;

export interface ParsedUpload {
  title: string;
  description: string;
  content: string;
  topic: string;
  scripture: string | null;
  speakingParts: number;
  nonSpeakingParts: number;
  length: SkitLength;
  /** Estimated running time in whole minutes (at 130 words a minute). */
  minutes: number;
}

export class UploadParseError extends Error {
  override readonly name = "UploadParseError";
}

const SCRIPTURE_LABELS = new Set([
  "SCRIPTURE",
  "PASSAGE",
  "REFERENCE",
  "BIBLE PASSAGE",
  "ESCRITURA",
  "PASAJE",
  "CITA BIBLICA",
  "REFERENCIA",
]);
const DESCRIPTION_LABEL = /^(description|summary|synopsis|resumen|descripci[oó]n)\s*:\s*/i;
const TITLE_LABEL = /^(title|t[ií]tulo)\s*:\s*/i;
/** "LABEL:" or "SPEAKER:" at the start of a line, in capitals. */
const CAPS_LABEL = /^[\p{Lu}\p{N}][\p{Lu}\p{N} .'&-]{0,39}(\s*\([^)]*\))?\s*:/u;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Removes light Markdown from a line ("# Title", "**Title**"). */
function plainLine(line: string): string {
  return line
    .replace(/^\s*#{1,6}\s+/, "")
    .replace(/\*\*/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function isUpperCase(text: string): boolean {
  return /\p{L}/u.test(text) && text === text.toUpperCase() && text !== text.toLowerCase();
}

/** True when a paragraph already belongs to the script and is not a prose description. */
function looksLikeScript(paragraph: string[]): boolean {
  const first = plainLine(paragraph[0] ?? "");
  if (!first) return true;
  if (/^[([]/.test(first)) return true;
  // A heading (CAST, SCENE 1, …) or a header or speech line ("SCRIPTURE: …", "DAVID: …") starts the script.
  if (isUpperCase(first)) return true;
  return paragraph.some((line) => CAPS_LABEL.test(plainLine(line)));
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}...`;
}

/** A description written from the script itself: scripture, speaking parts and its first line. */
function describeFrom(parsed: ParsedScript, title: string, scripture: string | null): string {
  const speakers = parsed.cast.filter((m) => m.speaking && !m.narrator).map((m) => m.name);
  const parts = parsed.cast.filter((m) => m.speaking).length;
  let text = scripture ? `A skit based on ${scripture}` : `A skit: ${title}`;
  if (parts > 0) {
    const names = speakers.slice(0, 4).join(", ");
    text += ` for ${parts} speaking ${parts === 1 ? "part" : "parts"}${names ? ` (${names}${speakers.length > 4 ? ", …" : ""})` : ""}`;
  }
  text += ".";
  const first = bodyBlocks(parsed).find((b) => b.type === "dialogue" || b.type === "paragraph");
  if (first) {
    const line = cutAtWord(first.text.replace(/\s+/g, " ").trim(), GENERATED_DESCRIPTION_MAX);
    if (line) text += first.type === "dialogue" ? ` It opens: “${line}”` : ` ${line}`;
  }
  return text.length >= UPLOAD_DESCRIPTION_MIN ? text : `${text} Uploaded from a text file.`;
}

function lengthFor(minutes: number): SkitLength {
  for (const option of LENGTH_OPTIONS) {
    if (minutes <= LENGTH_MINUTES[option.value].max) return option.value;
  }
  return "very-long";
}

/** Parses decoded text (no BOM) into the parts of a skit; throws UploadParseError with a reader-facing message. */
export function parseSkitText(text: string): ParsedUpload {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const titleIndex = lines.findIndex((l) => plainLine(l) !== "");
  if (titleIndex < 0) throw new UploadParseError(PARSE_MESSAGES.title);
  const title = plainLine(lines[titleIndex] ?? "")
    .replace(TITLE_LABEL, "")
    .trim();
  if (title.length < UPLOAD_TITLE_MIN || title.length > UPLOAD_TITLE_MAX)
    throw new UploadParseError(PARSE_MESSAGES.title);

  // The paragraph after the title: the rest of the title's paragraph, else the next one.
  let start = titleIndex + 1;
  if (plainLine(lines[start] ?? "") === "") {
    while (start < lines.length && plainLine(lines[start] ?? "") === "") start++;
  }
  let end = start;
  while (end < lines.length && plainLine(lines[end] ?? "") !== "") end++;
  const paragraph = lines.slice(start, end);

  let description: string | null = null;
  let contentStart = titleIndex + 1;
  const firstLine = plainLine(paragraph[0] ?? "");
  const joined = paragraph.map(plainLine).join(" ").trim();
  if (DESCRIPTION_LABEL.test(firstLine)) {
    description = joined.replace(DESCRIPTION_LABEL, "").trim();
    contentStart = end;
  } else if (
    paragraph.length > 0 &&
    !looksLikeScript(paragraph) &&
    joined.length >= UPLOAD_DESCRIPTION_MIN &&
    joined.length <= UPLOAD_DESCRIPTION_MAX
  ) {
    description = joined;
    contentStart = end;
  }
  if (description !== null && description.length > UPLOAD_DESCRIPTION_MAX)
    description = cutAtWord(description, UPLOAD_DESCRIPTION_MAX);

  const content = lines
    .slice(contentStart)
    .join("\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
  if (content.trim().length < UPLOAD_CONTENT_MIN) throw new UploadParseError(PARSE_MESSAGES.contentShort);
  if (content.length > UPLOAD_CONTENT_MAX) throw new UploadParseError(PARSE_MESSAGES.contentLong);

  const parsed = parseScript(text);
  const scriptureHeader = parsed.header.find((h) =>
    SCRIPTURE_LABELS.has(
      h.label
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toUpperCase(),
    ),
  );
  const scripture = scriptureHeader?.value.trim().slice(0, 200) || null;
  if (description === null || description.length < UPLOAD_DESCRIPTION_MIN)
    description = describeFrom(parseScript(content), title, scripture);

  const speaking = parsed.cast.filter((m) => m.speaking).length;
  const nonSpeaking = parsed.cast.filter((m) => !m.speaking).length;
  const spoken = spokenWordCount(parsed);
  const words = spoken > 0 ? spoken : countWords(content);
  const minutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
  return {
    title,
    description,
    content,
    topic: title.slice(0, 200),
    scripture,
    speakingParts: clamp(speaking, 1, 20),
    nonSpeakingParts: clamp(nonSpeaking, 0, 20),
    length: lengthFor(minutes),
    minutes,
  };
}
