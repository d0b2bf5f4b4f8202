import { describe, expect, it } from "vitest";
import { parseScript } from "./script-parser.ts";
import {
  countWords,
  directionCount,
  estimateRunningMinutes,
  roleStats,
  spokenWordCount,
} from "./script-stats.ts";

const SCRIPT = `THE LOST SHEEP

CAST
NARRATOR — tells the story
SHEPHERD — owns a hundred sheep
FRIEND — a neighbour

NON-SPEAKING PARTS
SHEEP — wanders off

SCENE 1: THE HILLSIDE

(The SHEEP wanders away.)

NARRATOR: (warmly) A shepherd had one hundred sheep.

SHEPHERD: Ninety-eight, ninety-nine... one is missing!

AUDIENCE: Baa! Baa!

SHEPHERD: I will find you!

ALL: Rejoice with me!

(The SHEPHERD carries the SHEEP home.)

THE END`;

describe("script stats", () => {
  const parsed = parseScript(SCRIPT);

  it("counts words as tokens with a letter or digit", () => {
    expect(countWords("Ninety-eight, ninety-nine... one — is missing!")).toBe(5);
    expect(countWords("  ")).toBe(0);
    expect(countWords("3 sheep")).toBe(2);
  });

  it("gives lines and words per speaking role, in cast order", () => {
    expect(roleStats(parsed)).toEqual([
      { id: "narrator", name: "NARRATOR", lines: 1, words: 6 },
      { id: "shepherd", name: "SHEPHERD", lines: 2, words: 9 },
      { id: "friend", name: "FRIEND", lines: 0, words: 0 },
    ]);
  });

  it("counts spoken words without parentheticals and audience lines, with group lines", () => {
    // narrator 6 + shepherd 9 + ALL 3; the parenthetical and the AUDIENCE line do not count.
    expect(spokenWordCount(parsed)).toBe(18);
    expect(directionCount(parsed)).toBe(2);
  });

  it("estimates running time from words and directions, rounding up, at least one minute", () => {
    expect(estimateRunningMinutes(parsed)).toBe(1);
    const line = "word ".repeat(13).trim();
    const long = parseScript(`SCENE 1\n\n${Array.from({ length: 20 }, () => `A: ${line}`).join("\n\n")}`);
    expect(spokenWordCount(long)).toBe(260);
    expect(estimateRunningMinutes(long)).toBe(2);
    const withDirections = parseScript(
      `SCENE 1\n\n${Array.from({ length: 20 }, () => `A: ${line}`).join("\n\n")}\n\n(Pause.)`,
    );
    // 2 minutes of words plus 5 seconds of direction → 3 whole minutes.
    expect(estimateRunningMinutes(withDirections)).toBe(3);
    expect(estimateRunningMinutes(parseScript(""))).toBe(1);
  });
});
