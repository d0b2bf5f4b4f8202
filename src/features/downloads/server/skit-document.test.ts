import { describe, expect, it } from "vitest";
import type { ParsedScript } from "../../../lib/script-format.ts";
import { parseScript } from "../../../lib/script-parser.ts";
import { fixtureText, skitInput } from "./fixtures/skits.ts";
import { blockText, buildSkitDocument, cleanText, type DocBlock, splitProps } from "./skit-document.ts";

const texts = (blocks: DocBlock[], role?: DocBlock["role"]) =>
  blocks.filter((b) => !role || b.role === role).map(blockText);

/** A parsed script written by hand, independent of the parser. */
const handScript: ParsedScript = {
  title: "JONAH AND THE BIG FISH",
  header: [
    { label: "SCRIPTURE", value: "Jonah 1–3" },
    { label: "RUNNING TIME", value: "About 6 minutes" },
    { label: "SETTING", value: "A ship in a storm" },
    { label: "PROPS", value: "A blue sheet, a paper fish (or a cardboard one, any size); rope" },
    { label: "AGE GROUP", value: "Children (6-9)" },
    { label: "COSTUMES", value: "Sailor hats" },
  ],
  cast: [
    { id: "narrator", name: "NARRATOR", description: "tells the story", speaking: true, narrator: true },
    { id: "fish", name: "FISH", description: "very big", speaking: false, narrator: false },
    { id: "jonah", name: "JONAH", description: "a prophet who runs away", speaking: true, narrator: false },
    { id: "captain", name: "CAPTAIN", description: "", speaking: true, narrator: false },
  ],
  preamble: [{ type: "direction", text: "Waves crash." }],
  scenes: [
    {
      heading: "Scene 1: The storm",
      blocks: [
        {
          type: "dialogue",
          characterId: "narrator",
          character: "NARRATOR",
          text: "God spoke to Jonah.",
          narrator: true,
        },
        {
          type: "dialogue",
          characterId: "jonah",
          character: "Jonah",
          parenthetical: "whispering",
          text: "I will not go to Nineveh!\n\nI will sail away instead.",
          narrator: false,
        },
        {
          type: "dialogue",
          characterId: "captain",
          character: "CAPTAIN",
          parenthetical: "(shouting)",
          text: "Row, row,\nrow your boat!",
          narrator: false,
        },
        { type: "direction", text: "[Thunder]" },
        { type: "paragraph", text: "The sailors\nthrow Jonah over." },
      ],
    },
    { heading: "", blocks: [{ type: "direction", text: "(The FISH swallows JONAH.)" }] },
  ],
  ending: null,
  afterword: [
    { heading: "QUESTIONS", items: ["Why did Jonah run?", "Where did God send him?"] },
    { heading: "MEMORY VERSE", items: ["Salvation belongs to the LORD. — Jonah 2:9 (WEB)"] },
    { heading: "PRODUCTION NOTES", items: ["Use a fan for wind.", "Dim the lights in scene 2."] },
  ],
};

const handInput = skitInput("", {
  title: "Jonah and the Big Fish",
  description: "A prophet runs from God.\n\nGod does not give up on him.",
  scripture: "Jonah 1–3",
  topic: "Second chances",
  length: "medium",
  setting: "sunday-school",
  ageGroup: "children",
  props: "Rope; a bucket",
  license: "Free to perform in your church.",
});

describe("buildSkitDocument", () => {
  const doc = buildSkitDocument(handInput, handScript);

  it("lays out title block, details, cast, props, script, ending, afterword and colophon in order", () => {
    expect(doc.blocks.map((b) => b.role)).toEqual([
      "title",
      "scripture",
      "description",
      "description",
      "detail",
      "detail",
      "detail",
      "detail",
      "detail",
      "detail",
      "heading",
      "subheading",
      "castMember",
      "castMember",
      "castMember",
      "subheading",
      "castMember",
      "heading",
      "listItem",
      "listItem",
      "listItem",
      "listItem",
      "heading",
      "direction",
      "sceneHeading",
      "narratorCharacter",
      "narratorSpeech",
      "character",
      "parenthetical",
      "speech",
      "speech",
      "character",
      "parenthetical",
      "speech",
      "direction",
      "paragraph",
      "direction",
      "ending",
      "heading",
      "listItem",
      "listItem",
      "heading",
      "paragraph",
      "heading",
      "listItem",
      "listItem",
      "colophon",
      "colophon",
    ]);
  });

  it("shows the form's choices by label and the script's own header lines", () => {
    expect(texts(doc.blocks, "detail")).toEqual([
      "Running time: Medium (5-10 minutes); script estimate: About 6 minutes",
      "Setting: Sunday School Classroom",
      "Age group: Children (6-9)",
      "Topic: Second chances",
      "Story setting: A ship in a storm",
      "Costumes: Sailor hats",
    ]);
    expect(texts(doc.blocks).slice(0, 4)).toEqual([
      "Jonah and the Big Fish",
      "Jonah 1–3",
      "A prophet runs from God.",
      "God does not give up on him.",
    ]);
  });

  it("lists speaking then non-speaking parts with bold capital names", () => {
    expect(texts(doc.blocks, "subheading")).toEqual(["Speaking parts (3)", "Non-speaking parts (1)"]);
    expect(texts(doc.blocks, "castMember")).toEqual([
      "NARRATOR — tells the story",
      "JONAH — a prophet who runs away",
      "CAPTAIN",
      "FISH — very big",
    ]);
    const jonah = doc.blocks.find((b) => b.role === "castMember" && b.spans[0]?.text === "JONAH");
    expect(jonah?.spans[0]).toMatchObject({ bold: true, character: true });
  });

  it("merges the form's props with the script's, split at top-level separators, without repeats", () => {
    const props = doc.blocks.filter((b) => b.role === "listItem").slice(0, 4);
    expect(props.map((b) => b.spans[0]?.text)).toEqual([
      "Rope",
      "a bucket",
      "A blue sheet",
      "a paper fish (or a cardboard one, any size)",
    ]);
    expect(props.every((b) => b.marker === "•")).toBe(true);
  });

  it("prints speakers in capitals, parentheticals and directions in parentheses and italics", () => {
    const script = doc.blocks.slice(doc.blocks.findIndex((b) => blockText(b) === "Script"));
    expect(script.map(blockText).slice(1, 15)).toEqual([
      "(Waves crash.)",
      "SCENE 1: THE STORM",
      "NARRATOR",
      "God spoke to Jonah.",
      "JONAH",
      "(whispering)",
      "I will not go to Nineveh!",
      "I will sail away instead.",
      "CAPTAIN",
      "(shouting)",
      "Row, row,\nrow your boat!",
      "[Thunder]",
      "The sailors\nthrow Jonah over.",
      "(The FISH swallows JONAH.)",
    ]);
    for (const b of doc.blocks.filter((b) => b.role === "direction" || b.role === "parenthetical")) {
      expect(b.spans.every((s) => s.italic)).toBe(true);
    }
    const narrator = doc.blocks.find((b) => b.role === "narratorCharacter");
    expect(narrator?.spans[0]).toMatchObject({ text: "NARRATOR", bold: true, character: true, italic: true });
  });

  it("wraps a direction in parentheses unless one pair already encloses it", () => {
    const directions = [
      "Thunder",
      "(Thunder)",
      "[Thunder]",
      "(Lights) up on (JONAH)",
      "(The boat (a box) rocks)",
    ];
    const d = buildSkitDocument(handInput, {
      ...handScript,
      preamble: [],
      scenes: [{ heading: "", blocks: directions.map((text) => ({ type: "direction" as const, text })) }],
    });
    expect(texts(d.blocks, "direction")).toEqual([
      "(Thunder)",
      "(Thunder)",
      "[Thunder]",
      "((Lights) up on (JONAH))",
      "(The boat (a box) rocks)",
    ]);
  });

  it("ends with THE END when the script has no closing line, numbers questions only", () => {
    expect(texts(doc.blocks, "ending")).toEqual(["THE END"]);
    const after = doc.blocks.slice(doc.blocks.findIndex((b) => b.role === "ending") + 1);
    expect(after.map(blockText)).toEqual([
      "QUESTIONS",
      "1. Why did Jonah run?",
      "2. Where did God send him?",
      "MEMORY VERSE",
      "Salvation belongs to the LORD. — Jonah 2:9 (WEB)",
      "PRODUCTION NOTES",
      "• Use a fan for wind.",
      "• Dim the lights in scene 2.",
      "Scripture Skits · Jonah and the Big Fish",
      "Free to perform in your church.",
    ]);
  });

  it("carries metadata for the files", () => {
    expect(doc).toMatchObject({
      title: "Jonah and the Big Fish",
      author: "Scripture Skits",
      subject: "A prophet runs from God. God does not give up on him.",
      keywords: ["Jonah 1–3", "Second chances"],
      lang: "en-US",
      footer: "Jonah and the Big Fish · Scripture Skits",
    });
    expect(buildSkitDocument({ ...handInput, language: "spanish" }, handScript).lang).toBe("es");
    expect(buildSkitDocument({ ...handInput, language: "other" }, handScript).lang).toBeNull();
  });

  it("falls back to the part counts when the text has no cast list", () => {
    const plain = parseScript(
      "Once upon a time a boy shared five loaves and two fish.\n\nJesus fed everyone.",
    );
    const d = buildSkitDocument({ ...handInput, speakingParts: "4", nonSpeakingParts: 0 }, plain);
    expect(texts(d.blocks, "detail")).toContain("Speaking parts: 4");
    expect(texts(d.blocks, "detail")).toContain("Non-speaking parts: 0");
    expect(texts(d.blocks, "paragraph")).toEqual([
      "Once upon a time a boy shared five loaves and two fish.",
      "Jesus fed everyone.",
    ]);
  });

  it("uses the parsed title when the stored one is empty, and never an empty title", () => {
    expect(buildSkitDocument({ ...handInput, title: "  " }, handScript).title).toBe("JONAH AND THE BIG FISH");
    expect(buildSkitDocument({ ...handInput, title: "" }, { ...handScript, title: null }).title).toBe(
      "Untitled skit",
    );
  });
});

describe("with parsed skit texts", () => {
  it("keeps the Spanish closing line and afterword headings as written", () => {
    const content = fixtureText("el-buen-samaritano");
    const doc = buildSkitDocument(skitInput(content, { language: "spanish" }), parseScript(content));
    expect(texts(doc.blocks, "ending")).toEqual(["FIN"]);
    expect(texts(doc.blocks, "heading")).toEqual([
      "Cast",
      "Props",
      "Script",
      "PREGUNTAS PARA CONVERSAR",
      "VERSÍCULO PARA MEMORIZAR",
    ]);
    expect(texts(doc.blocks)).toContain("1. ¿Por qué el sacerdote no se detuvo a ayudar?");
    expect(texts(doc.blocks, "narratorSpeech")[0]).toMatch(/^Un hombre bajaba de Jerusalén a Jericó/);
  });

  it("keeps markup as plain text", () => {
    const content = fixtureText("markup-and-ampersands");
    const doc = buildSkitDocument(skitInput(content), parseScript(content));
    expect(texts(doc.blocks, "speech")[0]).toBe(
      '<script>alert(1)</script> One, two & three… where is number 100? Is 5 < 7 && 7 > 5? Yes: "&amp;" stays &amp; and &lt;tag&gt; stays too.',
    );
  });
});

describe("text clean-up", () => {
  it("removes control characters and lone surrogates, normalises to NFC and line endings", () => {
    expect(cleanText("a\u0000b\u0007c\uFEFF\r\nd\re\u0085\uD800f")).toBe("abc\nd\ne\uFFFDf");
    expect(cleanText("Jose\u0301")).toBe("José");
  });

  it("splits props at top-level commas, semicolons and lines, dropping bullets", () => {
    expect(splitProps("- a sling, stones (five, smooth);\n• a sword.")).toEqual([
      "a sling",
      "stones (five, smooth)",
      "a sword",
    ]);
    expect(splitProps(null)).toEqual([]);
  });
});
