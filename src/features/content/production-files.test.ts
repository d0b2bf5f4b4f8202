import { describe, expect, it } from "vitest";
import { PRODUCTION_FILES, withCrlfLineEndings } from "./production-files.ts";
import { PRODUCTION_TIPS } from "./production-tips.ts";

describe("production files", () => {
  it("offers the three files under the names the page promises", () => {
    expect(PRODUCTION_FILES.map((f) => f.fileName)).toEqual([
      "rehearsal-schedule.txt",
      "props-checklist.txt",
      "directors-guide.txt",
    ]);
  });

  it.each(PRODUCTION_FILES)("$fileName is substantial, printable ASCII and fits 80 columns", (file) => {
    expect(file.content.length).toBeGreaterThan(2000);
    expect(file.content).toMatch(/^[\x20-\x7e\n]*$/);
    for (const line of file.content.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
    expect(file.content.endsWith("\n")).toBe(true);
  });

  it("converts line endings to CRLF exactly once", () => {
    expect(withCrlfLineEndings("a\nb\r\nc\n")).toBe("a\r\nb\r\nc\r\n");
  });
});

describe("production tips", () => {
  it("has the five tabs in order with unique ids and real content", () => {
    expect(PRODUCTION_TIPS.map((t) => t.label)).toEqual([
      "Preparation",
      "Performance Day",
      "Props & Costumes",
      "Music & Sound",
      "Lighting",
    ]);
    expect(new Set(PRODUCTION_TIPS.map((t) => t.id)).size).toBe(PRODUCTION_TIPS.length);
    for (const tab of PRODUCTION_TIPS) {
      expect(tab.groups.length).toBeGreaterThanOrEqual(3);
      for (const group of tab.groups) expect(group.tips.length).toBeGreaterThanOrEqual(3);
    }
  });
});
