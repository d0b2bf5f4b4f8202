import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParsedScript, ScriptBlock } from "./script-format.ts";
import { parseScript, slugCharacterId } from "./script-parser.ts";

const EXAMPLE = `DAVID AND GOLIATH: THE GIANT AND THE SHEPHERD BOY

SCRIPTURE: 1 Samuel 17:1-50
RUNNING TIME: About 4 minutes
SETTING: Sunday School Classroom
PROPS: A toy sling, five smooth stones

CAST
NARRATOR — tells the story
DAVID — a young shepherd who trusts God
GOLIATH — a giant Philistine champion
KING SAUL — the worried king of Israel

NON-SPEAKING PARTS
SHEEP — follows David everywhere

(The army of Israel huddles stage left.)

SCENE 1: THE VALLEY OF ELAH

(GOLIATH stomps in from stage right.
The soldiers tremble.)

NARRATOR: Long ago, two armies faced each other across a valley.

GOLIATH: (booming) Send me a man to fight!

(AUDIENCE: boo the giant!)

SAUL: Is there no one brave enough?

SCENE 2: THE BATTLE

DAVID: You come with a sword,
but I come in the name of the LORD!

(DAVID whirls the sling. GOLIATH topples.)

THE END

DISCUSSION QUESTIONS
1. Why was David not afraid of Goliath?
2. What "giant" problem can you ask God to help you with?

MEMORY VERSE
"The battle is the LORD's." — 1 Samuel 17:47 (WEB)
`;

function dialogues(parsed: ParsedScript): Extract<ScriptBlock, { type: "dialogue" }>[] {
  return [...parsed.preamble, ...parsed.scenes.flatMap((s) => s.blocks)].filter(
    (b): b is Extract<ScriptBlock, { type: "dialogue" }> => b.type === "dialogue",
  );
}

describe("slugCharacterId", () => {
  it("slugs names to stable ids", () => {
    expect(slugCharacterId("KING DAVID")).toBe("king-david");
    expect(slugCharacterId("JOSÉ")).toBe("jose");
    expect(slugCharacterId("  Villager   1 ")).toBe("villager-1");
    expect(slugCharacterId("MRS. O'BRIEN")).toBe("mrs-o-brien");
    expect(slugCharacterId("ÁNGEL GABRIEL")).toBe("angel-gabriel");
    expect(slugCharacterId("!!!")).toBe("character");
  });
});

describe("parseScript on the documented example", () => {
  const parsed = parseScript(EXAMPLE);

  it("reads the title and the header lines", () => {
    expect(parsed.title).toBe("DAVID AND GOLIATH: THE GIANT AND THE SHEPHERD BOY");
    expect(parsed.header).toEqual([
      { label: "SCRIPTURE", value: "1 Samuel 17:1-50" },
      { label: "RUNNING TIME", value: "About 4 minutes" },
      { label: "SETTING", value: "Sunday School Classroom" },
      { label: "PROPS", value: "A toy sling, five smooth stones" },
    ]);
  });

  it("reads the cast with speaking, non-speaking and narrator parts", () => {
    expect(parsed.cast).toEqual([
      { id: "narrator", name: "NARRATOR", description: "tells the story", speaking: true, narrator: true },
      {
        id: "david",
        name: "DAVID",
        description: "a young shepherd who trusts God",
        speaking: true,
        narrator: false,
      },
      {
        id: "goliath",
        name: "GOLIATH",
        description: "a giant Philistine champion",
        speaking: true,
        narrator: false,
      },
      {
        id: "king-saul",
        name: "KING SAUL",
        description: "the worried king of Israel",
        speaking: true,
        narrator: false,
      },
      {
        id: "sheep",
        name: "SHEEP",
        description: "follows David everywhere",
        speaking: false,
        narrator: false,
      },
    ]);
  });

  it("puts the opening direction in the preamble and reads scenes", () => {
    expect(parsed.preamble).toEqual([{ type: "direction", text: "The army of Israel huddles stage left." }]);
    expect(parsed.scenes.map((s) => s.heading)).toEqual([
      "SCENE 1: THE VALLEY OF ELAH",
      "SCENE 2: THE BATTLE",
    ]);
    expect(parsed.scenes[0]?.blocks).toEqual([
      { type: "direction", text: "GOLIATH stomps in from stage right. The soldiers tremble." },
      {
        type: "dialogue",
        characterId: "narrator",
        character: "NARRATOR",
        text: "Long ago, two armies faced each other across a valley.",
        narrator: true,
      },
      {
        type: "dialogue",
        characterId: "goliath",
        character: "GOLIATH",
        parenthetical: "booming",
        text: "Send me a man to fight!",
        narrator: false,
      },
      { type: "direction", text: "AUDIENCE: boo the giant!" },
      {
        type: "dialogue",
        characterId: "king-saul",
        character: "SAUL",
        text: "Is there no one brave enough?",
        narrator: false,
      },
    ]);
  });

  it("keeps line breaks inside a speech", () => {
    const david = dialogues(parsed).find((d) => d.characterId === "david");
    expect(david?.text).toBe("You come with a sword,\nbut I come in the name of the LORD!");
  });

  it("reads the ending and the afterword", () => {
    expect(parsed.ending).toBe("THE END");
    expect(parsed.afterword).toEqual([
      {
        heading: "DISCUSSION QUESTIONS",
        items: [
          "Why was David not afraid of Goliath?",
          'What "giant" problem can you ask God to help you with?',
        ],
      },
      { heading: "MEMORY VERSE", items: ['"The battle is the LORD\'s." — 1 Samuel 17:47 (WEB)'] },
    ]);
  });

  it("gives the same structure for \\r\\n line endings and extra spaces", () => {
    const messy = EXAMPLE.split("\n")
      .map((l) => (l ? `  ${l.replace(/ /g, "   ")}\t` : l))
      .join("\r\n");
    const again = parseScript(messy);
    expect(again.cast).toEqual(parsed.cast);
    expect(again.scenes.map((s) => s.blocks.length)).toEqual(parsed.scenes.map((s) => s.blocks.length));
    expect(again.afterword).toEqual(parsed.afterword);
    expect(again.ending).toBe("THE END");
  });
});

describe("parseScript robustness", () => {
  it("reads Spanish keywords, lowercase headings and accents", () => {
    const parsed = parseScript(`LA OVEJA PERDIDA

escritura: Lucas 15:1-7

reparto
PASTOR — cuida cien ovejas
NARRADORA — cuenta la historia

papeles sin diálogo
OVEJA — se pierde

escena 1: el campo

NARRADORA: Había una vez un pastor.

PASTOR: ¡Falta una oveja!

fin

preguntas para conversar
1. ¿Qué hizo el pastor?

versículo para memorizar
"Gozaos conmigo." — Lucas 15:6 (RV1909)`);
    expect(parsed.title).toBe("LA OVEJA PERDIDA");
    expect(parsed.header).toEqual([{ label: "escritura", value: "Lucas 15:1-7" }]);
    expect(parsed.cast.map((c) => [c.name, c.speaking, c.narrator])).toEqual([
      ["PASTOR", true, false],
      ["NARRADORA", true, true],
      ["OVEJA", false, false],
    ]);
    expect(parsed.scenes).toHaveLength(1);
    expect(parsed.scenes[0]?.heading).toBe("escena 1: el campo");
    expect(dialogues(parsed).map((d) => d.characterId)).toEqual(["narradora", "pastor"]);
    expect(parsed.ending).toBe("fin");
    expect(parsed.afterword.map((a) => a.heading)).toEqual([
      "preguntas para conversar",
      "versículo para memorizar",
    ]);
    expect(parsed.afterword[0]?.items).toEqual(["¿Qué hizo el pastor?"]);
  });

  it("adds speakers missing from the cast list as speaking parts, in order of appearance", () => {
    const parsed = parseScript(`CAST
PETER — a fisherman

SCENE 1

PETER: Master, we caught nothing.
JESUS: Let down your nets.
ANDREW: Look at all the fish!
JESUS: Follow me.`);
    expect(parsed.cast.map((c) => [c.id, c.speaking])).toEqual([
      ["peter", true],
      ["jesus", true],
      ["andrew", true],
    ]);
    expect(dialogues(parsed)).toHaveLength(4);
  });

  it("joins a plain paragraph after a speech to that speech", () => {
    const parsed = parseScript(`SCENE 1

NARRATOR: Long ago there was a king.

He ruled over a great land.

(Trumpets.)

This line follows a direction.`);
    const blocks = parsed.scenes[0]?.blocks ?? [];
    expect(blocks[0]).toMatchObject({
      type: "dialogue",
      text: "Long ago there was a king.\n\nHe ruled over a great land.",
    });
    expect(blocks[1]).toEqual({ type: "direction", text: "Trumpets." });
    expect(blocks[2]).toEqual({ type: "paragraph", text: "This line follows a direction." });
  });

  it("reads 'NAME (parenthetical): text', a name-only speech line and square-bracket directions", () => {
    const parsed = parseScript(`SCENE ONE - THE ROOF

MARK (whispering): Lower him down!
LUKE:
Careful with the ropes.
[SFX: tiles crashing]`);
    const blocks = parsed.scenes[0]?.blocks ?? [];
    expect(blocks[0]).toMatchObject({
      character: "MARK",
      parenthetical: "whispering",
      text: "Lower him down!",
    });
    expect(blocks[1]).toMatchObject({ character: "LUKE", text: "Careful with the ropes." });
    expect(blocks[2]).toEqual({ type: "direction", text: "SFX: tiles crashing" });
  });

  it("does not add groups, audience or technical cues to the cast", () => {
    const parsed = parseScript(`CAST
DAVID — a shepherd
JONATHAN — a prince

SCENE 1

DAVID AND JONATHAN: Friends forever!
ALL: Amen!
AUDIENCE: Hosanna!
LIGHTS: Fade to blue.
PROPS: a bow and arrows`);
    expect(parsed.cast.map((c) => c.id)).toEqual(["david", "jonathan"]);
    const blocks = parsed.scenes[0]?.blocks ?? [];
    expect(blocks.map((b) => b.type)).toEqual(["dialogue", "dialogue", "dialogue", "direction", "direction"]);
  });

  it("treats a BLACKOUT between scenes as a direction and only the last closing line as the ending", () => {
    const parsed = parseScript(`SCENE 1

JONAH: I will not go to Nineveh!

BLACKOUT

SCENE 2

JONAH: Fine, I will go.

BLACKOUT`);
    expect(parsed.scenes[0]?.blocks.at(-1)).toEqual({ type: "direction", text: "BLACKOUT" });
    expect(parsed.ending).toBe("BLACKOUT");
  });

  it("turns unformatted text into paragraph blocks without losing anything", () => {
    const text =
      "Once upon a time a farmer went out to sow.\nSome seed fell on the path.\n\nThe birds ate it.";
    const parsed = parseScript(text);
    expect(parsed.title).toBeNull();
    expect(parsed.cast).toEqual([]);
    expect(parsed.scenes).toEqual([]);
    expect(parsed.preamble).toEqual([
      { type: "paragraph", text: "Once upon a time a farmer went out to sow.\nSome seed fell on the path." },
      { type: "paragraph", text: "The birds ate it." },
    ]);
  });

  it("puts a script without scene headings into one untitled scene", () => {
    const parsed = parseScript("THE LOST COIN\n\nWOMAN: Where is my coin?\n\nNEIGHBOUR: Keep looking!");
    expect(parsed.title).toBe("THE LOST COIN");
    expect(parsed.scenes).toHaveLength(1);
    expect(parsed.scenes[0]?.heading).toBe("");
    expect(parsed.scenes[0]?.blocks).toHaveLength(2);
  });

  it("marks inline non-speaking parts and tolerates Markdown", () => {
    const parsed = parseScript(`# THE GOOD SAMARITAN

## CAST
- **SAMARITAN** — a kind traveller
- DONKEY (non-speaking) — carries the man

## SCENE 1: THE ROAD

**SAMARITAN:** Let me help you.`);
    expect(parsed.title).toBe("THE GOOD SAMARITAN");
    expect(parsed.cast.map((c) => [c.name, c.speaking, c.description])).toEqual([
      ["SAMARITAN", true, "a kind traveller"],
      ["DONKEY", false, "carries the man"],
    ]);
    expect(parsed.scenes[0]?.heading).toBe("SCENE 1: THE ROAD");
    expect(dialogues(parsed)[0]?.text).toBe("Let me help you.");
  });

  it("returns an empty structure for empty text", () => {
    expect(parseScript("")).toEqual({
      title: null,
      header: [],
      cast: [],
      preamble: [],
      scenes: [],
      ending: null,
      afterword: [],
    });
    expect(parseScript("\n\n  \r\n").preamble).toEqual([]);
  });
});

/** Structural keywords that the parser represents by structure rather than as text. */
const STRUCTURAL = new Set(["CAST", "NON", "SPEAKING", "PARTS", "REPARTO", "PAPELES", "SIN", "DIALOGO"]);

/** Every string inside a value, joined with spaces. */
function allText(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(allText).join(" ");
  if (value && typeof value === "object") return Object.values(value).map(allText).join(" ");
  return "";
}

function wordsOf(text: string): string[] {
  // Letters only: list numbering ("1.") is removed by design.
  return (text.match(/\p{L}+/gu) ?? []).map((w) => w.toUpperCase());
}

describe("parseScript properties", () => {
  const word = fc.constantFrom(
    "david",
    "GOLIATH",
    "the",
    "stone",
    "Lord",
    "brave",
    "sling",
    "niño",
    "ÁNGEL",
    "scene",
    "end",
    "all",
    "cast",
    "fin",
    "narrator",
    "questions",
  );
  const phrase = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(" "));
  const line = fc.oneof(
    phrase,
    phrase.map((p) => `${p.toUpperCase()}: ${p}`),
    fc.tuple(word, phrase).map(([w, p]) => `${w.toUpperCase()}: (${w}) ${p}`),
    phrase.map((p) => `(${p})`),
    phrase.map((p) => `(${p}`),
    fc.integer({ min: 1, max: 9 }).map((k) => `SCENE ${k}: ${"THE HILL"}`),
    fc.constantFrom(
      "CAST",
      "NON-SPEAKING PARTS",
      "THE END",
      "BLACKOUT",
      "MEMORY VERSE",
      "DISCUSSION QUESTIONS",
    ),
    phrase.map((p) => `${p.split(" ")[0]?.toUpperCase()} — ${p}`),
    phrase.map((p) => `1. ${p}`),
    phrase.map((p) => `SCRIPTURE: ${p}`),
    fc.constant(""),
    fc.constant("   "),
  );
  const document = fc
    .tuple(fc.array(line, { maxLength: 40 }), fc.constantFrom("\n", "\r\n"))
    .map(([ls, eol]) => ls.join(eol));

  it("never throws and never drops a word", () => {
    fc.assert(
      fc.property(document, (text) => {
        const parsed = parseScript(text);
        const output = new Set(wordsOf(allText(parsed)));
        for (const w of wordsOf(text)) {
          if (STRUCTURAL.has(w)) continue;
          if (!output.has(w)) throw new Error(`lost "${w}"`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("every dialogue block's speaker is a cast member or a group", () => {
    fc.assert(
      fc.property(document, (text) => {
        const parsed = parseScript(text);
        const ids = new Set(parsed.cast.map((c) => c.id));
        for (const d of dialogues(parsed)) {
          expect(ids.has(d.characterId) || ["all", "all-cast"].includes(d.characterId)).toBe(true);
        }
        expect(new Set(parsed.cast.map((c) => c.id)).size).toBe(parsed.cast.length);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the same result for \\n and \\r\\n line endings", () => {
    fc.assert(
      fc.property(document, (text) => {
        const unix = text.replace(/\r\n/g, "\n");
        expect(parseScript(unix.replace(/\n/g, "\r\n"))).toEqual(parseScript(unix));
      }),
      { numRuns: 100 },
    );
  });
});
