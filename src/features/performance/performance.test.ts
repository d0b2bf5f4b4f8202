import { readFileSync } from "node:fs";
import { Fountain } from "fountain-js";
import { describe, expect, it } from "vitest";
import { parseScript } from "../../lib/script-parser.ts";
import { roleStats } from "../../lib/script-stats.ts";
import { buildActorScript, cueText, soloLineCount, soloWordCount } from "./actor-script.ts";
import { analyseCast } from "./cast-analysis.ts";
import { buildFountain } from "./fountain.ts";
import { DEFAULT_LICENSE, licenseFor, licenseText } from "./licenses.ts";
import { median } from "./running-time.ts";

const text = readFileSync(new URL("./fixtures/shepherd-king.txt", import.meta.url), "utf8");
const parsed = parseScript(text);
const PROPS = ["a horn of oil", "a shepherd's staff", "a toy lamb"];

describe("analyseCast", () => {
  const analysis = analyseCast(parsed);
  const role = (id: string) => {
    const r = analysis.roles.find((x) => x.id === id);
    if (!r) throw new Error(id);
    return r;
  };

  it("counts each role's lines and words exactly as the parser's roleStats", () => {
    for (const stat of roleStats(parsed)) {
      expect(role(stat.id)).toMatchObject({ lines: stat.lines, words: stat.words });
    }
    expect(role("samuel")).toMatchObject({ lines: 4, words: 49 });
    expect(role("sheep")).toMatchObject({ speaking: false, lines: 0, words: 0 });
  });

  it("finds the scenes each role is on stage in, from speeches and from directions that name it", () => {
    expect(role("samuel").scenes).toEqual([0, 1, 3]);
    expect(role("david").scenes).toEqual([2, 3]);
    expect(role("sheep").scenes).toEqual([2]);
    expect(role("servant").scenes).toEqual([2]);
    expect(role("jesse").groupLines).toBe(0);
    expect(role("david").groupLines).toBe(1);
  });

  it("suggests small roles one actor could double, never two that share a scene", () => {
    expect(analysis.doubling.map((d) => d.names)).toEqual([
      ["MESSENGER", "JESSE", "DAVID"],
      ["ELIAB", "SERVANT"],
    ]);
    for (const group of analysis.doubling) {
      const scenes = group.ids.flatMap((id) => role(id).scenes);
      expect(new Set(scenes).size).toBe(scenes.length);
    }
    expect(role("narrator").small).toBe(false);
    expect(role("samuel").small).toBe(false);
  });

  it("suggests no doubling for a one-scene skit", () => {
    const one = analyseCast(parseScript("CAST\nA — one\nB — two\n\nA: Hello there.\n\nB: Hello back."));
    expect(one.doubling).toEqual([]);
    expect(one.doublingNote).toMatch(/one continuous scene/);
  });
});

describe("buildActorScript", () => {
  it("gives David his lines, his cues, the directions that name him and his props", () => {
    const david = buildActorScript(parsed, "david", PROPS);
    if (!david) throw new Error("no script");
    expect(david.scenes.map((s) => s.label)).toEqual([
      "SCENE 3: THE HILLSIDE",
      "SCENE 4: JESSE'S HOUSE AGAIN",
    ]);
    const items = david.scenes.flatMap((s) => s.items);
    expect(items).toEqual([
      {
        kind: "direction",
        text: "DAVID plays a harp among the sheep. The SHEEP nuzzles him. A SERVANT runs up.",
      },
      {
        kind: "line",
        cue: { kind: "speech", speaker: "SERVANT", text: "David! Your father calls you home." },
        speaker: "DAVID",
        parenthetical: "picking up his staff",
        text: "I am coming.",
        group: false,
      },
      { kind: "direction", text: "DAVID runs in. SAMUEL lifts the horn of oil." },
      {
        kind: "line",
        cue: {
          kind: "speech",
          speaker: "SAMUEL",
          text: "This is the one. Rise and anoint him, for this is he.",
        },
        speaker: "DAVID",
        parenthetical: null,
        text: "Me? I am only a shepherd.",
        group: false,
      },
      {
        kind: "line",
        cue: null,
        speaker: "ALL",
        parenthetical: null,
        text: "The Lord looks at the heart!",
        group: true,
      },
    ]);
    expect(david.props).toEqual(["a shepherd's staff"]);
    expect(soloLineCount(david)).toBe(2);
    expect(soloWordCount(david)).toBe(roleStats(parsed).find((s) => s.id === "david")?.words);
  });

  it("cues a line after a direction with the direction, and the first line of a scene with its start", () => {
    const samuel = buildActorScript(parsed, "samuel", PROPS);
    const cues = samuel?.scenes.flatMap((s) => s.items).flatMap((i) => (i.kind === "line" ? [i.cue] : []));
    expect(cues).toEqual([
      {
        kind: "speech",
        speaker: "MESSENGER",
        text: "… horn with oil and go to the house of Jesse in Bethlehem.",
      },
      { kind: "speech", speaker: "ELIAB", text: "I am tall and strong. Surely I am the one." },
      { kind: "speech", speaker: "JESSE", text: "Then perhaps one of my other sons." },
      { kind: "direction", speaker: null, text: "DAVID runs in. SAMUEL lifts the horn of oil." },
      { kind: "speech", speaker: "DAVID", text: "Me? I am only a shepherd." },
    ]);
    expect(samuel?.props).toEqual(["a horn of oil"]);
    const jesse = buildActorScript(parsed, "jesse", PROPS);
    const first = jesse?.scenes[0]?.items.find((i) => i.kind === "line");
    expect(first?.kind === "line" ? first.cue?.kind : null).toBe("direction");
    const narrator = buildActorScript(parsed, "narrator");
    const opening = narrator?.scenes[0]?.items.find((i) => i.kind === "line");
    expect(opening?.kind === "line" ? opening.cue?.kind : null).toBe("direction");
    expect(buildActorScript(parsed, "nobody")).toBeNull();
  });

  it("shortens long cues to their last words", () => {
    const long =
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen";
    expect(cueText(long)).toBe(
      "… five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen",
    );
    expect(cueText("Short and sweet.")).toBe("Short and sweet.");
  });
});

describe("buildFountain", () => {
  const fountain = buildFountain(
    {
      title: "The Shepherd King",
      description: "Samuel anoints the youngest son: God looks at the heart.",
      scripture: "1 Samuel 16:1-13",
      author: "Ruth Teacher",
      props: "a horn of oil, a toy lamb",
      license: licenseText(DEFAULT_LICENSE),
    },
    parsed,
  );
  const result = new Fountain().parse(fountain, true);
  const tokens = result.tokens;
  const ofType = (type: string) => tokens.filter((t) => t.type === type).map((t) => t.text);

  it("has a title page the Fountain parser reads", () => {
    expect(result.title).toBe("The Shepherd King");
    const page = Object.fromEntries(tokens.filter((t) => t.is_title).map((t) => [t.type, t.text]));
    expect(page.author).toBe("Ruth Teacher");
    expect(page.source).toBe("Based on 1 Samuel 16:1-13");
    expect(page.copyright).toContain("Creative Commons BY-NC 4.0");
    expect(page.notes).toContain("SAMUEL \u2014 the prophet");
  });

  it("has every scene heading (forced with a leading dot), character cue, speech and the transitions", () => {
    expect(ofType("scene_heading")).toEqual(parsed.scenes.map((s) => s.heading));
    const speeches = parsed.scenes.flatMap((s) => s.blocks).filter((b) => b.type === "dialogue");
    expect(ofType("character")).toEqual(speeches.map((b) => (b.type === "dialogue" ? b.character : "")));
    expect(ofType("dialogue")).toEqual(speeches.map((b) => (b.type === "dialogue" ? b.text : "")));
    expect(ofType("parenthetical")).toEqual(["(standing)", "(picking up his staff)"]);
    expect(ofType("transition")).toEqual(["THE END"]);
    expect(fountain).toContain("\n.SCENE 1: SAMUEL'S HOUSE\n");
  });

  it("keeps directions as action, the cast list as action, and the licence at the end", () => {
    const actions = ofType("action");
    expect(actions).toContain("SAMUEL sits with a horn of oil in his lap.");
    expect(actions.some((a) => a?.includes("Props: a horn of oil, a toy lamb"))).toBe(true);
    expect(actions.at(-1)).toBe(licenseText(DEFAULT_LICENSE));
    expect(ofType("centered")).toEqual(["DISCUSSION QUESTIONS", "MEMORY VERSE"]);
  });

  it("escapes markup and forces cues and actions Fountain would misread", () => {
    const tricky = parseScript(
      [
        "CAST\nDAVID — a shepherd",
        "SCENE 1: THE FIELD",
        "(INT. a cave where DAVID hides)",
        "DAVID: I *really* mean it_now.\n\nAnd a second paragraph.",
        "(BLACKOUT)",
        "SCENE 2: LATER",
        "DAVID: Done.",
      ].join("\n\n"),
    );
    const out = buildFountain({ title: "Tricky", license: "Licence: test" }, tricky);
    const t = new Fountain().parse(out, true).tokens;
    expect(t.filter((x) => x.type === "scene_heading").map((x) => x.text)).toEqual([
      "SCENE 1: THE FIELD",
      "SCENE 2: LATER",
    ]);
    expect(t.find((x) => x.type === "action" && x.text?.includes("INT."))?.text).toBe(
      "INT. a cave where DAVID hides",
    );
    expect(t.filter((x) => x.type === "transition").map((x) => x.text)).toEqual(["BLACKOUT", "THE END"]);
    const speech = t.find((x) => x.type === "dialogue")?.text ?? "";
    expect(speech).toContain("\\*really\\*");
    expect(speech).toContain("And a second paragraph.");
  });
});

describe("licences and medians", () => {
  it("reads unknown licences as the default and prints the licence line", () => {
    expect(licenseFor("nonsense").value).toBe("cc-by-nc-4.0");
    expect(licenseText("all-rights-reserved")).toBe(
      "Licence: All rights reserved — All rights reserved. Performing, copying or streaming this skit needs the author's permission.",
    );
  });

  it("takes the median of reported minutes", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 3, 5])).toBe(5);
    expect(median([4, 8, 5, 6])).toBe(5.5);
  });
});
