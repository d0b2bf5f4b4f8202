/**
 * The print-ready PDF download: US Letter, one-inch margins, DejaVu Serif embedded
 * (subset), page numbers and the title in every footer. Skit text is only ever
 * drawn as glyphs, never interpreted.
 *
 * pdf-lib builds the file (fonts, pages, metadata), but page content is written
 * here: pdf-lib's drawText shapes every line with fontkit and compresses with a
 * JavaScript deflate, several times too slow for a 20-page skit. Each character's
 * glyph code is looked up once per document and the streams are deflated by zlib.
 */
import { deflateSync } from "node:zlib";
import { PDFDocument, type PDFFont, PDFRawStream } from "pdf-lib";
import type { ParsedScript } from "../../../lib/script-format.ts";
import { parseScript } from "../../../lib/script-parser.ts";
import {
  cachedFontkit,
  type FontSet,
  type FontStyle,
  loadFonts,
  printable,
  printableRuns,
  type TextStyle,
} from "./fonts.ts";
import { type FlowLine, type Fragment, type Measure, paginate, type Run, wrapRuns } from "./pdf-layout.ts";
import {
  type BlockRole,
  buildSkitDocument,
  type DocBlock,
  type SkitDocument,
  type SkitDocumentInput,
  type Span,
} from "./skit-document.ts";

/** US Letter, in points. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
/** One inch on every side. */
export const MARGIN = 72;
const BODY_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const BODY_HEIGHT = PAGE_HEIGHT - 2 * MARGIN;
/** Footer baseline, inside the bottom margin. */
const FOOTER_BASELINE = 40;
const FOOTER_SIZE = 9;

/** Fill colours as grey levels (0 is black). */
const BLACK = 0;
const GREY = 0.38;
const RULE = 0.72;

interface RoleStyle {
  size: number;
  /** Line height. */
  leading: number;
  spaceBefore: number;
  /** Left indent of the text. */
  indent: number;
  /** Room for a list marker, after the indent. */
  markerWidth?: number;
  align: "left" | "center";
  keepWithNext: boolean;
  gray: number;
  /** A grey bar left of the text: the narrator's lines. */
  bar?: boolean;
}

const body = (spaceBefore: number, indent: number): RoleStyle => ({
  size: 11,
  leading: 15,
  spaceBefore,
  indent,
  align: "left",
  keepWithNext: false,
  gray: BLACK,
});

const NARRATOR_INDENT = 54;
/** The narrator's bar, from the left margin. */
const NARRATOR_BAR_X = NARRATOR_INDENT - 12;

const ROLE_STYLES: Record<BlockRole, RoleStyle> = {
  title: { ...body(0, 0), size: 22, leading: 28, align: "center" },
  scripture: { ...body(4, 0), size: 13, leading: 18, align: "center" },
  description: body(12, 0),
  heading: { ...body(20, 0), size: 14, leading: 19, keepWithNext: true },
  subheading: { ...body(8, 0), size: 11.5, leading: 16, keepWithNext: true },
  detail: body(3, 0),
  castMember: body(3, 18),
  listItem: { ...body(4, 18), markerWidth: 18 },
  sceneHeading: { ...body(20, 0), size: 12.5, leading: 17, keepWithNext: true },
  character: { ...body(11, 0), keepWithNext: true },
  parenthetical: { ...body(1, 36), keepWithNext: true },
  speech: body(1, 36),
  narratorCharacter: { ...body(11, NARRATOR_INDENT), keepWithNext: true, bar: true },
  narratorParenthetical: { ...body(1, NARRATOR_INDENT), keepWithNext: true, bar: true },
  narratorSpeech: { ...body(1, NARRATOR_INDENT), bar: true },
  direction: body(9, 18),
  paragraph: body(9, 0),
  ending: { ...body(24, 0), size: 12, leading: 16, align: "center" },
  colophon: { ...body(6, 0), size: 9, leading: 12, align: "center", gray: GREY },
};

/** Large print: the same roles at about 1.3 times the size with 1.6 times the leading and more room between blocks. */
const LARGE_PRINT_STYLES: Record<BlockRole, RoleStyle> = Object.fromEntries(
  Object.entries(ROLE_STYLES).map(([role, style]) => {
    const size = Math.round(style.size * 1.3 * 2) / 2;
    return [
      role,
      {
        ...style,
        size,
        leading: Math.round(size * 1.6),
        spaceBefore: Math.round(style.spaceBefore * 1.5),
      },
    ];
  }),
) as Record<BlockRole, RoleStyle>;

/**
 * Options of a PDF render. `largePrint` is the large-print, dyslexia-friendly edition:
 * bigger type, wider line and paragraph spacing, no italics (stage directions keep their
 * parentheses) and a larger footer.
 */
export interface PdfOptions {
  largePrint?: boolean;
}

/** How one render looks: its role styles and whether italics are used. */
interface Look {
  styles: Record<BlockRole, RoleStyle>;
  italics: boolean;
  footerSize: number;
}

const lookOf = (options: PdfOptions): Look =>
  options.largePrint
    ? { styles: LARGE_PRINT_STYLES, italics: false, footerSize: 11 }
    : { styles: ROLE_STYLES, italics: true, footerSize: FOOTER_SIZE };

/** Grey of the band behind highlighted lines (an actor's own lines). */
const HIGHLIGHT = 0.88;

/** Headings print bold, whatever their spans say. */
const BOLD_ROLES = new Set<BlockRole>(["title", "heading", "subheading", "sceneHeading", "ending"]);
const ITALIC_ROLES = new Set<BlockRole>(["colophon"]);

function fontStyle(
  role: BlockRole,
  span: Pick<Span, "bold" | "italic" | "character">,
  italics = true,
): TextStyle {
  const bold = Boolean(span.bold || span.character) || BOLD_ROLES.has(role);
  const italic = italics && (Boolean(span.italic) || ITALIC_ROLES.has(role));
  if (bold && italic) return "boldItalic";
  if (bold) return "bold";
  return italic ? "italic" : "regular";
}

interface PdfLine extends FlowLine {
  role: BlockRole;
  size: number;
  gray: number;
  /** Left edge of the text, from the left margin. */
  x: number;
  fragments: Fragment[];
  bar: boolean;
  /** Printed on a shaded band. */
  highlight: boolean;
  /** A list marker on the first line, its x from the left margin. */
  marker?: Fragment;
}

/** Widths at 1 pt per font style and character, shared by every render (the font files never change). */
const charWidths: Record<FontStyle, Map<string, number>> = {
  regular: new Map(),
  bold: new Map(),
  italic: new Map(),
  boldItalic: new Map(),
  symbols: new Map(),
};

/** Text widths from the embedded fonts' widthOfTextAtSize, one character at a time (as the glyphs are drawn). */
function measurer(fonts: Partial<Record<FontStyle, PDFFont>>): Measure {
  return (style, text) => {
    const widths = charWidths[style];
    let total = 0;
    for (const ch of text) {
      let w = widths.get(ch);
      if (w === undefined) {
        const font = fonts[style];
        if (!font) throw new Error(`Font ${style} is not embedded`);
        w = font.widthOfTextAtSize(ch, 1);
        widths.set(ch, w);
      }
      total += w;
    }
    return total;
  };
}

/** A block's text as printable runs of one font each. */
function blockRuns(block: DocBlock, fontSet: FontSet, look: Look): Run[] {
  return block.spans.flatMap((span) =>
    printableRuns(fontSet, fontStyle(block.role, span, look.italics), span.text),
  );
}

/** Wraps a block's runs into lines with their keep-together rules. */
function blockLines(
  block: DocBlock,
  runs: readonly Run[],
  fontSet: FontSet,
  measure: Measure,
  look: Look,
): PdfLine[] {
  const style = look.styles[block.role];
  if (runs.length === 0) return [];
  const textX = style.indent + (style.markerWidth ?? 0);
  const width = BODY_WIDTH - textX;
  const wrapped = wrapRuns(runs, width, style.size, measure);
  const n = wrapped.length;
  return wrapped.map((w, i): PdfLine => {
    // The block's own rule on its last line; inside a paragraph, neither its first
    // nor its last line is left alone on a page.
    const keepWithNext = i === n - 1 ? style.keepWithNext : i === 0 || i === n - 2;
    const line: PdfLine = {
      role: block.role,
      height: style.leading,
      spaceBefore: i === 0 ? style.spaceBefore : 0,
      keepWithNext,
      size: style.size,
      gray: style.gray,
      x: style.align === "center" ? textX + (width - w.width) / 2 : textX,
      fragments: w.fragments,
      bar: style.bar ?? false,
      highlight: block.highlight ?? false,
    };
    if (i === 0 && block.marker) {
      const markerStyle = fontStyle(block.role, block.spans[0] ?? {}, look.italics);
      const marker = printable(fontSet, markerStyle, block.marker);
      line.marker = {
        text: marker,
        style: markerStyle,
        x: style.indent,
        width: measure(markerStyle, marker) * style.size,
      };
    }
    return line;
  });
}

interface PageText {
  style: FontStyle;
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  gray: number;
}

interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  gray: number;
}

/** A number as a content-stream operand (a hundredth of a point is far below any printer's resolution). */
const num = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Writes page content streams: one text object per page, font and colour operators
 * only when they change, and each character's glyph code (from the embedded subset
 * font's own encodeText) looked up once per document.
 */
class ContentWriter {
  private readonly codes: Record<FontStyle, Map<string, string>> = {
    regular: new Map(),
    bold: new Map(),
    italic: new Map(),
    boldItalic: new Map(),
    symbols: new Map(),
  };
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Partial<Record<FontStyle, PDFFont>>,
  ) {}

  private font(style: FontStyle): PDFFont {
    const font = this.fonts[style];
    if (!font) throw new Error(`Font ${style} is not embedded`);
    return font;
  }

  private hex(style: FontStyle, text: string): string {
    const codes = this.codes[style];
    let out = "";
    for (const ch of text) {
      let code = codes.get(ch);
      if (code === undefined) {
        code = this.font(style).encodeText(ch).asString();
        codes.set(ch, code);
      }
      out += code;
    }
    return out;
  }

  /**
   * Looks up the glyph codes of a page's new characters with one fontkit layout per
   * style (shaping each character on its own costs far more). The characters are
   * separated by spaces so no ligature joins them; if shaping still merges or splits
   * glyphs, hex() looks the characters up one by one.
   */
  private prepare(style: FontStyle, text: string): void {
    const codes = this.codes[style];
    const chars = [...new Set(text)].filter((ch) => ch !== " " && !codes.has(ch));
    if (chars.length === 0) return;
    const hex = this.font(style).encodeText(chars.join(" ")).asString();
    if (hex.length !== (chars.length * 2 - 1) * 4) return;
    chars.forEach((ch, i) => {
      codes.set(ch, hex.slice(i * 8, i * 8 + 4));
    });
  }

  /** Adds a page showing `bars` (filled rectangles) under `texts`. */
  addPage(texts: readonly PageText[], bars: readonly Bar[]): void {
    const page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const byStyle = new Map<FontStyle, string>();
    for (const t of texts) byStyle.set(t.style, (byStyle.get(t.style) ?? "") + t.text);
    for (const [style, text] of byStyle) this.prepare(style, text);
    const fontNames = new Map<FontStyle, string>();
    const fontName = (style: FontStyle) => {
      let name = fontNames.get(style);
      if (name === undefined) {
        const font = this.font(style);
        name = page.node.newFontDictionary(font.name, font.ref).toString();
        fontNames.set(style, name);
      }
      return name;
    };
    const ops: string[] = [];
    for (const bar of bars) {
      ops.push(
        `q ${num(bar.gray)} g ${num(bar.x)} ${num(bar.y)} ${num(bar.width)} ${num(bar.height)} re f Q`,
      );
    }
    ops.push("BT");
    let font = "";
    let gray = Number.NaN;
    for (const t of texts) {
      const hex = this.hex(t.style, t.text);
      if (!hex) continue;
      const setFont = `${fontName(t.style)} ${num(t.size)} Tf`;
      if (setFont !== font) {
        ops.push(setFont);
        font = setFont;
      }
      if (t.gray !== gray) {
        ops.push(`${num(t.gray)} g`);
        gray = t.gray;
      }
      ops.push(`1 0 0 1 ${num(t.x)} ${num(t.y)} Tm <${hex}> Tj`);
    }
    ops.push("ET");
    const contents = deflateSync(this.encoder.encode(ops.join("\n")));
    const stream = PDFRawStream.of(this.pdf.context.obj({ Filter: "FlateDecode" }), contents);
    page.node.addContentStream(this.pdf.context.register(stream));
  }
}

/** Cuts text to fit `maxWidth`, ending it with an ellipsis when shortened. */
function fitText(text: string, maxWidth: number, size: number, style: FontStyle, measure: Measure): string {
  if (measure(style, text) * size <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(style, `${chars.join("").trimEnd()}…`) * size > maxWidth) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** Renders the document model as a PDF. */
export async function renderDocumentPdf(doc: SkitDocument, options: PdfOptions = {}): Promise<Uint8Array> {
  const look = lookOf(options);
  const fontSet = await loadFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachedFontkit(fontSet));
  // Font files and their Unicode maps compressed by zlib instead of pdf-lib's JavaScript deflate.
  pdf.context.flateStream = (contents, dict = {}) =>
    pdf.context.stream(
      deflateSync(typeof contents === "string" ? Buffer.from(contents, "latin1") : contents),
      {
        ...dict,
        Filter: "FlateDecode",
      },
    );
  const blocks = doc.blocks.map((block) => ({ block, runs: blockRuns(block, fontSet, look) }));
  // The symbol face only when some character needs it.
  const styles: FontStyle[] = ["regular", "bold", "italic", "boldItalic"];
  if (blocks.some(({ runs }) => runs.some((r) => r.style === "symbols"))) styles.push("symbols");
  const embedded = await Promise.all(
    styles.map(async (s) => [s, await pdf.embedFont(fontSet[s].bytes, { subset: true })] as const),
  );
  const fonts: Partial<Record<FontStyle, PDFFont>> = Object.fromEntries(embedded);
  const measure = measurer(fonts);
  const writer = new ContentWriter(pdf, fonts);

  const lines = blocks.flatMap(({ block, runs }) => blockLines(block, runs, fontSet, measure, look));
  const pages = paginate(lines, BODY_HEIGHT);
  const footerText = printable(fontSet, "regular", doc.footer);
  pages.forEach((placed, index) => {
    const texts: PageText[] = [];
    const bars: Bar[] = [];
    let previousBar = false;
    const bands: Bar[] = [];
    let previousBand: Bar | null = null;
    for (const { line, top } of placed) {
      const boxTop = PAGE_HEIGHT - MARGIN - top;
      const y = boxTop - (line.height - line.size) / 2 - line.size * 0.8;
      const { size, gray } = line;
      if (line.highlight) {
        // One band behind consecutive highlighted lines, the gaps between them included.
        const bottom = boxTop - line.height;
        if (previousBand) {
          previousBand.height += previousBand.y - bottom;
          previousBand.y = bottom;
        } else {
          previousBand = {
            x: MARGIN - 6,
            y: bottom,
            width: BODY_WIDTH + 12,
            height: line.height,
            gray: HIGHLIGHT,
          };
          bands.push(previousBand);
        }
      } else {
        previousBand = null;
      }
      if (line.bar) {
        const bottom = boxTop - line.height;
        const last = bars.at(-1);
        if (last && previousBar) {
          // One bar down the narrator's whole speech: extend the bar of the line just above.
          last.height += last.y - bottom;
          last.y = bottom;
        } else {
          bars.push({ x: MARGIN + NARRATOR_BAR_X, y: bottom, width: 2.5, height: line.height, gray: RULE });
        }
      }
      previousBar = line.bar;
      if (line.marker) texts.push({ ...line.marker, x: MARGIN + line.marker.x, y, size, gray });
      for (const f of line.fragments) {
        texts.push({ style: f.style, text: f.text, x: MARGIN + line.x + f.x, y, size, gray });
      }
    }
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    const labelWidth = measure("regular", pageLabel) * look.footerSize;
    const footer = { style: "regular", y: FOOTER_BASELINE, size: look.footerSize, gray: GREY } as const;
    const footerLeft = fitText(footerText, BODY_WIDTH - labelWidth - 24, look.footerSize, "regular", measure);
    texts.push({ ...footer, text: footerLeft, x: MARGIN });
    texts.push({ ...footer, text: pageLabel, x: PAGE_WIDTH - MARGIN - labelWidth });
    writer.addPage(texts, [...bands, ...bars]);
  });

  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setAuthor(doc.author);
  pdf.setCreator(doc.author);
  pdf.setProducer(`${doc.author} (pdf-lib)`);
  if (doc.subject) pdf.setSubject(doc.subject);
  if (doc.keywords.length > 0) pdf.setKeywords(doc.keywords);
  if (doc.lang) pdf.setLanguage(doc.lang);
  // Written in one go (pdf-lib otherwise pauses a timer tick every 50 objects), with a plain
  // cross-reference table: object streams would be deflated by JavaScript again.
  return pdf.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
}

/** The PDF download of a skit; `script` defaults to parsing `input.content`. */
export async function renderSkitPdf(
  input: SkitDocumentInput,
  script: ParsedScript = parseScript(input.content),
  options: PdfOptions = {},
): Promise<Uint8Array> {
  return renderDocumentPdf(buildSkitDocument(input, script), options);
}
