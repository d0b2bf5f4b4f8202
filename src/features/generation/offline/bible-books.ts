/**
 * Bible book names in English and Spanish, with common abbreviations, and a forgiving
 * scripture-reference reader ("1 Sam. 17:45", "Lucas 15", "First John 4:19", "Génesis 1-2").
 */

/** [code, English, Spanish, ...aliases (lower case, no accents)] */
const BOOKS: readonly (readonly [string, string, string, ...string[]])[] = [
  ["GEN", "Genesis", "Génesis", "gen", "gn", "ge"],
  ["EXO", "Exodus", "Éxodo", "exod", "exo", "ex", "exodo"],
  ["LEV", "Leviticus", "Levítico", "lev", "lv", "levitico"],
  ["NUM", "Numbers", "Números", "num", "nm", "numeros"],
  ["DEU", "Deuteronomy", "Deuteronomio", "deut", "dt", "deu"],
  ["JOS", "Joshua", "Josué", "josh", "jos", "josue"],
  ["JDG", "Judges", "Jueces", "judg", "jdg", "jue", "jueces"],
  ["RUT", "Ruth", "Rut", "ru", "rth"],
  ["1SA", "1 Samuel", "1 Samuel", "1 sam", "1 sa", "1 sm", "1 s"],
  ["2SA", "2 Samuel", "2 Samuel", "2 sam", "2 sa", "2 sm", "2 s"],
  ["1KI", "1 Kings", "1 Reyes", "1 kgs", "1 ki", "1 kin", "1 re", "1 rey"],
  ["2KI", "2 Kings", "2 Reyes", "2 kgs", "2 ki", "2 kin", "2 re", "2 rey"],
  ["1CH", "1 Chronicles", "1 Crónicas", "1 chr", "1 chron", "1 cr", "1 cronicas"],
  ["2CH", "2 Chronicles", "2 Crónicas", "2 chr", "2 chron", "2 cr", "2 cronicas"],
  ["EZR", "Ezra", "Esdras", "ezr", "esd"],
  ["NEH", "Nehemiah", "Nehemías", "neh", "ne", "nehemias"],
  ["EST", "Esther", "Ester", "esth", "est"],
  ["JOB", "Job", "Job", "jb"],
  ["PSA", "Psalms", "Salmos", "psalm", "ps", "psa", "pss", "salmo", "sal", "sl"],
  ["PRO", "Proverbs", "Proverbios", "prov", "pr", "prv", "pro"],
  ["ECC", "Ecclesiastes", "Eclesiastés", "eccl", "ecc", "qoh", "ec", "eclesiastes"],
  ["SNG", "Song of Solomon", "Cantares", "song of songs", "song", "cantar de los cantares", "cnt"],
  ["ISA", "Isaiah", "Isaías", "isa", "is", "isaias"],
  ["JER", "Jeremiah", "Jeremías", "jer", "jr", "jeremias"],
  ["LAM", "Lamentations", "Lamentaciones", "lam", "lm"],
  ["EZK", "Ezekiel", "Ezequiel", "ezek", "ezk", "ez"],
  ["DAN", "Daniel", "Daniel", "dan", "dn", "da"],
  ["HOS", "Hosea", "Oseas", "hos", "os"],
  ["JOL", "Joel", "Joel", "jl"],
  ["AMO", "Amos", "Amós", "am"],
  ["OBA", "Obadiah", "Abdías", "obad", "ob", "abdias"],
  ["JON", "Jonah", "Jonás", "jon", "jnh", "jonas"],
  ["MIC", "Micah", "Miqueas", "mic", "mi"],
  ["NAM", "Nahum", "Nahúm", "nah", "na"],
  ["HAB", "Habakkuk", "Habacuc", "hab"],
  ["ZEP", "Zephaniah", "Sofonías", "zeph", "zep", "sof", "sofonias"],
  ["HAG", "Haggai", "Hageo", "hag"],
  ["ZEC", "Zechariah", "Zacarías", "zech", "zec", "zac", "zacarias"],
  ["MAL", "Malachi", "Malaquías", "mal", "malaquias"],
  ["MAT", "Matthew", "Mateo", "matt", "mat", "mt"],
  ["MRK", "Mark", "Marcos", "mk", "mrk", "mr", "mc"],
  ["LUK", "Luke", "Lucas", "lk", "luk", "lc", "lu"],
  ["JHN", "John", "Juan", "jn", "jhn", "joh", "jn"],
  ["ACT", "Acts", "Hechos", "act", "ac", "hch", "hech", "hechos de los apostoles", "acts of the apostles"],
  ["ROM", "Romans", "Romanos", "rom", "ro", "rm"],
  ["1CO", "1 Corinthians", "1 Corintios", "1 cor", "1 co"],
  ["2CO", "2 Corinthians", "2 Corintios", "2 cor", "2 co"],
  ["GAL", "Galatians", "Gálatas", "gal", "ga", "galatas"],
  ["EPH", "Ephesians", "Efesios", "eph", "ef", "efe"],
  ["PHP", "Philippians", "Filipenses", "phil", "php", "flp", "fil"],
  ["COL", "Colossians", "Colosenses", "col"],
  ["1TH", "1 Thessalonians", "1 Tesalonicenses", "1 thess", "1 th", "1 tes"],
  ["2TH", "2 Thessalonians", "2 Tesalonicenses", "2 thess", "2 th", "2 tes"],
  ["1TI", "1 Timothy", "1 Timoteo", "1 tim", "1 ti"],
  ["2TI", "2 Timothy", "2 Timoteo", "2 tim", "2 ti"],
  ["TIT", "Titus", "Tito", "tit"],
  ["PHM", "Philemon", "Filemón", "phlm", "phm", "flm", "filemon"],
  ["HEB", "Hebrews", "Hebreos", "heb", "he"],
  ["JAS", "James", "Santiago", "jas", "jm", "stg", "sant"],
  ["1PE", "1 Peter", "1 Pedro", "1 pet", "1 pe", "1 pd"],
  ["2PE", "2 Peter", "2 Pedro", "2 pet", "2 pe", "2 pd"],
  ["1JN", "1 John", "1 Juan", "1 jn", "1 jo"],
  ["2JN", "2 John", "2 Juan", "2 jn"],
  ["3JN", "3 John", "3 Juan", "3 jn"],
  ["JUD", "Jude", "Judas", "jud"],
  ["REV", "Revelation", "Apocalipsis", "rev", "rv", "ap", "apoc", "revelations"],
];

export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

const ALIASES: { alias: string; code: string }[] = [];
const NAMES = new Map<string, { en: string; es: string }>();
for (const [code, en, es, ...aliases] of BOOKS) {
  NAMES.set(code, { en, es });
  for (const a of [en, es, ...aliases]) ALIASES.push({ alias: fold(a), code });
}
ALIASES.sort((a, b) => b.alias.length - a.alias.length);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const BOOK_RE = new RegExp(
  `(?<![\\p{L}\\d])(${ALIASES.map((a) => escapeRe(a.alias).replace(/ /g, "\\s*")).join("|")})(?![\\p{L}])\\s*(\\d{1,3})?(?:\\s*:\\s*(\\d{1,3}))?(?:\\s*[-\u2013\u2014]\\s*(\\d{1,3})(?:\\s*:\\s*(\\d{1,3}))?)?`,
  "gu",
);

export interface ScriptureRef {
  book: string;
  /** 0 when only the book was named. */
  chapter: number;
  verse: number;
  endChapter: number;
  endVerse: number;
}

/** "First Samuel", "I Samuel", "1st Samuel", "primera de Samuel" → "1 samuel". */
function normaliseOrdinals(text: string): string {
  return fold(text)
    .replace(/[.,;]/g, (m) => (m === "." ? " " : ` ${m} `))
    .replace(/\b(first|1st|primera|primero|1ra|1a|1o)\s+(de\s+)?/g, "1 ")
    .replace(/\b(second|2nd|segunda|segundo|2da|2a|2o)\s+(de\s+)?/g, "2 ")
    .replace(/\b(third|3rd|tercera|tercero|3ra|3a)\s+(de\s+)?/g, "3 ")
    .replace(/\biii\s+(?=[a-z])/g, "3 ")
    .replace(/\bii\s+(?=[a-z])/g, "2 ")
    .replace(
      /\bi\s+(?=(samuel|sam|kings|reyes|chronicles|cronicas|corinthians|corintios|thessalonians|tesalonicenses|timothy|timoteo|peter|pedro|john|juan)\b)/g,
      "1 ",
    )
    .replace(/\s+/g, " ");
}

/** Every scripture reference found in a text. A bare book name counts only when it is the whole text. */
export function parseReferences(text: string): ScriptureRef[] {
  const norm = normaliseOrdinals(text);
  const out: ScriptureRef[] = [];
  for (const m of norm.matchAll(BOOK_RE)) {
    const alias = (m[1] ?? "").replace(/\s+/g, " ");
    const entry = ALIASES.find((a) => a.alias === alias);
    if (!entry) continue;
    const chapter = m[2] ? Number(m[2]) : 0;
    if (chapter === 0 && norm.trim() !== alias && alias.length < 5) continue;
    const verse = m[3] ? Number(m[3]) : 0;
    let endChapter = chapter;
    let endVerse = verse;
    if (m[4]) {
      if (m[5]) {
        endChapter = Number(m[4]);
        endVerse = Number(m[5]);
      } else if (verse > 0) {
        endVerse = Number(m[4]);
      } else {
        endChapter = Number(m[4]);
      }
    }
    out.push({ book: entry.code, chapter, verse, endChapter, endVerse });
  }
  return out;
}

/** The book name in a language ("Lucas"), or the code when unknown. */
export function bookName(code: string, lang: "en" | "es"): string {
  return NAMES.get(code)?.[lang] ?? code;
}

/** "Luke 15:1-7" → "Lucas 15:1-7". Unknown text is returned unchanged. */
export function localiseReference(ref: string, lang: "en" | "es"): string {
  if (lang === "en") return ref;
  const m = /^((?:\d\s)?[A-Za-z][A-Za-z ]*?)\s+(\d.*)$/.exec(ref.trim());
  if (!m?.[1]) return ref;
  const found = ALIASES.find((a) => a.alias === fold(m[1] ?? ""));
  return found ? `${bookName(found.code, lang)} ${m[2] ?? ""}` : ref;
}

/** Whether two references overlap (same book; chapter ranges meet; verses when both give them). */
export function referencesOverlap(a: ScriptureRef, b: ScriptureRef): "verse" | "chapter" | "book" | null {
  if (a.book !== b.book) return null;
  if (a.chapter === 0 || b.chapter === 0) return "book";
  const aStart = a.chapter * 1000 + a.verse;
  const aEnd = a.endChapter * 1000 + (a.endVerse || 999);
  const bStart = b.chapter * 1000 + b.verse;
  const bEnd = b.endChapter * 1000 + (b.endVerse || 999);
  if (aStart <= bEnd && bStart <= aEnd) {
    return a.verse > 0 && b.verse > 0 ? "verse" : "chapter";
  }
  const chaptersMeet = a.chapter <= b.endChapter && b.chapter <= a.endChapter;
  return chaptersMeet ? "chapter" : "book";
}
