/**
 * The 66 books of the Protestant canon with the number of verses in every chapter, as
 * numbered in English Bibles (King James Version, World English Bible; the Reina-Valera
 * 1909 follows the same chapters). 1,189 chapters and 31,102 verses in all.
 *
 * Each row: [code, English name, Spanish name, "alias|alias", "verses of chapter 1, 2, …"].
 * Aliases are written lower case; accents and dots are ignored when matching.
 */

export interface CanonBook {
  /** USFM book code ("GEN", "1SA", "JHN"). */
  code: string;
  /** 1-66 in canonical order. */
  order: number;
  testament: "old" | "new";
  /** English name ("1 Samuel", "Psalms"). */
  name: string;
  /** Spanish name ("1 Samuel", "Salmos"). */
  nameEs: string;
  /** Other ways of writing the book (abbreviations, Spanish forms), lower case. */
  aliases: readonly string[];
  /** Verses in each chapter: verses[0] is chapter 1. */
  verses: readonly number[];
}

type Row = readonly [code: string, name: string, nameEs: string, aliases: string, verses: string];

const ROWS: readonly Row[] = [
  [
    "GEN",
    "Genesis",
    "Génesis",
    "gen|gn|ge|gén|gen.",
    "31 25 24 26 32 22 24 22 29 32 32 20 18 24 21 16 27 33 38 18 34 24 20 67 34 35 46 22 35 43 55 32 20 31 29 43 36 30 23 23 57 38 34 34 28 34 31 22 33 26",
  ],
  [
    "EXO",
    "Exodus",
    "Éxodo",
    "exod|exo|ex|éx|exodo",
    "22 25 22 31 23 30 25 32 35 29 10 51 22 31 27 36 16 27 25 26 36 31 33 18 40 37 21 43 46 38 18 35 23 35 35 38 29 31 43 38",
  ],
  [
    "LEV",
    "Leviticus",
    "Levítico",
    "lev|lv|levitico",
    "17 16 17 35 19 30 38 36 24 20 47 8 59 57 33 34 16 30 37 27 24 33 44 23 55 46 34",
  ],
  [
    "NUM",
    "Numbers",
    "Números",
    "num|nm|nu|numb|numeros|núm",
    "54 34 51 49 31 27 89 26 23 36 35 16 33 45 41 50 13 32 22 29 35 41 30 25 18 65 23 31 40 16 54 42 56 29 34 13",
  ],
  [
    "DEU",
    "Deuteronomy",
    "Deuteronomio",
    "deut|dt|deu",
    "46 37 29 49 33 25 26 20 29 22 32 32 18 29 23 22 20 22 21 20 23 30 25 22 19 19 26 68 29 20 30 52 29 12",
  ],
  [
    "JOS",
    "Joshua",
    "Josué",
    "josh|jos|jsh|josue",
    "18 24 17 24 15 27 26 35 27 43 23 24 33 15 63 10 18 28 51 9 45 34 16 33",
  ],
  [
    "JDG",
    "Judges",
    "Jueces",
    "judg|jdg|jgs|jue",
    "36 23 31 24 31 40 25 35 57 18 40 15 25 20 20 31 13 31 30 48 25",
  ],
  ["RUT", "Ruth", "Rut", "rth|rt", "22 23 18 22"],
  [
    "1SA",
    "1 Samuel",
    "1 Samuel",
    "1 sam|1 sa|1 sm",
    "28 36 21 22 12 21 17 22 27 27 15 25 23 52 35 23 58 30 24 42 15 23 29 22 44 25 12 25 11 31 13",
  ],
  [
    "2SA",
    "2 Samuel",
    "2 Samuel",
    "2 sam|2 sa|2 sm",
    "27 32 39 12 25 23 29 18 13 19 27 31 39 33 37 23 29 33 43 26 22 51 39 25",
  ],
  [
    "1KI",
    "1 Kings",
    "1 Reyes",
    "1 kgs|1 ki|1 kin|1 kg|1 re|1 rey",
    "53 46 28 34 18 38 51 66 28 29 43 33 34 31 34 34 24 46 21 43 29 53",
  ],
  [
    "2KI",
    "2 Kings",
    "2 Reyes",
    "2 kgs|2 ki|2 kin|2 kg|2 re|2 rey",
    "18 25 27 44 27 33 20 29 37 36 21 21 25 29 38 20 41 37 37 21 26 20 37 20 30",
  ],
  [
    "1CH",
    "1 Chronicles",
    "1 Crónicas",
    "1 chr|1 chron|1 ch|1 cr|1 cro|1 cron|1 cronicas",
    "54 55 24 43 26 81 40 40 44 14 47 40 14 17 29 43 27 17 19 8 30 19 32 31 31 32 34 21 30",
  ],
  [
    "2CH",
    "2 Chronicles",
    "2 Crónicas",
    "2 chr|2 chron|2 ch|2 cr|2 cro|2 cron|2 cronicas",
    "17 18 17 22 14 42 22 18 31 19 23 16 22 15 19 14 19 34 11 37 20 12 21 27 28 23 9 27 36 27 21 33 25 33 27 23",
  ],
  ["EZR", "Ezra", "Esdras", "ezr|esd", "11 70 13 24 17 22 28 36 15 44"],
  ["NEH", "Nehemiah", "Nehemías", "neh|nehemias", "11 20 32 23 19 19 73 18 38 39 36 47 31"],
  ["EST", "Esther", "Ester", "esth|est", "22 23 15 17 14 14 10 17 32 3"],
  [
    "JOB",
    "Job",
    "Job",
    "jb",
    "22 13 26 21 27 30 21 22 35 22 20 25 28 22 35 22 16 21 29 29 34 30 17 25 6 14 23 28 25 31 40 22 33 37 16 33 24 41 30 24 34 17",
  ],
  [
    "PSA",
    "Psalms",
    "Salmos",
    "psalm|ps|psa|pss|psm|salmo|sal",
    "6 12 8 8 12 10 17 9 20 18 7 8 6 7 5 11 15 50 14 9 13 31 6 10 22 12 14 9 11 12 24 11 22 22 28 12 40 22 13 17 13 11 5 26 17 11 9 14 20 23 19 9 6 7 23 13 11 11 17 12 8 12 11 10 13 20 7 35 36 5 24 20 28 23 10 12 20 72 13 19 16 8 18 12 13 17 7 18 52 17 16 15 5 23 11 13 12 9 9 5 8 28 22 35 45 48 43 13 31 7 10 10 9 8 18 19 2 29 176 7 8 9 4 8 5 6 5 6 8 8 3 18 3 3 21 26 9 8 24 13 10 7 12 15 21 10 20 14 9 6",
  ],
  [
    "PRO",
    "Proverbs",
    "Proverbios",
    "prov|pr|prv|pro|prob",
    "33 22 35 27 23 35 27 36 18 32 31 28 25 35 33 33 28 24 29 30 31 29 35 34 28 28 27 28 27 33 31",
  ],
  [
    "ECC",
    "Ecclesiastes",
    "Eclesiastés",
    "eccl|ecc|eccles|qoh|ec|ecl|eclesiastes",
    "18 26 22 16 20 12 29 17 18 20 10 14",
  ],
  [
    "SNG",
    "Song of Solomon",
    "Cantares",
    "song of songs|song|sos|song of sol|canticle of canticles|cantar de los cantares|cantar|cnt|cant",
    "17 17 11 16 16 13 13 14",
  ],
  [
    "ISA",
    "Isaiah",
    "Isaías",
    "isa|isaias",
    "31 22 26 6 30 13 25 22 21 34 16 6 22 32 9 14 14 7 25 6 17 25 18 23 12 21 13 29 24 33 9 20 24 17 10 22 38 22 8 31 29 25 28 28 25 13 15 22 26 11 23 15 12 17 13 12 21 14 21 22 11 12 19 12 25 24",
  ],
  [
    "JER",
    "Jeremiah",
    "Jeremías",
    "jer|jr|jeremias",
    "19 37 25 31 31 30 34 22 26 25 23 17 27 22 21 21 27 23 15 18 14 30 40 10 38 24 22 17 32 24 40 44 26 22 19 32 21 28 18 16 18 22 13 30 5 28 7 47 39 46 64 34",
  ],
  ["LAM", "Lamentations", "Lamentaciones", "lam|lm", "22 22 66 22 22"],
  [
    "EZK",
    "Ezekiel",
    "Ezequiel",
    "ezek|ezk|eze|ez",
    "28 10 27 17 17 14 27 18 11 22 25 28 23 23 8 63 24 32 14 49 32 31 49 27 17 21 36 26 21 26 18 32 33 31 15 38 28 23 29 49 26 20 27 31 25 24 23 35",
  ],
  ["DAN", "Daniel", "Daniel", "dan|dn", "21 49 30 37 31 28 28 27 27 21 45 13"],
  ["HOS", "Hosea", "Oseas", "hos", "11 23 5 19 15 11 16 14 17 15 12 14 16 9"],
  ["JOL", "Joel", "Joel", "jl|joe", "20 32 21"],
  ["AMO", "Amos", "Amós", "amo", "15 16 15 13 27 14 17 14 15"],
  ["OBA", "Obadiah", "Abdías", "obad|oba|abd|abdias", "21"],
  ["JON", "Jonah", "Jonás", "jon|jnh|jonas", "17 10 10 11"],
  ["MIC", "Micah", "Miqueas", "mic|mq", "16 13 12 13 15 16 20"],
  ["NAM", "Nahum", "Nahúm", "nah", "15 13 19"],
  ["HAB", "Habakkuk", "Habacuc", "hab|hb", "17 20 19"],
  ["ZEP", "Zephaniah", "Sofonías", "zeph|zep|zp|sof|sofonias", "18 15 20"],
  ["HAG", "Haggai", "Hageo", "hag|hg|ag", "15 23"],
  ["ZEC", "Zechariah", "Zacarías", "zech|zec|zc|zac|zacarias", "21 13 10 14 11 15 14 23 17 12 17 14 9 21"],
  ["MAL", "Malachi", "Malaquías", "mal|malaquias", "14 17 18 6"],
  [
    "MAT",
    "Matthew",
    "Mateo",
    "matt|mat|mt|san mateo",
    "25 23 17 25 48 34 29 34 38 42 30 50 58 36 39 28 27 35 30 34 46 46 39 51 46 75 66 20",
  ],
  ["MRK", "Mark", "Marcos", "mrk|mk|mr|mc|mar|san marcos", "45 28 35 41 43 56 37 38 50 52 33 44 37 72 47 20"],
  [
    "LUK",
    "Luke",
    "Lucas",
    "luk|lk|lc|luc|san lucas",
    "80 52 38 44 39 49 50 56 62 42 54 59 35 35 32 31 37 43 48 47 38 71 56 53",
  ],
  [
    "JHN",
    "John",
    "Juan",
    "jn|jhn|joh|san juan",
    "51 25 36 54 47 71 53 59 41 42 57 50 38 31 27 33 26 40 42 31 25",
  ],
  [
    "ACT",
    "Acts",
    "Hechos",
    "act|hch|hech|acts of the apostles|hechos de los apostoles",
    "26 47 26 37 42 15 60 40 43 48 30 25 52 28 41 40 34 28 41 38 40 30 35 27 27 32 44 31",
  ],
  ["ROM", "Romans", "Romanos", "rom|ro|rm", "32 29 31 25 21 23 25 39 33 21 36 21 14 23 33 27"],
  ["1CO", "1 Corinthians", "1 Corintios", "1 cor|1 co", "31 16 23 21 13 20 40 13 27 33 34 31 13 40 58 24"],
  ["2CO", "2 Corinthians", "2 Corintios", "2 cor|2 co", "24 17 18 18 21 18 16 24 15 18 33 21 14"],
  ["GAL", "Galatians", "Gálatas", "gal|galatas", "24 21 29 31 26 18"],
  ["EPH", "Ephesians", "Efesios", "eph|ephes|ef|efe", "23 22 21 32 33 24"],
  ["PHP", "Philippians", "Filipenses", "phil|php|flp|fil", "30 30 21 23"],
  ["COL", "Colossians", "Colosenses", "col", "29 23 25 18"],
  ["1TH", "1 Thessalonians", "1 Tesalonicenses", "1 thess|1 thes|1 th|1 tes|1 ts", "10 20 13 18 28"],
  ["2TH", "2 Thessalonians", "2 Tesalonicenses", "2 thess|2 thes|2 th|2 tes|2 ts", "12 17 18"],
  ["1TI", "1 Timothy", "1 Timoteo", "1 tim|1 ti|1 tm", "20 15 16 16 25 21"],
  ["2TI", "2 Timothy", "2 Timoteo", "2 tim|2 ti|2 tm", "18 26 17 22"],
  ["TIT", "Titus", "Tito", "tit", "16 15 15"],
  ["PHM", "Philemon", "Filemón", "phlm|phm|philem|flm|filem|filemon", "25"],
  ["HEB", "Hebrews", "Hebreos", "heb", "14 18 19 16 14 20 28 13 28 39 40 29 25"],
  ["JAS", "James", "Santiago", "jas|jm|jam|stg|sant", "27 26 18 17 20"],
  ["1PE", "1 Peter", "1 Pedro", "1 pet|1 pe|1 pt|1 ped|1 pd", "25 25 22 19 14"],
  ["2PE", "2 Peter", "2 Pedro", "2 pet|2 pe|2 pt|2 ped|2 pd", "21 22 18"],
  ["1JN", "1 John", "1 Juan", "1 jn|1 jo|1 joh|1 jhn", "10 29 24 21 21"],
  ["2JN", "2 John", "2 Juan", "2 jn|2 jo|2 joh|2 jhn", "13"],
  ["3JN", "3 John", "3 Juan", "3 jn|3 jo|3 joh|3 jhn", "14"],
  ["JUD", "Jude", "Judas", "jud", "25"],
  [
    "REV",
    "Revelation",
    "Apocalipsis",
    "rev|rv|revelations|the revelation|ap|apoc|apocalypse",
    "20 29 22 11 14 17 17 13 21 11 19 17 18 20 8 21 18 24 21 15 27 21",
  ],
];

/** The 39 + 27 books, in canonical order. */
export const CANON: readonly CanonBook[] = ROWS.map(([code, name, nameEs, aliases, verses], index) => ({
  code,
  order: index + 1,
  testament: index < 39 ? "old" : "new",
  name,
  nameEs,
  aliases: aliases.split("|").filter((a) => a.length > 0),
  verses: verses.split(" ").map(Number),
}));

const BY_CODE = new Map(CANON.map((book) => [book.code, book]));

/** A book by its code ("JHN"). */
export function bookByCode(code: string): CanonBook | undefined {
  return BY_CODE.get(code);
}

/** Number of chapters in a book. */
export function chapterCount(book: CanonBook): number {
  return book.verses.length;
}

/** Number of verses in a chapter (0 when the chapter does not exist). */
export function verseCount(book: CanonBook, chapter: number): number {
  return book.verses[chapter - 1] ?? 0;
}

/** The book's name in English ("en") or Spanish ("es"). */
export function bookName(book: CanonBook, lang: "en" | "es" = "en"): string {
  return lang === "es" ? book.nameEs : book.name;
}
