import { describe, expect, it } from "vitest";
import { type FlowLine, type Measure, paginate, type WrappedLine, wrapRuns } from "./pdf-layout.ts";

/** Every character is 1 unit wide (10 pt at size 10); bold characters 1.5. */
const measure: Measure = (style, text) => [...text].length * (style === "bold" ? 1.5 : 1);
const lineText = (line: WrappedLine) => line.fragments.map((f) => f.text).join("");

describe("wrapRuns", () => {
  it("breaks at spaces without exceeding the width and keeps every word", () => {
    const text = "The battle is the LORD's and he will give all of you into our hands today";
    const lines = wrapRuns([{ text, style: "regular" }], 200, 10, measure);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(200);
      expect(lineText(line)).toBe(lineText(line).trim());
    }
    expect(lines.map(lineText).join(" ")).toBe(text);
    // Greedy: the next word would not have fitted on the line before.
    for (let i = 0; i < lines.length - 1; i += 1) {
      const nextWord = lineText(lines[i + 1] as WrappedLine).split(" ")[0] ?? "";
      expect(((lines[i] as WrappedLine).width + 10 + nextWord.length * 10) / 10).toBeGreaterThan(20);
    }
  });

  it("cuts a word wider than the line between characters", () => {
    const word = "Supercalifragilisticexpialidocious".repeat(3);
    const lines = wrapRuns([{ text: `Say ${word} now`, style: "regular" }], 100, 10, measure);
    // 102 characters, 10 to a line: ten full lines, then the last two characters share a line with "now".
    const chunks = Array.from({ length: 10 }, (_, i) => word.slice(i * 10, i * 10 + 10));
    expect(lines.map(lineText)).toEqual(["Say", ...chunks, "us now"]);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(100);
  });

  it("never splits a surrogate pair", () => {
    const lines = wrapRuns([{ text: "𝔄𝔅𝔆𝔇𝔈𝔉𝔊", style: "regular" }], 30, 10, measure);
    expect(lines.map(lineText)).toEqual(["𝔄𝔅𝔆", "𝔇𝔈𝔉", "𝔊"]);
  });

  it("keeps hard line breaks (song lyrics)", () => {
    const lines = wrapRuns([{ text: "God is strong\nand God is near", style: "italic" }], 1000, 10, measure);
    expect(lines.map(lineText)).toEqual(["God is strong", "and God is near"]);
  });

  it("measures mixed styles and places fragments side by side", () => {
    const [line] = wrapRuns(
      [
        { text: "DAVID", style: "bold" },
        { text: " — a shepherd", style: "regular" },
      ],
      1000,
      10,
      measure,
    );
    expect(line?.fragments).toEqual([
      { text: "DAVID", style: "bold", x: 0, width: 75 },
      { text: " — a shepherd", style: "regular", x: 75, width: 130 },
    ]);
    expect(line?.width).toBe(205);
  });

  it("treats a style change inside a word as one word", () => {
    const lines = wrapRuns(
      [
        { text: "ab", style: "bold" },
        { text: "cd ef", style: "regular" },
      ],
      50,
      10,
      measure,
    );
    expect(lines.map(lineText)).toEqual(["abcd", "ef"]);
  });
});

const line = (keepWithNext = false, spaceBefore = 0, height = 10): FlowLine & { id: number } => ({
  id: 0,
  height,
  spaceBefore,
  keepWithNext,
});

function numbered(lines: (FlowLine & { id: number })[]) {
  return lines.map((l, i) => ({ ...l, id: i }));
}

describe("paginate", () => {
  it("fills a page and carries on to the next", () => {
    const pages = paginate(numbered(Array.from({ length: 25 }, () => line())), 100);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages[1]?.[0]?.top).toBe(0);
  });

  it("moves a character name to the next page with the first line of the speech", () => {
    // Nine lines fill 90 of 100 points; a name (keep with next) and its speech follow.
    const lines = numbered([...Array.from({ length: 9 }, () => line()), line(true), line(), line()]);
    const pages = paginate(lines, 100);
    expect(pages[0]?.map((p) => p.line.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pages[1]?.map((p) => p.line.id)).toEqual([9, 10, 11]);
    // Without the rule the name would have been the last line of page 1.
    const loose = paginate(
      lines.map((l) => ({ ...l, keepWithNext: false })),
      100,
    );
    expect(loose[0]?.at(-1)?.line.id).toBe(9);
  });

  it("keeps a whole chain together (scene heading, direction's first lines)", () => {
    const lines = numbered([
      ...Array.from({ length: 7 }, () => line()),
      line(true, 5),
      line(true),
      line(),
      line(),
    ]);
    const pages = paginate(lines, 100);
    expect(pages[0]?.length).toBe(7);
    expect(pages[1]?.map((p) => p.line.id)).toEqual([7, 8, 9, 10]);
  });

  it("drops the space before a line at the top of a page", () => {
    const lines = numbered([...Array.from({ length: 10 }, () => line()), line(false, 8)]);
    const pages = paginate(lines, 100);
    expect(pages[1]?.[0]).toMatchObject({ top: 0 });
    const spaced = paginate(numbered([line(), line(false, 8)]), 100);
    expect(spaced[0]?.[1]?.top).toBe(18);
  });

  it("splits a chain taller than a page where the page runs out", () => {
    const lines = numbered(Array.from({ length: 15 }, (_, i) => line(i < 14)));
    const pages = paginate(lines, 100);
    expect(pages.map((p) => p.length)).toEqual([10, 5]);
  });

  it("never puts a line below the bottom of the page", () => {
    const lines = numbered(
      Array.from({ length: 200 }, (_, i) =>
        line(i % 7 === 0 || i % 11 === 0, i % 3 === 0 ? 6 : 1, 12 + (i % 4)),
      ),
    );
    const pages = paginate(lines, 648);
    expect(pages.flat().map((p) => p.line.id)).toEqual(lines.map((l) => l.id));
    for (const page of pages) {
      for (const placed of page) expect(placed.top + placed.line.height).toBeLessThanOrEqual(648);
    }
  });

  it("returns one empty page for no lines", () => {
    expect(paginate([], 100)).toEqual([[]]);
  });
});
