/**
 * Checks Bible references against the canon: the book exists, and every chapter and verse
 * is within that book's chapters and that chapter's verses.
 */
import { chapterCount, verseCount } from "./canon.ts";
import {
  findReferences,
  formatReference,
  type ReferenceMode,
  type ScriptureReference,
} from "./references.ts";

export interface ReferenceProblem {
  /** As written ("John 22:1"). */
  text: string;
  /** Canonical form ("John 22:1", "Hezekiah 1:1"). */
  label: string;
  /** Why it is invalid, in one sentence. */
  message: string;
}

export interface CheckedReference extends ScriptureReference {
  label: string;
  /** null when the reference is valid. */
  problem: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a reference is invalid, or null when it is valid. */
export function referenceProblem(ref: ScriptureReference): string | null {
  const book = ref.book;
  if (book === null) return `"${ref.bookText}" is not a book of the Bible.`;
  const span = ref.span;
  if (span === null) return null;
  const name = book.code === "PSA" ? "Psalms" : book.name;
  const chapters = chapterCount(book);
  const checkPoint = (chapter: number, verse: number | null): string | null => {
    if (chapter < 1 || (verse !== null && verse < 1)) return "Chapters and verses start at 1.";
    if (chapter > chapters) {
      return chapters === 1
        ? `${name} has only one chapter.`
        : `${name} has ${plural(chapters, "chapter", "chapters")}.`;
    }
    const verses = verseCount(book, chapter);
    if (verse !== null && verse > verses) {
      const where = chapters === 1 ? name : `${book.code === "PSA" ? "Psalm" : book.name} ${chapter}`;
      return `${where} has ${plural(verses, "verse", "verses")}.`;
    }
    return null;
  };
  const startProblem = checkPoint(span.chapter, span.verse);
  if (startProblem) return startProblem;
  const endProblem = checkPoint(span.endChapter, span.endVerse);
  if (endProblem) return endProblem;
  const startKey = span.chapter * 1000 + (span.verse ?? 0);
  const endKey = span.endChapter * 1000 + (span.endVerse ?? 999);
  if (endKey < startKey) return "The range ends before it starts.";
  return null;
}

/** Every reference in `text` with its problem (null when valid). */
export function checkReferences(text: string, mode: ReferenceMode = "text"): CheckedReference[] {
  return findReferences(text, mode).map((ref) => ({
    ...ref,
    label: formatReference(ref),
    problem: referenceProblem(ref),
  }));
}

/** The invalid references of `text`, each once. */
export function invalidReferences(text: string, mode: ReferenceMode = "text"): ReferenceProblem[] {
  const seen = new Set<string>();
  const out: ReferenceProblem[] = [];
  for (const ref of checkReferences(text, mode)) {
    if (ref.problem === null) continue;
    const key = `${ref.label}|${ref.problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: ref.text, label: ref.label, message: ref.problem });
  }
  return out;
}

/** True when `text` holds at least one reference and every one is valid (a scripture field). */
export function isValidReference(text: string): boolean {
  const refs = checkReferences(text, "field");
  return refs.length > 0 && refs.every((r) => r.problem === null);
}
