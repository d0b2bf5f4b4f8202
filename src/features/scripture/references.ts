/**
 * Reads Bible references in English or Spanish: "John 3:16", "1 Samuel 17:1-50", "Psalm 23",
 * "Psalms 23:1-6", "Gen 1:1", "Matthew 26:36-27:66", "John 3:16; 4:1", "Juan 3:16",
 * "Lucas 15:3-7", "1 Samuel", "First John 4:19", "I Corintios 13".
 *
 * Two modes:
 * - "field": a scripture field, where the whole text is meant as references. A bare book
 *   ("1 Samuel") counts, abbreviations need no verse, and any "Word 12" whose word is not a
 *   book ("Hezekiah 1:1") is reported as an unknown book.
 * - "text": free text (a skit), where only unmistakable references count: a book written with
 *   a capital and a chapter (abbreviations and names in capitals, such as a speaker "JOHN 2",
 *   need chapter:verse), and an unknown book only as "Word 1:2" (not a time such as "At 3:30").
 *
 * Pure and browser-safe. Offsets are positions in the NFC form of the text.
 */
import { CANON, type CanonBook } from "./canon.ts";

export interface VerseSpan {
  chapter: number;
  /** null: the whole chapter. */
  verse: number | null;
  endChapter: number;
  /** null: to the end of endChapter. */
  endVerse: number | null;
}

export interface ScriptureReference {
  /** As written ("Gen 1:1", or "4:1" for the second item of "John 3:16; 4:1"). */
  text: string;
  start: number;
  end: number;
  /** The book as written ("Gen", "Juan", "Hezekiah"). */
  bookText: string;
  /** null: not a book of the Bible. */
  book: CanonBook | null;
  /** null: only the book was named ("1 Samuel"). */
  span: VerseSpan | null;
}

export type ReferenceMode = "field" | "text";

// ---------------------------------------------------------------------------------------------
// Folding and book names

const foldedChars = new Map<string, string>();

/** Lower case without accents, one output unit per input unit, so offsets stay valid. */
function foldKeepingLength(text: string): string {
  // ASCII (nearly all of a skit) folds with toLowerCase alone.
  if (/^\p{ASCII}*$/u.test(text)) return text.toLowerCase();
  let out = "";
  for (const ch of text) {
    if (ch.length === 1 && ch.charCodeAt(0) < 128) {
      out += ch.toLowerCase();
      continue;
    }
    let folded = foldedChars.get(ch);
    if (folded === undefined) {
      const f = ch
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase();
      folded = f.length === ch.length ? f : ch;
      if (foldedChars.size < 10_000) foldedChars.set(ch, folded);
    }
    out += folded;
  }
  return out;
}

/** Ordinal words before a numbered book: "I John", "First John", "Primera de Juan", "2nd Kings". */
const ORDINAL_WORDS: Record<"1" | "2" | "3", string> = {
  "1": "i|first|1st|primer[ao]?|1ra|1a|1o",
  "2": "ii|second|2nd|segund[ao]|2da|2a|2o",
  "3": "iii|third|3rd|tercer[ao]?|3ra|3a|3o",
};

/** The number of a numbered book as written: a digit ("1Cor", "1 Cor.") or an ordinal word followed by a space or a dot. */
const ordinalPrefix = (n: "1" | "2" | "3") =>
  `(?:${n}\\.?\\s*|(?:${ORDINAL_WORDS[n]})(?:\\.\\s*|\\s+))(?:de\\s+)?`;

const ORDINAL_RES: [RegExp, string][] = (["1", "2", "3"] as const).map((n) => [
  new RegExp(`^${ordinalPrefix(n)}(?=\\p{L})`, "u"),
  `${n} `,
]);

/** "First  Sam." → "1 sam", "1Cor" → "1 cor", "Génesis" → "genesis". */
function aliasKey(text: string): string {
  let key = foldKeepingLength(text).replace(/\./g, " ").replace(/\s+/g, " ").trim();
  for (const [re, digit] of ORDINAL_RES) {
    if (re.test(key)) {
      key = key.replace(re, digit);
      break;
    }
  }
  return key.replace(/^([123])\s*(?=\p{L})/u, "$1 ");
}

interface Alias {
  key: string;
  book: CanonBook;
  /** A full name (or an alias of 5+ letters), not an abbreviation. */
  full: boolean;
}

const ALIASES = new Map<string, Alias>();
for (const book of CANON) {
  const add = (name: string, full: boolean) => {
    const key = aliasKey(name);
    if (!ALIASES.has(key)) ALIASES.set(key, { key, book, full });
  };
  add(book.name, true);
  add(book.nameEs, true);
  if (book.code === "PSA") add("Psalm", true);
  for (const alias of book.aliases) add(alias, alias.replace(/^[123] /, "").length >= 5);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One alternation of every alias, longest first, on folded text. */
const BOOK_PATTERN = [...ALIASES.keys()]
  .sort((a, b) => b.length - a.length)
  .map((key) => {
    const numbered = /^([123]) (.+)$/.exec(key);
    const body = (rest: string) => escapeRe(rest).replace(/ /g, "\\s+");
    if (numbered?.[1] && numbered[2]) {
      return `${ordinalPrefix(numbered[1] as "1" | "2" | "3")}${body(numbered[2])}`;
    }
    return body(key);
  })
  .join("|");

const BOOK_AT_RE = new RegExp(`(?:${BOOK_PATTERN})(?![\\p{L}])`, "uy");

/** A book from a name as written ("Gen.", "1 Juan", "Psalm"), or undefined. */
export function findBook(name: string): CanonBook | undefined {
  return ALIASES.get(aliasKey(name))?.book;
}

// ---------------------------------------------------------------------------------------------
// Chapters, verses, ranges and lists

const NUMBER_RE = /\s*(\d{1,3})(?![\d])/y;
const VERSE_SEP_RE = /(?:\s*:\s*|\.)(\d{1,3})[abc]?(?![\p{L}\d])/uy;
const RANGE_RE =
  /(?:\s*[-\u2010\u2011\u2012\u2013]\s*|\u2014)(\d{1,3})(?:(?:\s*:\s*|\.)(\d{1,3}))?[abc]?(?![\p{L}\d])/uy;
const LIST_RE = /\s*([,;])\s*(\d{1,3})(?:(?:\s*:\s*|\.)(\d{1,3}))?[abc]?(?![\p{L}\d])/uy;

interface Piece {
  start: number;
  end: number;
  span: VerseSpan;
}

function single(book: CanonBook | null): boolean {
  return book !== null && book.verses.length === 1;
}

/** Reads "3:16-18; 4:1, 5" from `pos`: the first piece and every list item after it. */
function readSpans(folded: string, pos: number, book: CanonBook | null): Piece[] {
  NUMBER_RE.lastIndex = pos;
  const first = NUMBER_RE.exec(folded);
  if (!first?.[1]) return [];
  const numberStart = first.index + first[0].length - first[1].length;
  let end = NUMBER_RE.lastIndex;
  let chapter = Number(first[1]);
  let verse: number | null = null;
  VERSE_SEP_RE.lastIndex = end;
  const v = VERSE_SEP_RE.exec(folded);
  if (v?.[1]) {
    verse = Number(v[1]);
    end = VERSE_SEP_RE.lastIndex;
  } else if (single(book)) {
    // "Jude 3" is verse 3 of the only chapter.
    verse = chapter;
    chapter = 1;
  }
  const pieces: Piece[] = [];
  let span: VerseSpan = { chapter, verse, endChapter: chapter, endVerse: verse };
  let pieceStart = numberStart;
  const finishRange = () => {
    RANGE_RE.lastIndex = end;
    const r = RANGE_RE.exec(folded);
    if (!r?.[1]) return;
    const a = Number(r[1]);
    if (r[2] !== undefined) {
      span = { ...span, endChapter: a, endVerse: Number(r[2]) };
    } else if (span.verse !== null) {
      span = { ...span, endVerse: a };
    } else {
      span = { ...span, endChapter: a, endVerse: null };
    }
    end = RANGE_RE.lastIndex;
  };
  finishRange();
  pieces.push({ start: pieceStart, end, span });

  for (;;) {
    LIST_RE.lastIndex = end;
    const m = LIST_RE.exec(folded);
    if (!m?.[1] || !m[2]) break;
    const numberAt = m.index + m[0].length - m[0].replace(/^\s*[,;]\s*/, "").length;
    // "John 3:16; 2 Peter 1:3": the number starts the next book's name.
    BOOK_AT_RE.lastIndex = numberAt;
    if (BOOK_AT_RE.test(folded)) break;
    const previous = span;
    const a = Number(m[2]);
    if (m[3] !== undefined) {
      span = { chapter: a, verse: Number(m[3]), endChapter: a, endVerse: Number(m[3]) };
    } else if (m[1] === "," && previous.verse !== null && !single(book)) {
      span = {
        chapter: previous.endChapter,
        verse: a,
        endChapter: previous.endChapter,
        endVerse: a,
      };
    } else if (single(book)) {
      span = { chapter: 1, verse: a, endChapter: 1, endVerse: a };
    } else {
      span = { chapter: a, verse: null, endChapter: a, endVerse: null };
    }
    pieceStart = numberAt;
    end = LIST_RE.lastIndex;
    finishRange();
    pieces.push({ start: pieceStart, end, span });
  }
  return pieces;
}

// ---------------------------------------------------------------------------------------------
// Unknown books

/** Title-case words that come before numbers without being books ("At 3:30", "Scene 2:"). */
const NOT_BOOKS = new Set(
  (
    "at by until till from around about before after since between to and or scene escena act acto time hora horas " +
    "las los la el de a y page pagina chapter capitulo verse versiculo score ratio room flight bus route gate " +
    "platform track step paso part parte round minute minutes minuto minutos hour hours day days dia dias " +
    "take toma line linea cue number numero version table mesa age edad grade grado class clase group grupo " +
    "soldier soldado shepherd pastor"
  ).split(" "),
);

const UNKNOWN_FIELD_RE = /(?<![\p{L}\p{N}])((?:[123]\s+)?\p{L}[\p{L}'\u2019]*)\.?\s*(\d{1,3})(?![\d])/gu;
/** In text: a title-case word (or "2 Word") right before "12:3". */
const UNKNOWN_BEFORE_RE = /((?:[123]\s+)?\p{Lu}\p{Ll}[\p{L}'\u2019]*)\s+$/u;
/** "3:30 pm", "10:15 h": a time, not a verse. */
const NOT_A_VERSE_AFTER_RE = /^\s*(?:[ap]\.?\s?m\b|h\b|hrs?\b|horas?\b)/i;

// ---------------------------------------------------------------------------------------------
// The scanner

const isUpperWord = (s: string) => /\p{L}/u.test(s) && s === s.toUpperCase() && s !== s.toLowerCase();

/** Every reference in `text`, in order. See the module comment for the two modes. */
export function findReferences(text: string, mode: ReferenceMode = "text"): ScriptureReference[] {
  const source = text.normalize("NFC");
  const folded = foldKeepingLength(source);
  const found: ScriptureReference[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([a, b]) => start < b && a < end);

  // Books are looked for only just in front of numbers (a reference needs a chapter), so a long
  // skit costs one pass over its numbers, not an alias search at every position.
  let consumed = 0;
  for (const num of folded.matchAll(/\d{1,3}/g)) {
    const at = num.index;
    if (at < consumed) continue;
    const book = bookBefore(folded, at);
    if (!book) continue;
    const bookText = source.slice(book.start, book.end);
    const alias = ALIASES.get(aliasKey(bookText));
    if (!alias) continue;
    const pieces = readSpans(folded, book.afterDot, alias.book);
    const first = pieces[0];
    if (!first) continue;
    consumed = pieces.at(-1)?.end ?? at;
    if (mode === "text") {
      const hasVerse = /[:.]\d/.test(folded.slice(book.end, first.end));
      if (!/^[^\p{L}]*\p{Lu}/u.test(bookText)) continue;
      if ((!alias.full || isUpperWord(bookText)) && !hasVerse) continue;
    }
    pieces.forEach((piece, i) => {
      const pieceStart = i === 0 ? book.start : piece.start;
      found.push({
        text: source.slice(pieceStart, piece.end),
        start: pieceStart,
        end: piece.end,
        bookText,
        book: alias.book,
        span: piece.span,
      });
    });
    taken.push([book.start, consumed]);
  }

  if (mode === "field") {
    // A bare book name is a reference when it is the whole field ("1 Samuel").
    const trimmed = source.replace(/[\s.]+$/, "");
    const lead = trimmed.length - trimmed.trimStart().length;
    BOOK_AT_RE.lastIndex = lead;
    const m = found.length === 0 ? BOOK_AT_RE.exec(folded) : null;
    if (m && lead + m[0].length === trimmed.length) {
      const bookText = source.slice(lead, trimmed.length);
      const alias = ALIASES.get(aliasKey(bookText));
      if (alias) {
        found.push({
          text: bookText,
          start: lead,
          end: trimmed.length,
          bookText,
          book: alias.book,
          span: null,
        });
        taken.push([lead, trimmed.length]);
      }
    }
    for (const m of source.matchAll(UNKNOWN_FIELD_RE)) {
      const word = m[1] ?? "";
      addUnknown(m.index, word);
    }
  } else {
    for (const m of folded.matchAll(/\d{1,3}:\d{1,3}/g)) {
      if (overlaps(m.index, m.index + m[0].length)) continue;
      const before = source.slice(Math.max(0, m.index - 48), m.index);
      const w = UNKNOWN_BEFORE_RE.exec(before);
      if (!w?.[1]) continue;
      const start = m.index - w[0].length;
      if (start > 0 && /[\p{L}\p{N}]/u.test(source[start - 1] ?? "")) continue;
      const after = source.slice(m.index + m[0].length);
      if (/^[\d:]/.test(after) || NOT_A_VERSE_AFTER_RE.test(after)) continue;
      addUnknown(start, w[1]);
    }
  }

  function addUnknown(start: number, word: string): void {
    const bare = foldKeepingLength(word).replace(/^[123]\s+/, "");
    if (NOT_BOOKS.has(bare) || ALIASES.has(aliasKey(word))) return;
    const afterWord = start + word.length + (source[start + word.length] === "." ? 1 : 0);
    const pieces = readSpans(folded, afterWord, null);
    const end = pieces.at(-1)?.end ?? afterWord;
    if (overlaps(start, end)) return;
    found.push({
      text: source.slice(start, end),
      start,
      end,
      bookText: word,
      book: null,
      span: pieces[0]?.span ?? null,
    });
    taken.push([start, end]);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The book name that ends just before the number at `at` (spaces and one dot between), or null. */
function bookBefore(folded: string, at: number): { start: number; end: number; afterDot: number } | null {
  const from = Math.max(0, at - 48);
  for (let ws = from; ws < at; ws += 1) {
    const ch = folded[ws] ?? "";
    if (!/[\p{L}\d]/u.test(ch) || (ws > 0 && /[\p{L}\p{N}]/u.test(folded[ws - 1] ?? ""))) continue;
    BOOK_AT_RE.lastIndex = ws;
    const m = BOOK_AT_RE.exec(folded);
    if (!m) continue;
    const end = ws + m[0].length;
    const afterDot = folded[end] === "." ? end + 1 : end;
    if (afterDot <= at && /^\s*$/.test(folded.slice(afterDot, at))) return { start: ws, end, afterDot };
  }
  return null;
}

/** "John 3:16", "Psalm 23", "Matthew 26:36–27:66", "1 Samuel" (English names; en dash in ranges). */
export function formatReference(ref: Pick<ScriptureReference, "book" | "bookText" | "span">): string {
  const span = ref.span;
  const name =
    ref.book === null
      ? ref.bookText
      : ref.book.code === "PSA" && span !== null && span.chapter === span.endChapter
        ? "Psalm"
        : ref.book.name;
  if (span === null) return name;
  const singleChapterBook = ref.book !== null && ref.book.verses.length === 1;
  const at = (chapter: number, verse: number | null) =>
    verse === null ? `${chapter}` : singleChapterBook ? `${verse}` : `${chapter}:${verse}`;
  let out = `${name} ${at(span.chapter, span.verse)}`;
  if (span.endChapter !== span.chapter) {
    out += `\u2013${span.endVerse === null ? span.endChapter : `${span.endChapter}:${span.endVerse}`}`;
  } else if (span.endVerse !== null && span.endVerse !== span.verse) {
    out += `\u2013${span.endVerse}`;
  }
  return out;
}
