import { describe, expect, it } from "vitest";
import { bookByCode, CANON, chapterCount, verseCount } from "./canon.ts";
import { checkSkitReferences } from "./check-skit-references.ts";
import { findReferences, formatReference } from "./references.ts";
import { checkReferences, invalidReferences, isValidReference } from "./validate.ts";

const labels = (text: string, mode: "field" | "text" = "field") =>
  findReferences(text, mode).map((r) => formatReference(r));

describe("the canon data", () => {
  it("has the 66 books, 1,189 chapters and 31,102 verses of the Protestant canon", () => {
    expect(CANON).toHaveLength(66);
    expect(CANON.filter((b) => b.testament === "old")).toHaveLength(39);
    expect(CANON.reduce((n, b) => n + b.verses.length, 0)).toBe(1189);
    expect(CANON.reduce((n, b) => n + b.verses.reduce((a, v) => a + v, 0), 0)).toBe(31102);
  });

  it("knows well-known chapter and verse counts", () => {
    const count = (code: string, chapter: number) => {
      const book = bookByCode(code);
      if (!book) throw new Error(code);
      return verseCount(book, chapter);
    };
    expect(count("PSA", 119)).toBe(176);
    expect(count("PSA", 117)).toBe(2);
    expect(count("JHN", 3)).toBe(36);
    expect(count("1SA", 17)).toBe(58);
    expect(count("MAT", 27)).toBe(66);
    expect(count("REV", 22)).toBe(21);
    expect(chapterCount(bookByCode("JHN")!)).toBe(21);
    expect(chapterCount(bookByCode("PSA")!)).toBe(150);
    expect(chapterCount(bookByCode("JUD")!)).toBe(1);
  });
});

describe("reading references", () => {
  it("reads the forms teachers write", () => {
    expect(labels("John 3:16")).toEqual(["John 3:16"]);
    expect(labels("1 Samuel 17:1-50")).toEqual(["1 Samuel 17:1\u201350"]);
    expect(labels("Psalm 23")).toEqual(["Psalm 23"]);
    expect(labels("Psalms 23:1-6")).toEqual(["Psalm 23:1\u20136"]);
    expect(labels("Gen 1:1")).toEqual(["Genesis 1:1"]);
    expect(labels("Gen. 1:1")).toEqual(["Genesis 1:1"]);
    expect(labels("Matthew 26:36-27:66")).toEqual(["Matthew 26:36\u201327:66"]);
    expect(labels("John 3:16; 4:1")).toEqual(["John 3:16", "John 4:1"]);
    expect(labels("John 3:16, 18")).toEqual(["John 3:16", "John 3:18"]);
    expect(labels("Genesis 1-2")).toEqual(["Genesis 1\u20132"]);
    expect(labels("1 Samuel")).toEqual(["1 Samuel"]);
    expect(labels("First John 4:19")).toEqual(["1 John 4:19"]);
    expect(labels("I Corinthians 13")).toEqual(["1 Corinthians 13"]);
    expect(labels("1Cor 13:4-7")).toEqual(["1 Corinthians 13:4\u20137"]);
    expect(labels("Jude 3")).toEqual(["Jude 3"]);
    expect(labels("Isaiah 53")).toEqual(["Isaiah 53"]);
    expect(labels("John 3:16; 2 Peter 1:3")).toEqual(["John 3:16", "2 Peter 1:3"]);
  });

  it("reads Spanish book names", () => {
    expect(labels("Juan 3:16")).toEqual(["John 3:16"]);
    expect(labels("Lucas 15:3-7")).toEqual(["Luke 15:3\u20137"]);
    expect(labels("Génesis 1:1")).toEqual(["Genesis 1:1"]);
    expect(labels("Salmos 23")).toEqual(["Psalm 23"]);
    expect(labels("1 Reyes 18")).toEqual(["1 Kings 18"]);
    expect(labels("San Juan 3:16")).toEqual(["John 3:16"]);
    expect(labels("Primera de Juan 4:8")).toEqual(["1 John 4:8"]);
    expect(labels("Hechos 2:1-4")).toEqual(["Acts 2:1\u20134"]);
    expect(labels("Éxodo 14")).toEqual(["Exodus 14"]);
  });

  it("keeps offsets and the text as written", () => {
    const text = "Read Lucas 15:3-7 and then Gen 1:1.";
    const refs = findReferences(text, "text");
    expect(refs.map((r) => r.text)).toEqual(["Lucas 15:3-7", "Gen 1:1"]);
    for (const r of refs) expect(text.slice(r.start, r.end)).toBe(r.text);
  });
});

describe("validating references", () => {
  it("accepts real passages and rejects ones outside the canon", () => {
    for (const ok of [
      "John 3:16",
      "1 Samuel 17:1-50",
      "Psalm 23",
      "Psalms 23:1-6",
      "Matthew 26:36-27:66",
      "Juan 3:16",
      "Lucas 15:3-7",
      "1 Samuel",
      "John 3:16; 4:1",
      "Gen 1:1",
      "Revelation 22:21",
    ]) {
      expect(isValidReference(ok), ok).toBe(true);
    }
    for (const bad of [
      "John 22:1",
      "Hezekiah 1:1",
      "John 3:37",
      "Psalm 151",
      "Matthew 26:36-29:1",
      "John 3:18-16",
      "Jude 2:1",
    ]) {
      expect(isValidReference(bad), bad).toBe(false);
    }
  });

  it("says what is wrong", () => {
    const problem = (text: string) => checkReferences(text, "field")[0]?.problem;
    expect(problem("John 22:1")).toBe("John has 21 chapters.");
    expect(problem("Hezekiah 1:1")).toBe('"Hezekiah" is not a book of the Bible.');
    expect(problem("John 3:37")).toBe("John 3 has 36 verses.");
    expect(problem("Psalm 151")).toBe("Psalms has 150 chapters.");
    expect(problem("John 3:18-16")).toBe("The range ends before it starts.");
    expect(problem("Jude 2:1")).toBe("Jude has only one chapter.");
  });

  it("finds references in free text without mistaking times, scene headings or speakers", () => {
    const text = [
      "SCENE 1: THE VALLEY",
      "JOHN 2: We meet at 3:30 pm. At 10:15 the bus leaves.",
      "NARRATOR: As Hezekiah 1:1 says, and John 22:1 too...",
      'MEMORY VERSE: "For God so loved the world." — John 3:16 (KJV)',
      "Psalm 23 is a song. Ps 151 is not checked because abbreviations need a verse.",
    ].join("\n\n");
    const found = checkReferences(text, "text");
    expect(found.map((r) => r.label)).toEqual(["Hezekiah 1:1", "John 22:1", "John 3:16", "Psalm 23"]);
    expect(invalidReferences(text).map((p) => p.label)).toEqual(["Hezekiah 1:1", "John 22:1"]);
  });
});

describe("checkSkitReferences", () => {
  it("flags the scripture field and the text, and lists the valid passages", () => {
    const check = checkSkitReferences({
      scripture: "John 22:1",
      content: "NARRATOR: Read 1 Samuel 17:47 and Hezekiah 1:1 at home.",
    });
    expect(check.ok).toBe(false);
    expect(check.issues).toEqual([
      { where: "scripture", text: "John 22:1", label: "John 22:1", message: "John has 21 chapters." },
      {
        where: "text",
        text: "Hezekiah 1:1",
        label: "Hezekiah 1:1",
        message: '"Hezekiah" is not a book of the Bible.',
      },
    ]);
    expect(check.valid).toEqual(["1 Samuel 17:47"]);
  });

  it("passes a skit whose references are all real, and flags a field that names no passage", () => {
    expect(
      checkSkitReferences({ scripture: "1 Samuel 17:1-50", content: "DAVID: Psalm 23 is my song." }).ok,
    ).toBe(true);
    expect(checkSkitReferences({ scripture: null, content: "" }).ok).toBe(true);
    const vague = checkSkitReferences({ scripture: "the lost sheep", content: "" });
    expect(vague.ok).toBe(false);
    expect(vague.issues[0]?.where).toBe("scripture");
  });
});
