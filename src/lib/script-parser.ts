/**
 * Parses skit text in the documented plain-text format (docs/script-format.md) into the
 * ParsedScript structure. Pure and browser-safe: no Node APIs, never throws, never loses text —
 * anything it does not recognise becomes a paragraph block.
 */
import type { AfterwordSection, CastMember, ParsedScript, Scene, ScriptBlock } from "./script-format.ts";

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Removes accents ("JOSÉ" → "JOSE"). */
function stripAccents(s: string): string {
  return s.normalize("NFD").replace(/\p{M}+/gu, "");
}

const foldCache = new Map<string, string>();

/** Upper-case, accent-free, single-spaced, with unicode hyphens as "-": used for keyword matching. */
function fold(s: string): string {
  const cached = foldCache.get(s);
  if (cached !== undefined) return cached;
  if (foldCache.size > 4000) foldCache.clear();
  const folded = foldUncached(s);
  foldCache.set(s, folded);
  return folded;
}

function foldUncached(s: string): string {
  return stripAccents(s)
    .replace(/[\u2010\u2011\u2012]/g, "-")
    .replace(/\u2019/g, "'")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A keyword line: folded, without a trailing colon, a trailing "(3)" count or trailing dots. */
function keywordOf(s: string): string {
  if (s.length > 60) return "";
  return fold(s)
    .replace(/\s*\([^()]*\)\s*$/, "")
    .replace(/[\s:.!]+$/, "")
    .trim();
}

const slugCache = new Map<string, string>();

/** Stable id of a character: "KING DAVID" → "king-david", "JOSÉ" → "jose". */
export function slugCharacterId(name: string): string {
  const cached = slugCache.get(name);
  if (cached !== undefined) return cached;
  if (slugCache.size > 4000) slugCache.clear();
  const slug = slugUncached(name);
  slugCache.set(name, slug);
  return slug;
}

function slugUncached(name: string): string {
  const slug = stripAccents(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "character";
}

function hasLetter(s: string): boolean {
  return /\p{L}/u.test(s);
}

function isUpperCaseName(s: string): boolean {
  return hasLetter(s) && s === s.toUpperCase() && s !== s.toLowerCase();
}

function joinText(a: string, sep: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return a + sep + b;
}

// ---------------------------------------------------------------------------------------------
// Keyword tables (folded: upper case, no accents)

const CAST_HEADINGS = new Set([
  "CAST",
  "CAST LIST",
  "CAST OF CHARACTERS",
  "CHARACTERS",
  "DRAMATIS PERSONAE",
  "REPARTO",
  "PERSONAJES",
  "ELENCO",
  "PERSONNAGES",
  "DISTRIBUTION",
  "BESETZUNG",
  "PERSONEN",
  "PERSONAGENS",
]);

const NON_SPEAKING_HEADINGS = new Set([
  "NON-SPEAKING PARTS",
  "NON-SPEAKING ROLES",
  "NON-SPEAKING CHARACTERS",
  "NON-SPEAKING",
  "NON SPEAKING PARTS",
  "NON SPEAKING ROLES",
  "NONSPEAKING PARTS",
  "NONSPEAKING ROLES",
  "SILENT PARTS",
  "SILENT ROLES",
  "EXTRAS",
  "PAPELES SIN DIALOGO",
  "PAPELES SIN TEXTO",
  "PAPELES MUDOS",
  "PERSONAJES SIN DIALOGO",
  "PERSONAJES MUDOS",
  "FIGURANTES",
  "ROLES MUETS",
  "STUMME ROLLEN",
  "PAPEIS SEM FALA",
]);

const SPEAKING_HEADINGS = new Set([
  "SPEAKING PARTS",
  "SPEAKING ROLES",
  "SPEAKING CHARACTERS",
  "PAPELES CON DIALOGO",
  "PAPELES CON TEXTO",
  "PERSONAJES CON DIALOGO",
]);

const NON_SPEAKING_MARKER =
  /\(\s*(non[- ]?speaking(?: part| role)?|silent(?: part| role)?|sin di[aá]logo|sin texto|mud[oa]|muet(?:te)?|stumm|sem fala)\s*\)/iu;

const HEADER_LABELS = new Set([
  "SCRIPTURE",
  "SCRIPTURES",
  "SCRIPTURE REFERENCE",
  "BIBLE PASSAGE",
  "BIBLE REFERENCE",
  "BIBLE STORY",
  "PASSAGE",
  "REFERENCE",
  "TOPIC",
  "THEME",
  "THEMES",
  "RUNNING TIME",
  "TIME",
  "LENGTH",
  "DURATION",
  "SETTING",
  "LOCATION",
  "PLACE",
  "PROPS",
  "PROPS NEEDED",
  "COSTUMES",
  "COSTUME",
  "AGE GROUP",
  "AGES",
  "AGE",
  "AUDIENCE",
  "STYLE",
  "TYPE",
  "LANGUAGE",
  "DIFFICULTY",
  "LEVEL",
  "MUSIC",
  "SOUND",
  "LIGHTING",
  "AUTHOR",
  "BY",
  "WRITTEN BY",
  "SUMMARY",
  "SYNOPSIS",
  "PURPOSE",
  "ESCRITURA",
  "PASAJE",
  "PASAJE BIBLICO",
  "CITA",
  "CITA BIBLICA",
  "REFERENCIA",
  "TEMA",
  "DURACION",
  "TIEMPO",
  "AMBIENTACION",
  "AMBIENTE",
  "LUGAR",
  "ESCENARIO",
  "UTILERIA",
  "ACCESORIOS",
  "VESTUARIO",
  "EDAD",
  "EDADES",
  "PUBLICO",
  "ESTILO",
  "TIPO",
  "IDIOMA",
  "DIFICULTAD",
  "NIVEL",
  "MUSICA",
  "AUTOR",
  "RESUMEN",
  "PROPOSITO",
]);

const TITLE_LABELS = new Set(["TITLE", "TITULO", "TITRE", "TITEL"]);

/** "LIGHTS: fade" — technical cues that are stage directions wherever they appear in the body. */
const TECHNICAL_LABELS = new Set([
  "LIGHTS",
  "LIGHT",
  "LIGHTING",
  "SOUND",
  "SOUND EFFECT",
  "SOUND EFFECTS",
  "SFX",
  "FX",
  "MUSIC",
  "SONG CUE",
  "NOTE",
  "NOTES",
  "STAGE DIRECTION",
  "DIRECTION",
  "SLIDE",
  "VIDEO",
  "PROJECTION",
  "LUCES",
  "LUZ",
  "SONIDO",
  "EFECTO DE SONIDO",
  "MUSICA",
  "NOTA",
  "ACOTACION",
]);

/** Written in lower case; compared with folded (upper-case) names. */
const GROUP_SPEAKERS = new Set(
  [
    "all",
    "everyone",
    "everybody",
    "all cast",
    "whole cast",
    "full cast",
    "both",
    "together",
    "all together",
    "todos",
    "todos juntos",
    "ambos",
    "ambas",
    "tous",
    "alle",
  ].map((k) => k.toUpperCase()),
);

const AUDIENCE_SPEAKERS = new Set([
  "AUDIENCE",
  "THE AUDIENCE",
  "CONGREGATION",
  "CLASS",
  "PUBLICO",
  "EL PUBLICO",
  "CONGREGACION",
  "CLASE",
]);

const NARRATOR_RE =
  /^(?:THE )?(NARRATOR|NARRATORS|NARRADOR|NARRADORA|NARRADORES|STORYTELLER|STORY TELLER|READER|NARRATEUR|NARRATRICE|ERZAHLER|ERZAHLERIN)(?: ?\d{1,2}| [A-Z])?$/;

const ENDINGS = new Set([
  "THE END",
  "END",
  "BLACKOUT",
  "BLACK OUT",
  "LIGHTS OUT",
  "CURTAIN",
  "FADE OUT",
  "FADE TO BLACK",
  "FIN",
  "EL FIN",
  "TELON",
  "OSCURO",
  "APAGON",
  "ENDE",
  "FIM",
]);

const AFTERWORD_HEADINGS = new Set([
  "DISCUSSION QUESTIONS",
  "DISCUSSION",
  "QUESTIONS",
  "QUESTIONS FOR DISCUSSION",
  "FOLLOW-UP QUESTIONS",
  "REFLECTION QUESTIONS",
  "MEMORY VERSE",
  "KEY VERSE",
  "BIBLE VERSE",
  "VERSE TO REMEMBER",
  "PRODUCTION NOTES",
  "DIRECTOR'S NOTES",
  "DIRECTORS NOTES",
  "DIRECTOR NOTES",
  "STAGING NOTES",
  "NOTES",
  "TEACHING POINT",
  "LESSON",
  "THE LESSON",
  "APPLICATION",
  "TAKEAWAY",
  "PRAYER",
  "CLOSING PRAYER",
  "SONG",
  "SONG LYRICS",
  "PREGUNTAS PARA CONVERSAR",
  "PREGUNTAS PARA DIALOGAR",
  "PREGUNTAS PARA LA DISCUSION",
  "PREGUNTAS PARA REFLEXIONAR",
  "PREGUNTAS",
  "VERSICULO PARA MEMORIZAR",
  "VERSICULO CLAVE",
  "VERSICULO DE MEMORIA",
  "TEXTO PARA MEMORIZAR",
  "NOTAS DE PRODUCCION",
  "NOTAS PARA EL DIRECTOR",
  "NOTAS",
  "LECCION",
  "APLICACION",
  "ORACION",
  "ORACION FINAL",
  "CANCION",
  "QUESTIONS DE DISCUSSION",
  "VERSET A MEMORISER",
  "NOTES DE PRODUCTION",
  "FRAGEN ZUM GESPRACH",
  "MERKVERS",
  "PERGUNTAS PARA CONVERSAR",
]);

const NUMBER_WORDS =
  "ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|UNO|UNA|DOS|TRES|CUATRO|CINCO|SEIS|SIETE|OCHO|NUEVE|DIEZ|ONCE|DOCE|FIRST|SECOND|THIRD|FINAL|PRIMERA|SEGUNDA|TERCERA";
const SCENE_RE = new RegExp(
  `^(?:SCENE|ESCENA|ACT|ACTO|SZENE|CENA|CUADRO)\\s+(?:\\d{1,3}[A-Z]?|[IVXLC]{1,7}|${NUMBER_WORDS})(?:\\s*[:.\\-\u2013\u2014]\\s*.*|\\s*\\(.*\\))?$`,
);
const SCENE_WORD_RE = /^(?:PROLOGUE|EPILOGUE|PROLOGO|EPILOGO)(?:\s*[:.\-\u2013\u2014]\s*.*)?$/;
const SCENE_COLON_RE = /^(?:SCENE|ESCENA)\s*[:\-\u2013\u2014]\s*\S.*$/;

/** "DAVID: text", "DAVID (whispering): text". The name is validated separately. */
const SPEAKER_RE =
  /^([\p{L}\p{N}][\p{L}\p{N} .'\u2019&/-]{0,44}?)\s*(?:\(([^()]{1,80})\))?\s*:(?:\s+(.*)|([^\d\s/].*)|)$/u;
/** "LABEL: value" for header lines (labels may carry more punctuation than names). */
const LABEL_RE = /^([\p{L}][\p{L}\p{N} .'\u2019&/-]{0,39}?)\s*:\s*(.*)$/u;
const LIST_ITEM_RE = /^(?:\d{1,3}[.)]|[a-zA-Z][.)]|[-\u2022*\u00b7\u2013\u2014])\s+/;
const BULLET_RE = /^(?:[-\u2022*\u00b7]|\d{1,3}[.)])\s+/;

function isCastHeading(text: string): boolean {
  return CAST_HEADINGS.has(keywordOf(text)) && !/:\s*\S/.test(text);
}
function isNonSpeakingHeading(text: string): boolean {
  return NON_SPEAKING_HEADINGS.has(keywordOf(text)) && !/:\s*\S/.test(text);
}
function isSpeakingHeading(text: string): boolean {
  return SPEAKING_HEADINGS.has(keywordOf(text)) && !/:\s*\S/.test(text);
}
function isSceneHeading(text: string): boolean {
  if (text.length > 120) return false;
  const f = fold(text);
  return SCENE_RE.test(f) || SCENE_WORD_RE.test(f) || SCENE_COLON_RE.test(f);
}
function isEndingLine(text: string): boolean {
  const inner = text.replace(/^[([]\s*/, "").replace(/\s*[)\]]\.?$/, "");
  return ENDINGS.has(keywordOf(inner));
}
/** An afterword heading, alone ("MEMORY VERSE") or with inline content ("MEMORY VERSE: …"). */
function afterwordHeading(text: string): { heading: string; rest: string } | null {
  if (AFTERWORD_HEADINGS.has(keywordOf(text))) return { heading: text.replace(/\s*:\s*$/, ""), rest: "" };
  const colon = text.indexOf(":");
  if (colon < 2 || colon > 40) return null;
  const m = /^([^:]{2,40}):\s*(.+)$/.exec(text);
  if (m?.[1] && m[2] && AFTERWORD_HEADINGS.has(keywordOf(m[1]))) {
    return { heading: m[1].trim(), rest: m[2].trim() };
  }
  return null;
}
function isNarratorName(name: string): boolean {
  return NARRATOR_RE.test(fold(name));
}

interface SpeakerMatch {
  name: string;
  parenthetical: string | undefined;
  text: string;
}

function matchSpeaker(text: string): SpeakerMatch | null {
  const colon = text.indexOf(":");
  if (colon < 1 || colon > 140) return null;
  const m = SPEAKER_RE.exec(text);
  if (!m?.[1]) return null;
  const name = m[1].trim();
  if (!hasLetter(name) || name.split(" ").length > 5 || name.length > 40) return null;
  const rest = (m[3] ?? m[4] ?? "").trim();
  if (rest.startsWith("//")) return null;
  let parenthetical = m[2]?.trim();
  let body = rest;
  if (parenthetical === undefined) {
    const p = /^\(([^()]{0,200})\)\s*(.*)$/su.exec(rest);
    if (p) {
      parenthetical = (p[1] ?? "").trim();
      body = (p[2] ?? "").trim();
    }
  }
  return { name, parenthetical, text: body };
}

function matchLabel(text: string): { label: string; value: string } | null {
  const m = LABEL_RE.exec(text);
  if (!m?.[1]) return null;
  const label = m[1].trim();
  if (label.split(" ").length > 4) return null;
  return { label, value: (m[2] ?? "").trim() };
}

/** Index just past a group of lines starting with "(" or "[" that closes on a line; -1 when it never closes. */
function directionEnd(lines: readonly string[], start: number): number {
  const first = lines[start] ?? "";
  const open = first.startsWith("[") ? "[" : "(";
  const close = open === "[" ? "]" : ")";
  let depth = 0;
  for (let j = start; j < lines.length; j++) {
    for (const ch of lines[j] ?? "") {
      if (ch === open) depth++;
      else if (ch === close) depth--;
    }
    if (depth <= 0) {
      const trimmed = (lines[j] ?? "").replace(/[.!]+$/, "");
      return trimmed.endsWith(close) ? j + 1 : -1;
    }
  }
  return -1;
}

/** Splits "(a) (b)" into ["a", "b"]; "(a (b) c)" into ["a (b) c"]. */
function directionTexts(joined: string): string[] {
  const close = joined.startsWith("[") ? "]" : ")";
  const open = close === "]" ? "[" : "(";
  const s = joined.replace(/[.!]+$/, "");
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < s.length; k++) {
    const ch = s[k];
    if (ch === open) {
      if (depth === 0) start = k + 1;
      depth++;
    } else if (ch === close) {
      depth--;
      if (depth === 0) out.push(s.slice(start, k).trim());
    } else if (depth === 0 && ch !== undefined && /\S/.test(ch)) {
      // Text between groups: keep the whole thing as one direction.
      return [s.slice(1, -1).trim()];
    }
  }
  return out.filter((t) => t.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Lines

interface Line {
  text: string;
  /** Paragraph number (consecutive non-blank lines share one). */
  para: number;
}

function cleanLine(raw: string): string {
  let s = raw.replace(/[\t\u00a0\u2000-\u200b\u3000]/g, " ").trim();
  s = s.replace(/^#{1,6}\s+/, "");
  s = s.replace(/\*\*|__/g, "");
  s = s.replace(/ {2,}/g, " ").trim();
  return s;
}

function toLines(text: string): Line[] {
  const out: Line[] = [];
  let para = 0;
  let inPara = false;
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const t = cleanLine(raw);
    if (t === "" || /^[-*_=~\u2022\u00b7.#\s\u2013\u2014]+$/.test(t)) {
      if (inPara) para++;
      inPara = false;
      continue;
    }
    out.push({ text: t, para });
    inPara = true;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Cast

interface CastState {
  members: CastMember[];
  byId: Map<string, CastMember>;
}

function addMember(state: CastState, member: CastMember): CastMember {
  const existing = state.byId.get(member.id);
  if (existing) {
    if (member.description && !existing.description.includes(member.description)) {
      existing.description = joinText(existing.description, "; ", member.description);
    }
    return existing;
  }
  state.members.push(member);
  state.byId.set(member.id, member);
  return member;
}

/** Parses one cast line into a member; null when the line is not a cast entry. */
function parseCastEntry(line: string, nonSpeaking: boolean, allowColon: boolean): CastMember | null {
  let s = line.replace(BULLET_RE, "").trim();
  let silent = nonSpeaking;
  if (NON_SPEAKING_MARKER.test(s)) {
    silent = true;
    s = s.replace(NON_SPEAKING_MARKER, " ").replace(/ {2,}/g, " ").trim();
  }
  const separators = [" \u2014 ", "\u2014", " \u2013 ", " - ", ...(allowColon ? [":"] : [])];
  let name = s;
  let description = "";
  let best = -1;
  let sepLen = 0;
  for (const sep of separators) {
    const at = s.indexOf(sep);
    if (at > 0 && (best < 0 || at < best)) {
      best = at;
      sepLen = sep.length;
    }
  }
  if (best > 0) {
    name = s.slice(0, best).trim();
    description = s.slice(best + sepLen).trim();
  }
  // "DAVID (age 12)" → the parenthetical joins the description.
  const paren = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(name);
  if (paren?.[1] && hasLetter(paren[1])) {
    name = paren[1].trim();
    description = joinText(`(${(paren[2] ?? "").trim()})`, " ", description);
  }
  name = name.replace(/[,:;.]+$/, "").trim();
  if (!hasLetter(name) || name.length > 40 || name.split(" ").length > 5) return null;
  if (best < 0 && !isUpperCaseName(name)) return null;
  return {
    id: slugCharacterId(name),
    name: name.toUpperCase(),
    description: description.replace(/^[-\u2013\u2014:]\s*/, "").trim(),
    speaking: !silent,
    narrator: isNarratorName(name),
  };
}

function isDashEntry(line: string): boolean {
  const s = line.replace(BULLET_RE, "");
  const m = /^(.{1,40}?)\s*(?:\u2014|\s\u2013\s|\s-\s)/.exec(s);
  return Boolean(m?.[1] && hasLetter(m[1]) && m[1].trim().split(" ").length <= 5);
}

// ---------------------------------------------------------------------------------------------
// The parser

interface Builder {
  cast: CastState;
  preamble: ScriptBlock[];
  scenes: Scene[];
  /** The block list new body blocks go to. */
  target: ScriptBlock[];
  /** The last block written and the paragraph it came from, for continuations. */
  last: ScriptBlock | null;
  lastPara: number;
}

function resolveSpeaker(
  cast: CastState,
  name: string,
): { id: string; member: CastMember | null; audience: boolean } {
  const id = slugCharacterId(name);
  const exact = cast.byId.get(id);
  if (exact) return { id, member: exact, audience: false };
  const folded = fold(name);
  if (AUDIENCE_SPEAKERS.has(folded)) return { id, member: null, audience: true };
  if (GROUP_SPEAKERS.has(folded)) return { id, member: null, audience: false };
  const parts = folded.split(/\s+(?:AND|Y|&|ET|UND|E)\s+|\s*[&/,]\s*/).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => cast.byId.has(slugCharacterId(p)))) {
    return { id, member: null, audience: false };
  }
  const partial = cast.members.filter((m) => m.id.endsWith(`-${id}`) || m.id.startsWith(`${id}-`));
  if (partial.length === 1 && partial[0]) return { id: partial[0].id, member: partial[0], audience: false };
  const member = addMember(cast, {
    id,
    name: name.toUpperCase(),
    description: "",
    speaking: true,
    narrator: isNarratorName(name),
  });
  return { id, member, audience: false };
}

function pushBlock(b: Builder, block: ScriptBlock, para: number): void {
  b.target.push(block);
  b.last = block;
  b.lastPara = para;
}

/** Appends a plain line: continues a speech or paragraph, or starts a paragraph. */
function pushText(b: Builder, text: string, para: number): void {
  const last = b.last;
  if (last && last.type === "dialogue") {
    last.text = joinText(last.text, b.lastPara === para ? "\n" : "\n\n", text);
    b.lastPara = para;
    return;
  }
  if (last && last.type === "paragraph" && b.lastPara === para) {
    last.text = joinText(last.text, "\n", text);
    return;
  }
  pushBlock(b, { type: "paragraph", text }, para);
}

function emptyScript(): ParsedScript {
  return { title: null, header: [], cast: [], preamble: [], scenes: [], ending: null, afterword: [] };
}

function parseLines(lines: Line[]): ParsedScript {
  const n = lines.length;
  const texts = lines.map((l) => l.text);
  const result = emptyScript();
  if (n === 0) return result;

  // --- Pre-pass: locate the cast list and the scene headings.
  const castIdx = texts.findIndex(isCastHeading);
  const sceneIdx = texts.map((t, i) => (isSceneHeading(t) ? i : -1)).filter((i) => i >= 0);
  const firstScene = sceneIdx[0] ?? -1;
  const lastScene = sceneIdx[sceneIdx.length - 1] ?? -1;

  // --- Cast list.
  const cast: CastState = { members: [], byId: new Map() };
  let castEnd = -1;
  if (castIdx >= 0 && (firstScene < 0 || castIdx < firstScene)) {
    let nonSpeaking = false;
    let i = castIdx + 1;
    const headingPara = lines[castIdx]?.para ?? 0;
    // The first paragraph of entries: the heading's own paragraph or, when the heading stands alone, the next.
    let firstEntryPara = headingPara;
    if (lines[i] && lines[i]?.para !== headingPara) firstEntryPara = lines[i]?.para ?? headingPara;
    let lastMember: CastMember | null = null;
    let currentPara = -1;
    while (i < n) {
      const line = lines[i];
      if (!line) break;
      const t = line.text;
      if (isSceneHeading(t) || isEndingLine(t) || afterwordHeading(t) || /^[([]/.test(t)) break;
      if (line.para !== currentPara) {
        currentPara = line.para;
        if (line.para !== firstEntryPara && line.para !== headingPara) {
          // A later paragraph continues the list only as a sub-list or as dash entries.
          const paraLines = lines.filter((l) => l.para === line.para).map((l) => l.text);
          const continues =
            isNonSpeakingHeading(t) ||
            isSpeakingHeading(t) ||
            paraLines.every((p) => isDashEntry(p) || isNonSpeakingHeading(p) || isSpeakingHeading(p));
          if (!continues) break;
          lastMember = null;
        }
      }
      if (isNonSpeakingHeading(t)) {
        nonSpeaking = true;
      } else if (isSpeakingHeading(t)) {
        nonSpeaking = false;
      } else {
        const allowColon = line.para === firstEntryPara || line.para === headingPara;
        const entry = parseCastEntry(t, nonSpeaking, allowColon);
        if (entry) {
          lastMember = addMember(cast, entry);
        } else if (lastMember) {
          lastMember.description = joinText(lastMember.description, " ", t);
        } else {
          result.preamble.push({ type: "paragraph", text: t });
        }
      }
      i++;
    }
    castEnd = i;
  }
  const inCast = (i: number) => castIdx >= 0 && castEnd >= 0 && i >= castIdx && i < castEnd;

  // --- Speaker candidates: upper-case names, cast names, or mixed-case names used at least twice.
  const speakerCounts = new Map<string, number>();
  const matches: (SpeakerMatch | null)[] = texts.map((t, i) => {
    if (inCast(i)) return null;
    const m = matchSpeaker(t);
    if (m) speakerCounts.set(slugCharacterId(m.name), (speakerCounts.get(slugCharacterId(m.name)) ?? 0) + 1);
    return m;
  });
  const isLabelName = (name: string) => {
    const f = fold(name);
    return HEADER_LABELS.has(f) || TECHNICAL_LABELS.has(f) || TITLE_LABELS.has(f);
  };
  const accepted = (i: number): SpeakerMatch | null => {
    const m = matches[i];
    if (!m) return null;
    const id = slugCharacterId(m.name);
    if (cast.byId.has(id) || AUDIENCE_SPEAKERS.has(fold(m.name))) return m;
    if (isLabelName(m.name)) return null;
    if (isUpperCaseName(m.name)) return m;
    return (speakerCounts.get(id) ?? 0) >= 2 ? m : null;
  };
  const speechAt = texts.map((_, i) => (castIdx >= 0 && i < castIdx ? false : accepted(i) !== null));
  /** Speeches by performers (audience lines such as "AUDIENCE: Amen!" excluded): where the body starts. */
  const performerAt = speechAt.map((s, i) => s && !AUDIENCE_SPEAKERS.has(fold(matches[i]?.name ?? "")));

  // --- Structured document? Then the first line may be the title (even "DAVID AND GOLIATH: A SKIT").
  const structured = castIdx >= 0 || sceneIdx.length > 0 || performerAt.some(Boolean);
  const firstText = texts[0] ?? "";
  const firstSpeech = matches[0] ?? null;
  const firstLabel = matchLabel(firstText);
  const titleLike =
    structured &&
    firstText.length <= 150 &&
    !isCastHeading(firstText) &&
    !isSceneHeading(firstText) &&
    !isEndingLine(firstText) &&
    !afterwordHeading(firstText) &&
    !/^[([]/.test(firstText) &&
    !(firstLabel && isLabelName(firstLabel.label)) &&
    (!speechAt[0] ||
      (firstSpeech !== null &&
        lines[1]?.para !== lines[0]?.para &&
        !cast.byId.has(slugCharacterId(firstSpeech.name)) &&
        (speakerCounts.get(slugCharacterId(firstSpeech.name)) ?? 0) === 1 &&
        !/[.?!"\u201d]$/.test(firstText) &&
        firstText.length <= 100));
  if (titleLike) {
    speechAt[0] = false;
    performerAt[0] = false;
  }

  // --- Ending and afterword.
  const afterwordAt = texts.map((t) => afterwordHeading(t) !== null);
  const afterwordAloneAt = texts.map((t) => afterwordHeading(t)?.rest === "");
  const nextAfterword = (from: number) => {
    for (let k = from; k < n; k++) if (afterwordAt[k]) return k;
    return n;
  };
  let endingIdx = -1;
  for (let k = n - 1; k > Math.max(castEnd - 1, lastScene); k--) {
    const t = texts[k] ?? "";
    if (!isEndingLine(t) || inCast(k)) continue;
    const stop = nextAfterword(k + 1);
    let speechAfter = false;
    for (let j = k + 1; j < stop; j++) if (speechAt[j]) speechAfter = true;
    if (!speechAfter) {
      endingIdx = k;
      break;
    }
  }
  let afterwordStart = n;
  if (endingIdx >= 0) {
    afterwordStart = endingIdx + 1;
  } else if (structured) {
    const bodyStarted = (k: number) => sceneIdx.some((s) => s < k) || speechAt.slice(0, k).some(Boolean);
    for (let k = Math.max(lastScene + 1, castEnd, 1); k < n; k++) {
      if (afterwordAloneAt[k] && !inCast(k) && bodyStarted(k)) {
        afterwordStart = k;
        break;
      }
    }
  }

  let start = 0;
  if (titleLike) {
    result.title = firstText;
    start = 1;
  }

  // --- Body.
  const b: Builder = {
    cast,
    preamble: result.preamble,
    scenes: result.scenes,
    target: result.preamble,
    last: null,
    lastPara: -1,
  };
  const bodyBoundary = [castIdx, firstScene, performerAt.indexOf(true)].filter((k) => k >= 0);
  const headerZoneEnd = bodyBoundary.length > 0 ? Math.min(...bodyBoundary) : n;
  let untitledScene: Scene | null = null;

  let i = start;
  while (i < afterwordStart) {
    const line = lines[i];
    if (!line) break;
    const t = line.text;
    if (inCast(i)) {
      i = castEnd;
      b.last = null;
      continue;
    }
    if (i === endingIdx) {
      result.ending = t.replace(/^[([]\s*/, "").replace(/\s*[)\]]\.?$/, "");
      i++;
      continue;
    }
    if (isSceneHeading(t)) {
      const scene: Scene = { heading: t, blocks: [] };
      result.scenes.push(scene);
      b.target = scene.blocks;
      b.last = null;
      i++;
      continue;
    }
    // Header lines (before the body starts).
    if (i < headerZoneEnd) {
      const label = matchLabel(t);
      if (label) {
        const f = fold(label.label);
        if (TITLE_LABELS.has(f) && label.value) {
          if (result.title === null) result.title = label.value;
          else result.header.push(label);
          i++;
          continue;
        }
        if (HEADER_LABELS.has(f) || (castIdx > i && label.value !== "")) {
          result.header.push(label);
          i++;
          continue;
        }
      }
    }
    // Stage directions.
    if (/^[([]/.test(t)) {
      const paraLines: string[] = [];
      for (let k = i; k < afterwordStart && lines[k]?.para === line.para; k++) paraLines.push(texts[k] ?? "");
      const end = directionEnd(paraLines, 0);
      if (end > 0) {
        const joined = paraLines.slice(0, end).join(" ");
        for (const d of directionTexts(joined)) pushBlock(b, { type: "direction", text: d }, line.para);
        i += end;
        continue;
      }
    }
    const speech = speechAt[i] ? accepted(i) : null;
    if (speech) {
      if (result.scenes.length === 0 && sceneIdx.length === 0 && untitledScene === null) {
        untitledScene = { heading: "", blocks: [] };
        result.scenes.push(untitledScene);
        b.target = untitledScene.blocks;
      }
      const who = resolveSpeaker(cast, speech.name);
      const block: ScriptBlock = {
        type: "dialogue",
        characterId: who.id,
        character: speech.name,
        text: speech.text,
        narrator: who.member?.narrator ?? false,
      };
      if (speech.parenthetical !== undefined) block.parenthetical = speech.parenthetical;
      pushBlock(b, block, line.para);
      i++;
      continue;
    }
    const label = matchLabel(t);
    if (
      label &&
      i >= headerZoneEnd &&
      isLabelName(label.label) &&
      !cast.byId.has(slugCharacterId(label.label))
    ) {
      pushBlock(b, { type: "direction", text: t }, line.para);
      i++;
      continue;
    }
    if (isEndingLine(t)) {
      // A "BLACKOUT" between scenes: a direction.
      pushBlock(
        b,
        { type: "direction", text: t.replace(/^[([]\s*/, "").replace(/\s*[)\]]\.?$/, "") },
        line.para,
      );
      i++;
      continue;
    }
    pushText(b, t, line.para);
    i++;
  }

  // --- Afterword.
  let section: AfterwordSection | null = null;
  let itemPara = -1;
  let lastWasListItem = false;
  const ensureSection = (): AfterwordSection => {
    if (!section) {
      section = { heading: "", items: [] };
      result.afterword.push(section);
    }
    return section;
  };
  for (let k = afterwordStart; k < n; k++) {
    const line = lines[k];
    if (!line) continue;
    const t = line.text;
    const prev = lines[k - 1];
    const next = lines[k + 1];
    const heading = afterwordHeading(t);
    const paragraphStart = !prev || prev.para !== line.para || k === afterwordStart;
    const capsHeading =
      !heading &&
      endingIdx >= 0 &&
      paragraphStart &&
      isUpperCaseName(t) &&
      t.length <= 50 &&
      t.split(" ").length <= 6 &&
      !/[.?!,"\u201d]$/.test(t) &&
      !LIST_ITEM_RE.test(t) &&
      (next === undefined || next.para !== line.para || !isUpperCaseName(next.text));
    if (heading || capsHeading) {
      section = { heading: heading ? heading.heading : t.replace(/\s*:\s*$/, ""), items: [] };
      result.afterword.push(section);
      if (heading?.rest) section.items.push(heading.rest.replace(LIST_ITEM_RE, ""));
      itemPara = heading?.rest ? line.para : -1;
      lastWasListItem = false;
      continue;
    }
    const s = ensureSection();
    const listItem = LIST_ITEM_RE.test(t);
    const body = t.replace(LIST_ITEM_RE, "").trim() || t;
    if (listItem || line.para !== itemPara || s.items.length === 0) {
      s.items.push(body);
      lastWasListItem = listItem;
    } else {
      const lastIdx = s.items.length - 1;
      s.items[lastIdx] = joinText(s.items[lastIdx] ?? "", lastWasListItem ? " " : "\n", t);
    }
    itemPara = line.para;
  }

  result.cast = cast.members;
  return result;
}

/** Parses skit text (docs/script-format.md) into its structure. Never throws; never drops text. */
export function parseScript(text: string): ParsedScript {
  const source = typeof text === "string" ? text : String(text ?? "");
  try {
    return parseLines(toLines(source));
  } catch {
    // Defensive: an unexpected input shape still yields every paragraph, unstructured.
    const fallback = emptyScript();
    for (const para of source.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
      const trimmed = para.trim();
      if (trimmed) fallback.preamble.push({ type: "paragraph", text: trimmed });
    }
    return fallback;
  }
}
