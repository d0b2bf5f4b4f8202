/**
 * The PDF fonts, from the npm package dejavu-fonts-ttf (Bitstream Vera licence, free
 * to embed): DejaVu Serif in four styles for the text (Latin, Greek and Cyrillic
 * letters, typographic punctuation) and DejaVu Sans for symbols the serif lacks
 * (✝ ★ ✓ ❤ …). The files are read and parsed once per process.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";

/** The four text styles, plus the symbol fallback face. */
export type FontStyle = "regular" | "bold" | "italic" | "boldItalic" | "symbols";
export type TextStyle = Exclude<FontStyle, "symbols">;

export const FONT_STYLES: readonly FontStyle[] = ["regular", "bold", "italic", "boldItalic", "symbols"];

const FONT_FILES: Record<FontStyle, string> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSerif.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf",
  italic: "dejavu-fonts-ttf/ttf/DejaVuSerif-Italic.ttf",
  boldItalic: "dejavu-fonts-ttf/ttf/DejaVuSerif-BoldItalic.ttf",
  symbols: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
};

type Face = ReturnType<typeof fontkit.create>;

export interface LoadedFont {
  style: FontStyle;
  /** The TTF file; pass this same array to PDFDocument.embedFont so the parsed face is reused. */
  bytes: Uint8Array;
  face: Face;
}

export type FontSet = Record<FontStyle, LoadedFont>;

let loading: Promise<FontSet> | null = null;

async function load(): Promise<FontSet> {
  const require = createRequire(import.meta.url);
  const entries = await Promise.all(
    FONT_STYLES.map(async (style): Promise<[FontStyle, LoadedFont]> => {
      const bytes = new Uint8Array(await readFile(require.resolve(FONT_FILES[style])));
      return [style, { style, bytes, face: fontkit.create(bytes) }];
    }),
  );
  return Object.fromEntries(entries) as FontSet;
}

/** The font files, read and parsed on first use and cached for the life of the process. */
export function loadFonts(): Promise<FontSet> {
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

/**
 * A fontkit for PDFDocument.registerFontkit that hands back the already-parsed face
 * for the cached font files instead of parsing 350 KB of TrueType per document.
 */
export function cachedFontkit(fonts: FontSet): { create: (bytes: Uint8Array) => Face } {
  const byBytes = new Map<Uint8Array, Face>(FONT_STYLES.map((s) => [fonts[s].bytes, fonts[s].face]));
  return { create: (bytes) => byBytes.get(bytes) ?? fontkit.create(bytes) };
}

/** Characters that print as something close when the font has no glyph for them. */
const SUBSTITUTES: Record<string, string> = {
  "\u2043": "-",
  "\u2027": "·",
  "\u2E3A": "——",
  "\u2E3B": "———",
};

export interface StyledText {
  text: string;
  style: FontStyle;
}

/** How one character prints in one text style: as itself, as a replacement, in the symbol face, or not at all. */
interface Mapping {
  text: string;
  symbol: boolean;
}

const coverage: Record<TextStyle, Map<string, Mapping>> = {
  regular: new Map(),
  bold: new Map(),
  italic: new Map(),
  boldItalic: new Map(),
};

/** Printable ASCII: every style of the font has all of it. */
const ASCII = /^[\x20-\x7E\n]*$/;

const hasGlyph = (face: Face, c: string) => {
  const cp = c.codePointAt(0);
  return cp !== undefined && face.hasGlyphForCodePoint(cp);
};

function mapping(fonts: FontSet, style: TextStyle, ch: string): Mapping {
  const face = fonts[style].face;
  const has = (c: string) => hasGlyph(face, c);
  const plain = (text: string): Mapping => ({ text, symbol: false });
  if (ch === " " || ch === "\n") return plain(ch);
  if (/\s/u.test(ch)) return plain(" ");
  // Invisible formatting characters (zero-width spaces and joiners, soft hyphens, bidi marks) print as nothing.
  if (/\p{Cf}/u.test(ch)) return plain("");
  // Combining marks (and variation selectors) the font cannot place.
  if (/\p{Mn}/u.test(ch) && !has(ch)) return plain("");
  if (has(ch)) return plain(ch);
  if (/\p{S}/u.test(ch) && hasGlyph(fonts.symbols.face, ch)) return { text: ch, symbol: true };
  const substitute = SUBSTITUTES[ch];
  if (substitute !== undefined && [...substitute].every(has)) return plain(substitute);
  const decomposed = [...ch.normalize("NFKD")].filter((c) => !/\p{Mn}/u.test(c) || has(c));
  if (decomposed.length > 0 && decomposed.join("") !== ch && decomposed.every(has)) {
    return plain(decomposed.join(""));
  }
  return plain("");
}

/**
 * Splits text into what the fonts can print: characters the text style lacks are
 * drawn from the symbol face (✝ ★ ✓), replaced by a close equivalent (a
 * compatibility decomposition such as "𝐛" → "b", or a plain hyphen) or left out
 * (emoji, scripts the fonts do not cover). Never throws.
 */
export function printableRuns(fonts: FontSet, style: TextStyle, text: string): StyledText[] {
  if (ASCII.test(text)) return text ? [{ text, style }] : [];
  const cache = coverage[style];
  const runs: StyledText[] = [];
  for (const ch of text) {
    let m = cache.get(ch);
    if (m === undefined) {
      m = mapping(fonts, style, ch);
      cache.set(ch, m);
    }
    if (!m.text) continue;
    const runStyle: FontStyle = m.symbol ? "symbols" : style;
    const last = runs.at(-1);
    if (last && last.style === runStyle) last.text += m.text;
    else runs.push({ text: m.text, style: runStyle });
  }
  return runs;
}

/** Text printable in one style only (no symbol face): the page footer. */
export function printable(fonts: FontSet, style: TextStyle, text: string): string {
  return printableRuns(fonts, style, text)
    .filter((run) => run.style === style)
    .map((run) => run.text)
    .join("");
}
