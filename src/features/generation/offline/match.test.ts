import { describe, expect, it } from "vitest";
import { localiseReference, parseReferences, referencesOverlap } from "./bible-books.ts";
import { chooseStory, themesIn } from "./match.ts";
import { Rng } from "./random.ts";

const pick = (topic: string, scripture?: string, seed = 1) => chooseStory(topic, scripture, new Rng(seed));

describe("scripture references", () => {
  it("reads English and Spanish book names, abbreviations and ordinals", () => {
    expect(parseReferences("1 Samuel 17:45")).toEqual([
      { book: "1SA", chapter: 17, verse: 45, endChapter: 17, endVerse: 45 },
    ]);
    expect(parseReferences("First Sam. 17")[0]).toMatchObject({ book: "1SA", chapter: 17 });
    expect(parseReferences("I Samuel 3:1-10")[0]).toMatchObject({
      book: "1SA",
      chapter: 3,
      verse: 1,
      endVerse: 10,
    });
    expect(parseReferences("Génesis 6-9")[0]).toMatchObject({ book: "GEN", chapter: 6, endChapter: 9 });
    expect(parseReferences("Lc 15:4")[0]).toMatchObject({ book: "LUK", chapter: 15, verse: 4 });
    expect(parseReferences("Jonás 2")[0]).toMatchObject({ book: "JON", chapter: 2 });
    expect(parseReferences("Hechos 2:1-41")[0]).toMatchObject({ book: "ACT", chapter: 2 });
    expect(parseReferences("a story about kindness")).toEqual([]);
  });

  it("compares reference ranges", () => {
    const [story] = parseReferences("Luke 15:1-7");
    const [verse] = parseReferences("Luke 15:4");
    const [later] = parseReferences("Luke 15:20");
    const [other] = parseReferences("Luke 16");
    if (!story || !verse || !later || !other) throw new Error("references did not parse");
    expect(referencesOverlap(story, verse)).toBe("verse");
    expect(referencesOverlap(story, later)).toBe("chapter");
    expect(referencesOverlap(story, other)).toBe("book");
  });

  it("translates a reference's book name into Spanish", () => {
    expect(localiseReference("1 Samuel 17:1-50", "es")).toBe("1 Samuel 17:1-50");
    expect(localiseReference("Luke 15:1-7", "es")).toBe("Lucas 15:1-7");
    expect(localiseReference("Exodus 14:1-15:21", "es")).toBe("Éxodo 14:1-15:21");
    expect(localiseReference("Luke 15:1-7", "en")).toBe("Luke 15:1-7");
  });
});

describe("chooseStory", () => {
  it("matches a story by its title and characters", () => {
    expect(pick("David and Goliath").story?.id).toBe("david-and-goliath");
    expect(pick("the giant and the shepherd boy with a sling").story?.id).toBe("david-and-goliath");
    expect(pick("Zacchaeus").story?.id).toBe("zacchaeus");
    expect(pick("Noah's ark and the rainbow").story?.id).toBe("noah");
  });

  it("matches by scripture reference, chapter or verse", () => {
    expect(pick("A Bible skit", "1 Samuel 17").story?.id).toBe("david-and-goliath");
    expect(pick("Our lesson", "Daniel 6:16")).toMatchObject({ reason: "scripture" });
    expect(pick("Our lesson", "Daniel 6:16").story?.id).toBe("lions-den");
    expect(pick("Sunday lesson", "Luke 15:4").story?.id).toBe("lost-sheep");
    expect(pick("Sunday lesson", "Luke 15:20").story?.id).toBe("prodigal-son");
    expect(pick("Feeding the crowd", "Mark 6:35").story?.id).toBe("feeding-5000");
  });

  it("matches Spanish titles and references, with or without accents", () => {
    expect(pick("Jonás y el gran pez").story?.id).toBe("jonah");
    expect(pick("jonas y el gran pez").story?.id).toBe("jonah");
    expect(pick("El buen samaritano").story?.id).toBe("good-samaritan");
    expect(pick("Una obra", "Éxodo 14").story?.id).toBe("red-sea");
    expect(pick("Una obra", "Exodo 14").story?.id).toBe("red-sea");
    expect(pick("La reina Ester").story?.id).toBe("esther");
  });

  it("gives a bare theme a Bible story on that theme", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const choice = pick("courage", undefined, seed);
      expect(choice.reason).toBe("theme");
      expect(choice.story?.themes).toContain("courage");
    }
    expect(pick("Forgiveness").story?.themes).toContain("forgiveness");
  });

  it("gives a specific modern topic an original parable on its theme", () => {
    expect(pick("Sharing toys with my little brother")).toMatchObject({ story: null, theme: "generosity" });
    expect(pick("Being brave at a new school")).toMatchObject({ story: null, theme: "courage" });
    expect(pick("Honesty when nobody is watching")).toMatchObject({ story: null, theme: "honesty" });
  });

  it("gives a topic that matches nothing an original parable with a fitting fallback theme", () => {
    const choice = pick("Screen time and family dinners");
    expect(choice.story).toBeNull();
    expect(["kindness", "trust", "love", "courage", "friendship", "obedience"]).toContain(choice.theme);
  });

  it("is deterministic for the same seed", () => {
    expect(pick("courage", undefined, 42)).toEqual(pick("courage", undefined, 42));
  });
});

describe("themesIn", () => {
  it("finds themes from word stems in either language", () => {
    expect(themesIn("Trusting God in hard times").themes).toContain("trust");
    expect(themesIn("perdonar a mi hermano").themes).toContain("forgiveness");
    expect(themesIn("Thanksgiving").themes).toContain("gratitude");
    expect(themesIn("singing in the choir").themes).not.toContain("salvation");
  });
});
