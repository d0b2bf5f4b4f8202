/**
 * The one document model both download formats render (PDF and Word), built from
 * a stored skit's metadata and its parsed script. Renderers only map block roles
 * to styles, so both files always carry exactly the same text in the same order.
 */
import type { ParsedScript, ScriptBlock } from "../../../lib/script-format.ts";
import { AGE_GROUP_OPTIONS, LENGTH_OPTIONS, labelFor, SETTING_OPTIONS } from "../../skits/skit.schema.ts";

/** What a download needs from a stored skit (plain values, as read from the database). */
export interface SkitDocumentInput {
  title: string;
  description: string;
  scripture: string | null | undefined;
  topic: string;
  /** Length option value ("short", "very-long", …). */
  length: string;
  /** Language option value ("english", "spanish", …). */
  language: string;
  /** Age-group option value ("children", …). */
  ageGroup: string;
  /** Setting option value ("sunday-school", …). */
  setting: string | null | undefined;
  /** Free-text props list from the form. */
  props: string | null | undefined;
  speakingParts: number | string;
  nonSpeakingParts: number | string | null | undefined;
  /** The skit text (docs/script-format.md). */
  content: string;
  /** Optional licence text printed after the script. */
  license?: string | null | undefined;
}

export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A character's name: bold capitals (the Word "Character" run style). */
  character?: boolean;
}

export type BlockRole =
  | "title"
  | "scripture"
  | "description"
  | "heading"
  | "subheading"
  | "detail"
  | "castMember"
  | "listItem"
  | "sceneHeading"
  | "character"
  | "parenthetical"
  | "speech"
  | "narratorCharacter"
  | "narratorParenthetical"
  | "narratorSpeech"
  | "direction"
  | "paragraph"
  | "ending"
  | "colophon";

export interface DocBlock {
  role: BlockRole;
  spans: Span[];
  /** List marker ("•", "1.") for listItem blocks. */
  marker?: string;
  /** Printed on a shaded band (an actor's own lines in an actor script). */
  highlight?: boolean;
}

export interface SkitDocument {
  title: string;
  /** Metadata subject: the description. */
  subject: string;
  keywords: string[];
  /** BCP 47 language tag of the skit text (null for "other"). */
  lang: string | null;
  author: string;
  /** Footer text printed on every page beside the page number. */
  footer: string;
  blocks: DocBlock[];
}

export const DOCUMENT_AUTHOR = "Scripture Skits";

const LANGUAGE_TAGS: Record<string, string> = {
  english: "en-US",
  spanish: "es",
  french: "fr",
  german: "de",
  portuguese: "pt",
};

/** Characters that never belong in a printed document: C0/C1 controls (tab and newline are whitespace), BOM, DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters being removed
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFEFF]/g;

/** NFC, no control characters, no lone surrogates; line breaks kept as "\n". */
export function cleanText(value: string): string {
  return value.toWellFormed().normalize("NFC").replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "");
}

/** One printable line: all whitespace runs (including line breaks) become one space. */
export function oneLine(value: string | null | undefined): string {
  if (!value) return "";
  return cleanText(value).replace(/\s+/g, " ").trim();
}

/** Paragraphs separated by blank lines, each as one line. */
function paragraphs(value: string | null | undefined): string[] {
  if (!value) return [];
  return cleanText(value)
    .split(/\n\s*\n/)
    .map((p) => oneLine(p))
    .filter((p) => p.length > 0);
}

const upper = (value: string) => value.toLocaleUpperCase();

/** "SETTING" → "Setting", "RUNNING TIME" → "Running time". */
function labelCase(label: string): string {
  const lower = oneLine(label).toLocaleLowerCase();
  return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
}

/** Splits a props text into items at top-level commas, semicolons and line breaks ("a cup (or a bowl, any size)" stays one item). */
export function splitProps(value: string | null | undefined): string[] {
  if (!value) return [];
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of cleanText(value)) {
    if (ch === "(" || ch === "[") depth += 1;
    if ((ch === ")" || ch === "]") && depth > 0) depth -= 1;
    if (depth === 0 && (ch === "," || ch === ";" || ch === "\n")) {
      items.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items
    .map((item) =>
      oneLine(item)
        .replace(/^[-*•·]\s*/, "")
        .replace(/\.$/, ""),
    )
    .filter((item) => item.length > 0);
}

/** Header labels the document shows in its own rows (docs/script-format.md §2), compared without accents. */
const HEADER_KINDS: Record<string, readonly string[]> = {
  scripture: [
    "SCRIPTURE",
    "PASSAGE",
    "REFERENCE",
    "BIBLE PASSAGE",
    "BIBLE REFERENCE",
    "ESCRITURA",
    "PASAJE",
    "CITA BIBLICA",
    "REFERENCIA",
  ],
  topic: ["TOPIC", "THEME", "TEMA"],
  runningTime: ["RUNNING TIME", "RUN TIME", "LENGTH", "DURATION", "DURACION", "TIEMPO"],
  setting: ["SETTING", "LOCATION", "PLACE", "AMBIENTACION", "LUGAR", "ESCENARIO"],
  props: ["PROPS", "UTILERIA", "ACCESORIOS"],
  ageGroup: ["AGE GROUP", "AUDIENCE", "EDAD", "PUBLICO"],
};

type HeaderKind = "scripture" | "topic" | "runningTime" | "setting" | "props" | "ageGroup" | "other";

/** Upper case without accents, for keyword comparisons ("Duración" → "DURACION"). */
const keyword = (value: string) => oneLine(value).normalize("NFD").replace(/\p{M}/gu, "").toLocaleUpperCase();

function headerKind(label: string): HeaderKind {
  const key = keyword(label);
  for (const [kind, labels] of Object.entries(HEADER_KINDS)) {
    if (labels.includes(key)) return kind as HeaderKind;
  }
  return "other";
}

const NUMBERED_SECTION = /QUESTION|PREGUNTA|FRAGE|PERGUNTA|QUESTAO|STEP|PASO|ETAPE|SCHRITT|PASSO/;

function partsCount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** A paragraph that keeps its line breaks (song lyrics, poetry): each line collapsed, joined with "\n". */
function keepLines(value: string): string {
  return cleanText(value)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line.length > 0)
    .join("\n");
}

/** Paragraphs separated by blank lines, each keeping its line breaks. */
function multilineParagraphs(value: string): string[] {
  return cleanText(value)
    .split(/\n[^\S\n]*\n\s*/)
    .map(keepLines)
    .filter((p) => p.length > 0);
}

/** true when the bracket opening `text` is the one closing it: "(a (b) c)" but not "(a) and (b)". */
function wrappedIn(text: string, open: string, close: string): boolean {
  if (!text.startsWith(open) || !text.endsWith(close)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === open) depth += 1;
    else if (text[i] === close) depth -= 1;
    if (depth === 0) return i === text.length - 1;
  }
  return false;
}

/** "(whispering)" and "[lights up]" stay as they are; "whispering" becomes "(whispering)". */
function inParentheses(text: string): string {
  const t = oneLine(text);
  return wrappedIn(t, "(", ")") || wrappedIn(t, "[", "]") ? t : `(${t})`;
}

function scriptBlocks(blocks: readonly ScriptBlock[]): DocBlock[] {
  const out: DocBlock[] = [];
  for (const block of blocks) {
    if (block.type === "dialogue") {
      const n = block.narrator;
      out.push({
        role: n ? "narratorCharacter" : "character",
        spans: [{ text: upper(oneLine(block.character)), bold: true, italic: n, character: true }],
      });
      const paren = block.parenthetical ? oneLine(block.parenthetical) : "";
      if (paren) {
        out.push({
          role: n ? "narratorParenthetical" : "parenthetical",
          spans: [{ text: inParentheses(paren), italic: true }],
        });
      }
      for (const text of multilineParagraphs(block.text)) {
        out.push({ role: n ? "narratorSpeech" : "speech", spans: [{ text }] });
      }
    } else if (block.type === "direction") {
      const text = oneLine(block.text);
      if (text) out.push({ role: "direction", spans: [{ text: inParentheses(text), italic: true }] });
    } else {
      for (const text of multilineParagraphs(block.text)) out.push({ role: "paragraph", spans: [{ text }] });
    }
  }
  return out;
}

const detail = (label: string, value: string): DocBlock => ({
  role: "detail",
  spans: [{ text: `${label}: `, bold: true }, { text: value }],
});

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;

/** Builds the printable document: title block, details, cast, props, script, ending, afterword, colophon. */
export function buildSkitDocument(input: SkitDocumentInput, script: ParsedScript): SkitDocument {
  const title = oneLine(input.title) || oneLine(script.title) || "Untitled skit";
  const header = script.header
    .map((h) => ({ kind: headerKind(h.label), label: oneLine(h.label), value: oneLine(h.value) }))
    .filter((h) => h.value.length > 0);
  const headerValues = (kind: HeaderKind) => header.filter((h) => h.kind === kind).map((h) => h.value);

  const scripture = oneLine(input.scripture) || (headerValues("scripture")[0] ?? "");
  const topic = oneLine(input.topic);
  const blocks: DocBlock[] = [{ role: "title", spans: [{ text: title }] }];
  const subtitle = scripture || (topic && !same(topic, title) ? topic : "");
  if (subtitle) blocks.push({ role: "scripture", spans: [{ text: subtitle, italic: true }] });
  for (const p of paragraphs(input.description)) blocks.push({ role: "description", spans: [{ text: p }] });

  // At a glance: the form's choices, then every header line of the script not already shown.
  const lengthLabel = labelFor(LENGTH_OPTIONS, oneLine(input.length)) ?? "";
  const estimates = headerValues("runningTime").map((v) => `script estimate: ${v}`);
  const runningTime = [lengthLabel, ...estimates].filter(Boolean).join("; ");
  if (runningTime) blocks.push(detail("Running time", runningTime));
  const settingLabel = labelFor(SETTING_OPTIONS, oneLine(input.setting)) ?? "";
  if (settingLabel) blocks.push(detail("Setting", settingLabel));
  const ageLabel = labelFor(AGE_GROUP_OPTIONS, oneLine(input.ageGroup)) ?? "";
  if (ageLabel) blocks.push(detail("Age group", ageLabel));
  if (scripture && topic && !same(topic, title)) blocks.push(detail("Topic", topic));
  const shown: Partial<Record<HeaderKind, string>> = {
    scripture,
    topic,
    setting: settingLabel,
    ageGroup: ageLabel,
  };
  for (const h of header) {
    if (h.kind === "runningTime" || h.kind === "props") continue;
    const already = shown[h.kind];
    if (already !== undefined && same(already, h.value)) continue;
    const label = h.kind === "setting" && settingLabel ? "Story setting" : labelCase(h.label);
    blocks.push(detail(label, h.value));
  }

  // Cast: the parsed cast list, or the part counts when the text has none.
  blocks.push({ role: "heading", spans: [{ text: "Cast" }] });
  const speaking = script.cast.filter((c) => c.speaking);
  const silent = script.cast.filter((c) => !c.speaking);
  const castGroup = (heading: string, members: typeof speaking) => {
    blocks.push({ role: "subheading", spans: [{ text: `${heading} (${members.length})` }] });
    for (const m of members) {
      const description = oneLine(m.description);
      blocks.push({
        role: "castMember",
        spans: [
          { text: upper(oneLine(m.name)), bold: true, character: true },
          ...(description ? [{ text: ` — ${description}` }] : []),
        ],
      });
    }
  };
  if (script.cast.length > 0) {
    if (speaking.length > 0) castGroup("Speaking parts", speaking);
    if (silent.length > 0) castGroup("Non-speaking parts", silent);
  } else {
    const speakingCount = partsCount(input.speakingParts);
    const silentCount = partsCount(input.nonSpeakingParts);
    if (speakingCount !== null) blocks.push(detail("Speaking parts", String(speakingCount)));
    if (silentCount !== null) blocks.push(detail("Non-speaking parts", String(silentCount)));
  }

  // Props: the form's list and the script's PROPS lines, without repeats.
  const props: string[] = [];
  for (const item of [input.props, ...headerValues("props")].flatMap(splitProps)) {
    if (!props.some((p) => same(p, item))) props.push(item);
  }
  if (props.length > 0) {
    blocks.push({ role: "heading", spans: [{ text: "Props" }] });
    for (const item of props) blocks.push({ role: "listItem", marker: "•", spans: [{ text: item }] });
  }

  // The script itself.
  blocks.push({ role: "heading", spans: [{ text: "Script" }] });
  blocks.push(...scriptBlocks(script.preamble));
  for (const scene of script.scenes) {
    const heading = upper(oneLine(scene.heading));
    if (heading) blocks.push({ role: "sceneHeading", spans: [{ text: heading }] });
    blocks.push(...scriptBlocks(scene.blocks));
  }
  blocks.push({ role: "ending", spans: [{ text: upper(oneLine(script.ending)) || "THE END" }] });

  for (const section of script.afterword) {
    const items = section.items.flatMap(multilineParagraphs);
    const heading = oneLine(section.heading);
    if (!heading && items.length === 0) continue;
    if (heading) blocks.push({ role: "heading", spans: [{ text: heading }] });
    const numbered = NUMBERED_SECTION.test(keyword(heading));
    items.forEach((text, i) => {
      if (numbered) blocks.push({ role: "listItem", marker: `${i + 1}.`, spans: [{ text }] });
      else if (items.length > 1) blocks.push({ role: "listItem", marker: "•", spans: [{ text }] });
      else blocks.push({ role: "paragraph", spans: [{ text }] });
    });
  }

  blocks.push({ role: "colophon", spans: [{ text: `${DOCUMENT_AUTHOR} · ${title}` }] });
  for (const p of paragraphs(input.license)) blocks.push({ role: "colophon", spans: [{ text: p }] });

  return {
    title,
    subject: oneLine(input.description),
    keywords: [scripture, topic].filter((k) => k.length > 0),
    lang: LANGUAGE_TAGS[oneLine(input.language)] ?? null,
    author: DOCUMENT_AUTHOR,
    footer: `${title} · ${DOCUMENT_AUTHOR}`,
    blocks,
  };
}

/** The text of a block as it prints (list markers included), for tests and plain-text comparisons. */
export function blockText(block: DocBlock): string {
  const text = block.spans.map((s) => s.text).join("");
  return block.marker ? `${block.marker} ${text}` : text;
}
