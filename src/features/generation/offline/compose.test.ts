import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParsedScript, ScriptBlock } from "../../../lib/script-format.ts";
import { parseScript } from "../../../lib/script-parser.ts";
import { countWords, roleStats, spokenWordCount } from "../../../lib/script-stats.ts";
import {
  AGE_GROUP_OPTIONS,
  AUDIENCE_PARTICIPATION_OPTIONS,
  DIFFICULTY_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  NARRATOR_OPTIONS,
  SETTING_OPTIONS,
  SKIT_TYPE_OPTIONS,
  type SkitForm,
  skitFormSchema,
  storedSkitSchema,
} from "../../skits/skit.schema.ts";
import { composeSkit, wordBudget } from "./compose.ts";
import { verseParts } from "./long-form.ts";
import { STORIES, storyById } from "./stories.ts";

const values = <T extends { value: string }>(options: readonly T[]) =>
  options.map((o) => o.value as T["value"]);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const TOPICS = [
  ...STORIES.map((s) => s.title[0]),
  ...STORIES.map((s) => s.title[1]),
  "courage",
  "Forgiveness",
  "Sharing toys with my little brother",
  "Being brave at a new school",
  "Honesty when nobody is watching",
  "Trusting God in hard times",
  "Gratitude at Thanksgiving",
  "Screen time and family",
  "Perdonar a un amigo",
];

/** Random valid forms, parsed by the real schema so they are exactly what the API passes on. */
const formArb: fc.Arbitrary<SkitForm> = fc
  .record({
    topic: fc.constantFrom(...TOPICS),
    scripture: maybe(
      fc.constantFrom("1 Samuel 17", "Luke 15:1-7", "Génesis 6", "Jonah 2", "Psalm 23", "Daniel 6:16"),
    ),
    speakingParts: fc.integer({ min: 1, max: 20 }),
    nonSpeakingParts: fc.integer({ min: 0, max: 20 }),
    length: fc.constantFrom(...values(LENGTH_OPTIONS)),
    language: fc.constantFrom(...values(LANGUAGE_OPTIONS)),
    ageGroup: fc.constantFrom(...values(AGE_GROUP_OPTIONS)),
    difficulty: maybe(fc.constantFrom(...values(DIFFICULTY_OPTIONS))),
    setting: maybe(fc.constantFrom(...values(SETTING_OPTIONS))),
    props: maybe(
      fc.constantFrom(
        "a sling, five stones",
        "a crown and a scroll",
        "blue cloth; a toy boat and a paper dove",
      ),
    ),
    skitType: maybe(fc.constantFrom(...values(SKIT_TYPE_OPTIONS))),
    skitNarrator: maybe(fc.constantFrom(...values(NARRATOR_OPTIONS))),
    audienceParticipation: maybe(fc.constantFrom(...values(AUDIENCE_PARTICIPATION_OPTIONS))),
    additionalInstructions: maybe(
      fc.constantFrom("Please keep it under five minutes.", "We have only two boys."),
    ),
  })
  .map((input) => skitFormSchema.parse(input));

type Dialogue = Extract<ScriptBlock, { type: "dialogue" }>;

function body(parsed: ParsedScript): ScriptBlock[] {
  return [...parsed.preamble, ...parsed.scenes.flatMap((s) => s.blocks)];
}

function dialogues(parsed: ParsedScript): Dialogue[] {
  return body(parsed).filter((b): b is Dialogue => b.type === "dialogue");
}

/** The measure the budget applies to (docs/script-format.md §12). */
function budgetMeasure(form: SkitForm, parsed: ParsedScript): number {
  const spoken = spokenWordCount(parsed);
  if (form.skitType !== "pantomime") return spoken;
  return spoken + body(parsed).reduce((n, b) => n + (b.type === "direction" ? countWords(b.text) : 0), 0);
}

/** More runs for a deeper check: OFFLINE_PROPERTY_RUNS=2000 npx vitest run … */
const RUNS = Number(process.env.OFFLINE_PROPERTY_RUNS ?? 150);
/**
 * One seed for every property in this file, so each property sees the same forms and each skit is
 * composed and parsed only once (fast-check prints the seed when a property fails).
 */
const SEED = Math.floor(Math.random() * 2 ** 31);
const composed = new Map<string, { skit: ReturnType<typeof composeSkit>; parsed: ParsedScript }>();

function compose(form: SkitForm) {
  const key = JSON.stringify(form);
  let entry = composed.get(key);
  if (!entry) {
    const skit = composeSkit(form);
    entry = { skit, parsed: parseScript(skit.content) };
    composed.set(key, entry);
  }
  return entry;
}

describe("composeSkit properties", () => {
  it("has exactly the requested speaking and non-speaking parts", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { parsed } = compose(form);
        expect(parsed.cast.filter((c) => c.speaking)).toHaveLength(form.speakingParts);
        expect(parsed.cast.filter((c) => !c.speaking)).toHaveLength(form.nonSpeakingParts);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("has narrator lines only when a narrator is asked for", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { parsed } = compose(form);
        const narratorLines = dialogues(parsed).filter((d) => d.narrator);
        const narratorCast = parsed.cast.filter((c) => c.narrator);
        if (form.skitNarrator === "full" || form.skitNarrator === "partial") {
          expect(narratorLines.length).toBeGreaterThan(0);
          expect(narratorCast).toHaveLength(1);
        } else {
          expect(narratorLines).toHaveLength(0);
          expect(narratorCast).toHaveLength(0);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("keeps the spoken words inside the length option's budget", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { parsed } = compose(form);
        const { min, max } = wordBudget(form.length);
        const words = budgetMeasure(form, parsed);
        if (words < min || words > max) throw new Error(`${words} words outside [${min}, ${max}]`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("has no empty scenes, and every speaking part speaks", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { parsed } = compose(form);
        expect(parsed.scenes.length).toBeGreaterThan(0);
        for (const scene of parsed.scenes) {
          // A pantomime scene may be carried by mimed action alone; any other scene has a speech.
          const ok =
            form.skitType === "pantomime"
              ? scene.blocks.length > 0
              : scene.blocks.some((b) => b.type === "dialogue" && countWords(b.text) > 0);
          if (!ok) throw new Error(`empty scene ${scene.heading}`);
        }
        for (const role of roleStats(parsed)) {
          if (role.words === 0) throw new Error(`${role.name} never speaks`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("mentions every non-speaking part in a stage direction", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const { parsed } = compose(form);
        const directions = body(parsed)
          .filter((b) => b.type === "direction")
          .map((b) => b.text)
          .join(" ");
        for (const c of parsed.cast.filter((x) => !x.speaking)) {
          expect(directions).toContain(c.name);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("writes Spanish with Spanish keywords and no English scene headings", () => {
    fc.assert(
      fc.property(formArb, (base) => {
        const form = { ...base, language: "spanish" as const };
        const { skit, parsed } = compose(form);
        const content = skit.content;
        expect(content).toMatch(/^REPARTO$/m);
        expect(content).toMatch(/^ESCENA 1: /m);
        expect(content).toMatch(/^VERSÍCULO PARA MEMORIZAR$/m);
        expect(content).toMatch(/^PREGUNTAS PARA CONVERSAR$/m);
        expect(content).not.toMatch(/^SCENE \d/m);
        expect(content).not.toMatch(/^(CAST|DISCUSSION QUESTIONS|MEMORY VERSE|THE END)$/m);
        expect(parsed.scenes.every((s) => s.heading.startsWith("ESCENA "))).toBe(true);
        expect(["FIN", "OSCURO"]).toContain(parsed.ending);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("is deterministic for identical input and satisfies the stored-skit rules", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        const a = compose(form).skit;
        const b = composeSkit(structuredClone(form));
        expect(b).toEqual(a);
        expect(storedSkitSchema.safeParse(a).success).toBe(true);
        const { parsed } = compose(form);
        expect(parsed.title).not.toBeNull();
        expect(parsed.ending).not.toBeNull();
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

const base: SkitForm = skitFormSchema.parse({
  topic: "David and Goliath",
  speakingParts: 5,
  nonSpeakingParts: 2,
  length: "short",
  language: "english",
  ageGroup: "children",
});

function afterwordItems(parsed: ParsedScript, heading: string): string[] {
  return parsed.afterword.find((a) => a.heading === heading)?.items ?? [];
}

function directions(parsed: ParsedScript): string[] {
  return body(parsed).flatMap((b) => (b.type === "direction" ? [b.text] : []));
}

describe("composeSkit options", () => {
  it("writes French, German, Portuguese and other in English with a translation note", () => {
    for (const language of ["french", "german", "portuguese", "other"] as const) {
      const parsed = parseScript(composeSkit({ ...base, language }).content);
      expect(parsed.scenes[0]?.heading).toMatch(/^SCENE 1: /);
      const notes = afterwordItems(parsed, "PRODUCTION NOTES").join(" ");
      expect(notes).toMatch(/writes only English and Spanish/);
      expect(notes).toMatch(/translate it before rehearsal/);
    }
    const english = parseScript(composeSkit(base).content);
    expect(afterwordItems(english, "PRODUCTION NOTES").join(" ")).not.toMatch(/translate/);
  });

  it("acknowledges additional instructions and weaves the form's props into the script", () => {
    const form = {
      ...base,
      props: "a toy sling, five stones",
      additionalInstructions: "We only have two boys.",
    };
    const parsed = parseScript(composeSkit(form).content);
    expect(parsed.header).toContainEqual({ label: "PROPS", value: "a toy sling, five stones" });
    expect(afterwordItems(parsed, "PRODUCTION NOTES").join(" ")).toContain("“We only have two boys.”");
    expect(directions(parsed).join(" ")).toMatch(/the toy sling|five stones/);
  });

  it("gives a full narrator more narration than a partial one, and none without a narrator", () => {
    const count = (skitNarrator: SkitForm["skitNarrator"]) =>
      dialogues(parseScript(composeSkit({ ...base, length: "medium", skitNarrator }).content)).filter(
        (d) => d.narrator,
      ).length;
    expect(count("full")).toBeGreaterThan(count("partial"));
    expect(count("partial")).toBeGreaterThan(0);
    expect(count("none")).toBe(0);
    expect(count(undefined)).toBe(0);
  });

  it("adds audience cues by level: none, one for small, several for lots", () => {
    const cues = (audienceParticipation: SkitForm["audienceParticipation"]) =>
      directions(parseScript(composeSkit({ ...base, audienceParticipation }).content)).filter((d) =>
        d.startsWith("AUDIENCE:"),
      ).length;
    expect(cues("none")).toBe(0);
    expect(cues(undefined)).toBe(0);
    expect(cues("small")).toBe(1);
    expect(cues("medium")).toBeGreaterThan(cues("small"));
    expect(cues("lots")).toBeGreaterThan(cues("medium"));
  });

  it("writes shorter speeches for preschoolers than for adults", () => {
    const average = (ageGroup: SkitForm["ageGroup"]) => {
      const lines = dialogues(parseScript(composeSkit({ ...base, ageGroup, length: "medium" }).content));
      return lines.reduce((n, d) => n + countWords(d.text), 0) / lines.length;
    };
    expect(average("preschool")).toBeLessThan(average("adult"));
  });

  it("carries each style into the script", () => {
    const content = (skitType: SkitForm["skitType"]) =>
      composeSkit({ ...base, skitType, length: "medium" }).content;
    expect(content("musical")).toMatch(/\(singing, to the tune of “/);
    expect(content("puppet")).toMatch(/puppet/);
    expect(content("pantomime")).toMatch(/mime|sign that reads/);
    expect(content("comedy")).not.toEqual(content("serious-drama"));
  });

  it("writes an original parable for a topic with no story, quoting the topic", () => {
    const skit = composeSkit({ ...base, topic: "Screen time and family dinners", speakingParts: 4 });
    const parsed = parseScript(skit.content);
    expect(skit.title).toContain("Screen time and family dinners");
    expect(afterwordItems(parsed, "PRODUCTION NOTES").join(" ")).toMatch(/original modern parable/);
    expect(afterwordItems(parsed, "MEMORY VERSE")[0]).toMatch(/\(KJV\)$/);
  });

  it("writes natural Spanish contractions and the RV1909 verse", () => {
    const content = composeSkit({
      ...base,
      language: "spanish",
      topic: "La oveja perdida",
      length: "medium",
    }).content;
    expect(content).not.toMatch(/\bde el\b/);
    expect(content).toMatch(/\(RV1909\)/);
    expect(content).toMatch(/^UTILERÍA: /m);
  });

  it("varies between forms: names, openings and wording change with the input", () => {
    const contents = new Set(
      ["David and Goliath", "David & Goliath", "Goliath", "the giant Goliath"].map(
        (topic) => composeSkit({ ...base, topic, skitNarrator: "full" }).content.split("\n\nSCENE 1")[1],
      ),
    );
    expect(contents.size).toBeGreaterThan(1);
  });
});

/** The long skits for one or two performers that used to be padded with "Remembering" recaps. */
describe("composeSkit long skits for a small cast", () => {
  const SAMPLES = [
    { topic: "The prodigal son", scripture: "Luke 15:11-32", id: "prodigal-son" },
    { topic: "David and Goliath", id: "david-and-goliath" },
    { topic: "Jonah", id: "jonah" },
    { topic: "Noah", id: "noah" },
    { topic: "The Good Samaritan", id: "good-samaritan" },
    { topic: "sharing with a new kid at school", id: null },
  ] as const;
  const forms: { form: SkitForm; id: string | null }[] = [];
  for (const { topic, id, ...rest } of SAMPLES)
    for (const speakingParts of [1, 2])
      for (const length of ["long", "very-long"] as const)
        for (const language of ["english", "spanish"] as const)
          for (const ageGroup of ["children", "adult"] as const)
            for (const skitNarrator of ["none", "full"] as const)
              forms.push({
                id,
                form: skitFormSchema.parse({
                  topic,
                  ...rest,
                  speakingParts,
                  length,
                  language,
                  ageGroup,
                  skitNarrator,
                }),
              });
  const headings = (parsed: ParsedScript) => parsed.scenes.map((sc) => sc.heading.replace(/^\S+ \d+: /, ""));
  const RECAP = /^(REMEMBERING|RECORDANDO)$/;

  it("knows every sample story", () => {
    for (const { id } of forms) if (id) expect(storyById(id)).toBeDefined();
  });

  it("stays in the length budget and tells the story at most twice (one recap scene at most)", () => {
    for (const { form, id } of forms) {
      const { skit, parsed } = compose(form);
      const { min, max } = wordBudget(form.length);
      const words = spokenWordCount(parsed);
      if (words < min || words > max)
        throw new Error(`${words} words outside [${min}, ${max}] for ${form.topic}`);
      expect(headings(parsed).filter((h) => RECAP.test(h)).length).toBeLessThanOrEqual(1);
      const story = id ? storyById(id) : undefined;
      if (!story) continue;
      const li = form.language === "english" ? 0 : 1;
      for (const beat of story.scenes.flatMap((sc) => sc.beats)) {
        for (const sentence of beat.nar[li].split(/(?<=[.!?])\s+/).filter((x) => countWords(x) >= 4)) {
          const times = skit.content.split(sentence).length - 1;
          if (times > 2) throw new Error(`“${sentence}” appears ${times} times (${JSON.stringify(form)})`);
        }
      }
    }
  });

  it("uses a closer look, the audience's turn and the themes instead of a recap when they suffice", () => {
    for (const { form, id } of forms) {
      if (!id || (form.length === "very-long" && form.speakingParts === 2)) continue;
      const { parsed } = compose(form);
      const en = form.language === "english";
      expect(headings(parsed)).toContain(en ? "A CLOSER LOOK" : "UNA MIRADA MÁS DE CERCA");
      expect(headings(parsed)).toContain(en ? "YOUR TURN" : "SU TURNO");
      expect(headings(parsed).filter((h) => RECAP.test(h))).toEqual([]);
    }
  });

  it("asks the story's questions with a pause for answers and teaches the verse in parts", () => {
    for (const { form, id } of forms) {
      const story = id ? storyById(id) : undefined;
      if (!story) continue;
      const { parsed } = compose(form);
      const li = form.language === "english" ? 0 : 1;
      const blocks = body(parsed);
      const question = story.questions[0]?.[li] ?? "";
      const at = blocks.findIndex((b) => b.type === "dialogue" && b.text.endsWith(question));
      expect(at, `${form.topic}: “${question}”`).toBeGreaterThan(-1);
      expect(blocks[at + 1]?.type).toBe("direction");
      const verse = form.language === "english" ? story.verse.en : story.verse.es;
      const first = verseParts(verse)[0] ?? "";
      expect(blocks.some((b) => b.type === "dialogue" && b.text.endsWith(first))).toBe(true);
    }
  });

  it("writes Spanish headings for the new scenes", () => {
    for (const { form } of forms.filter((f) => f.form.language === "spanish")) {
      const all = headings(compose(form).parsed).join(" | ");
      expect(all).not.toMatch(/CLOSER LOOK|YOUR TURN|MORE FROM THE BIBLE|REMEMBERING|TODAY/);
    }
  });

  it("gives the new material to friendly speaking parts only, taking turns when there are two", () => {
    const lines = (form: SkitForm) => {
      const { parsed } = compose(form);
      const scene = parsed.scenes.find((sc) => sc.heading.endsWith("A CLOSER LOOK"));
      return (scene?.blocks ?? []).flatMap((b) => (b.type === "dialogue" ? [b.character] : []));
    };
    const noah = forms.find(
      (f) => f.id === "noah" && f.form.speakingParts === 2 && f.form.language === "english",
    );
    const david = forms.find((f) => f.id === "david-and-goliath" && f.form.speakingParts === 2);
    const prodigal = forms.find(
      (f) => f.id === "prodigal-son" && f.form.speakingParts === 2 && f.form.skitNarrator === "full",
    );
    if (!noah || !david || !prodigal) throw new Error("missing sample");
    expect(lines(noah.form).length).toBeGreaterThan(0);
    expect(lines(noah.form)).not.toContain("VOICE OF GOD");
    expect(lines(david.form)).not.toContain("GOLIATH");
    expect(new Set(lines(prodigal.form)).size).toBe(2);
  });

  it("keeps pantomime silent: the new material is mimed or shown on signs", () => {
    const form = skitFormSchema.parse({
      topic: "Jonah",
      speakingParts: 1,
      length: "very-long",
      language: "english",
      ageGroup: "children",
      skitType: "pantomime",
    });
    const { parsed } = compose(form);
    const scene = parsed.scenes.find((sc) => sc.heading.endsWith("A CLOSER LOOK"));
    expect(scene?.blocks.length).toBeGreaterThan(0);
    expect(scene?.blocks.every((b) => b.type === "direction")).toBe(true);
  });

  it("describes the eyewitness in good English and capitalises a name that starts a sentence", () => {
    const witness = (topic: string) => {
      const form = skitFormSchema.parse({
        topic,
        speakingParts: 1,
        length: "short",
        language: "english",
        ageGroup: "children",
      });
      return compose(form).parsed;
    };
    const prodigal = witness("The prodigal son");
    expect(prodigal.cast[0]?.description).toBe(
      "saw it all and tells the story; comes to the welcome-home party",
    );
    expect(directions(prodigal).join(" ")).toContain("holding out his hand. The older brother watches");
    expect(witness("David and Goliath").cast[0]?.description).toBe(
      "a soldier in Israel's army who saw it all and tells the story",
    );
  });

  it("splits a memory verse into short parts that add up to the verse", () => {
    const verse =
      "Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.";
    const parts = verseParts(verse);
    expect(parts.join(" ")).toBe(verse);
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(countWords(p)).toBeLessThanOrEqual(16);
  });
});
