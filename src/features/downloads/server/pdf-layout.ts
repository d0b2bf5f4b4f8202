/**
 * Line breaking and pagination for the PDF renderer, free of any PDF object so it
 * can be tested on its own: words wrap at spaces, a word wider than the line is
 * broken between characters, "\n" is a hard line break, and lines chained with
 * keepWithNext move to the next page together.
 */
import type { FontStyle } from "./fonts.ts";

export interface Run {
  text: string;
  style: FontStyle;
}

/** Width of `text` in `style` at a font size of 1 point. */
export type Measure = (style: FontStyle, text: string) => number;

export interface Fragment {
  text: string;
  style: FontStyle;
  /** Offset from the start of the line, in points. */
  x: number;
  width: number;
}

export interface WrappedLine {
  fragments: Fragment[];
  width: number;
}

/** Slack for floating-point sums when comparing widths. */
const EPSILON = 0.001;

interface Piece {
  text: string;
  style: FontStyle;
}

/** Appends a piece to a line, merging it into the last fragment when the style is the same. */
function append(line: WrappedLine, piece: Piece, width: number): void {
  const last = line.fragments.at(-1);
  if (last && last.style === piece.style) {
    last.text += piece.text;
    last.width += width;
  } else {
    line.fragments.push({ text: piece.text, style: piece.style, x: line.width, width });
  }
  line.width += width;
}

/** Words (runs of non-space pieces, possibly mixing styles) of one hard line, each with the space before it. */
function words(runs: readonly Run[]): { space: Piece | null; pieces: Piece[] }[] {
  const out: { space: Piece | null; pieces: Piece[] }[] = [];
  let pendingSpace: Piece | null = null;
  let current: Piece[] | null = null;
  for (const run of runs) {
    for (const token of run.text.split(/( +)/)) {
      if (token === "") continue;
      if (token.startsWith(" ")) {
        current = null;
        pendingSpace ??= { text: " ", style: run.style };
        continue;
      }
      if (current === null) {
        current = [];
        out.push({ space: out.length === 0 ? null : pendingSpace, pieces: current });
        pendingSpace = null;
      }
      current.push({ text: token, style: run.style });
    }
  }
  return out;
}

/** Splits runs at "\n" into hard lines. */
function hardLines(runs: readonly Run[]): Run[][] {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    run.text.split("\n").forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines.at(-1)?.push({ text: part, style: run.style });
    });
  }
  return lines;
}

/**
 * Breaks styled text into lines no wider than `maxWidth` points at `size` points.
 * Spaces at a line break are dropped; a word too wide for a line of its own is cut
 * between characters (never between the halves of a surrogate pair).
 */
export function wrapRuns(
  runs: readonly Run[],
  maxWidth: number,
  size: number,
  measure: Measure,
): WrappedLine[] {
  const limit = maxWidth + EPSILON;
  const width = (piece: Piece) => measure(piece.style, piece.text) * size;
  const out: WrappedLine[] = [];
  for (const hard of hardLines(runs)) {
    let line: WrappedLine = { fragments: [], width: 0 };
    for (const word of words(hard)) {
      const pieceWidths = word.pieces.map(width);
      const wordWidth = pieceWidths.reduce((a, b) => a + b, 0);
      const spaceWidth = word.space && line.fragments.length > 0 ? width(word.space) : 0;
      if (line.fragments.length > 0 && line.width + spaceWidth + wordWidth <= limit) {
        if (word.space) append(line, word.space, spaceWidth);
        word.pieces.forEach((p, i) => {
          append(line, p, pieceWidths[i] ?? 0);
        });
        continue;
      }
      if (line.fragments.length > 0) {
        out.push(line);
        line = { fragments: [], width: 0 };
      }
      if (wordWidth <= limit) {
        word.pieces.forEach((p, i) => {
          append(line, p, pieceWidths[i] ?? 0);
        });
        continue;
      }
      // A word wider than the whole line: fill each line with as many characters as fit.
      for (const piece of word.pieces) {
        for (const ch of piece.text) {
          const w = measure(piece.style, ch) * size;
          if (line.fragments.length > 0 && line.width + w > limit) {
            out.push(line);
            line = { fragments: [], width: 0 };
          }
          append(line, { text: ch, style: piece.style }, w);
        }
      }
    }
    out.push(line);
  }
  return out;
}

export interface FlowLine {
  /** Height of the line box, in points. */
  height: number;
  /** Space above the line, dropped at the top of a page. */
  spaceBefore: number;
  /** The next line must start on the same page as this one. */
  keepWithNext: boolean;
}

export interface PlacedLine<T extends FlowLine> {
  line: T;
  /** Distance from the top of the page's text area to the top of the line box. */
  top: number;
}

/**
 * Fills pages of `bodyHeight` points. A chain of lines joined by keepWithNext
 * starts a new page when it does not fit in what is left of the current one; a
 * chain taller than a whole page is split where the page runs out.
 */
export function paginate<T extends FlowLine>(lines: readonly T[], bodyHeight: number): PlacedLine<T>[][] {
  const pages: PlacedLine<T>[][] = [];
  let page: PlacedLine<T>[] = [];
  let y = 0;
  const newPage = () => {
    pages.push(page);
    page = [];
    y = 0;
  };
  let i = 0;
  while (i < lines.length) {
    // The chain starting at line i.
    let end = i;
    while (end < lines.length - 1 && lines[end]?.keepWithNext) end += 1;
    const chain = lines.slice(i, end + 1);
    const chainHeight = chain.reduce(
      (h, l, k) => h + l.height + (k === 0 && page.length === 0 ? 0 : l.spaceBefore),
      0,
    );
    if (page.length > 0 && y + chainHeight > bodyHeight + EPSILON) newPage();
    for (const line of chain) {
      let space = page.length === 0 ? 0 : line.spaceBefore;
      if (page.length > 0 && y + space + line.height > bodyHeight + EPSILON) {
        newPage();
        space = 0;
      }
      page.push({ line, top: y + space });
      y += space + line.height;
    }
    i = end + 1;
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
