import { describe, expect, it } from "vitest";
import { parseScript } from "../../../lib/script-parser.ts";
import { parseReferences } from "./bible-books.ts";
import { MODERN_NAMES } from "./phrases.ts";
import { STORIES } from "./stories.ts";
import { THEMES } from "./themes.ts";

const REQUIRED = [
  "creation",
  "noah",
  "abraham-and-isaac",
  "joseph",
  "burning-bush",
  "red-sea",
  "ten-commandments",
  "jericho",
  "gideon",
  "samson",
  "ruth",
  "hannah-and-samuel",
  "david-and-goliath",
  "david-and-jonathan",
  "solomon-wisdom",
  "elijah-carmel",
  "elisha-oil",
  "naaman",
  "esther",
  "lions-den",
  "fiery-furnace",
  "jonah",
  "nehemiah",
  "annunciation",
  "nativity",
  "shepherds",
  "wise-men",
  "boy-jesus-temple",
  "jesus-baptism",
  "fishers-of-men",
  "wedding-at-cana",
  "through-the-roof",
  "feeding-5000",
  "walking-on-water",
  "calming-the-storm",
  "good-samaritan",
  "prodigal-son",
  "lost-sheep",
  "parable-of-the-sower",
  "zacchaeus",
  "bartimaeus",
  "mary-and-martha",
  "lazarus",
  "widows-offering",
  "triumphal-entry",
  "last-supper",
  "gethsemane-and-denial",
  "resurrection",
  "road-to-emmaus",
  "pentecost",
  "paul-conversion",
  "paul-and-silas",
  "philip-and-the-ethiopian",
];

/** How the parser reads a cast line with this name: it must stay an ordinary, single character. */
function castEntry(name: string) {
  return parseScript(`TITLE LINE\n\nCAST\n${name} — someone\n\nSCENE 1\n\n${name}: Hello there.`).cast;
}

describe("the story library", () => {
  it("has at least forty stories, including every well-known story the product promises", () => {
    expect(STORIES.length).toBeGreaterThanOrEqual(40);
    const ids = STORIES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of REQUIRED) expect(ids).toContain(id);
  });

  for (const story of STORIES) {
    describe(story.id, () => {
      it("has complete bilingual data", () => {
        const pairs = [
          story.title,
          story.summary,
          story.lesson,
          story.refrain,
          story.cue,
          story.props,
          ...story.questions,
          ...story.chars.flatMap((c) => [c.name, c.desc]),
          ...story.crowd.flatMap((c) => [c.name, c.desc]),
          ...story.scenes.flatMap((s) => [
            s.place,
            ...s.beats.flatMap((b) => [b.nar, ...(b.dir ? [b.dir] : [])]),
          ]),
        ];
        for (const [en, es] of pairs) {
          expect(en.trim().length).toBeGreaterThan(0);
          expect(es.trim().length).toBeGreaterThan(0);
        }
        for (const beat of story.scenes.flatMap((s) => s.beats)) {
          for (const [, en, es] of beat.say) {
            expect(en.trim().length).toBeGreaterThan(0);
            expect(es.trim().length).toBeGreaterThan(0);
          }
        }
        expect(story.questions.length).toBeGreaterThanOrEqual(2);
        expect(story.verse.en.length).toBeGreaterThan(10);
        expect(story.verse.es.length).toBeGreaterThan(10);
      });

      it("has a reference the matcher can read, and themes from the themes table", () => {
        expect(parseReferences(story.ref).length).toBe(1);
        for (const r of story.alsoRefs ?? []) expect(parseReferences(r).length).toBe(1);
        expect(parseReferences(story.verse.ref).length).toBe(1);
        const themeKeys = new Set(THEMES.map((t) => t.key));
        for (const t of story.themes) expect(themeKeys.has(t)).toBe(true);
      });

      it("uses only its own characters in lines and directions, in both languages", () => {
        const keys = new Set(story.chars.map((c) => c.key));
        expect(keys.size).toBe(story.chars.length);
        for (const beat of story.scenes.flatMap((s) => s.beats)) {
          for (const [who] of beat.say) {
            const role = /^crowd:(\d+)$/.exec(who);
            if (role) expect(Number(role[1])).toBeLessThan(story.crowd.length);
            else expect(keys.has(who) || who === "crowd" || who === "foes").toBe(true);
          }
          if (beat.dir) {
            const en = [...beat.dir[0].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
            const es = [...beat.dir[1].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
            expect(es).toEqual(en);
            for (const k of en) expect(keys.has(k ?? "")).toBe(true);
          }
        }
      });

      it("has a key moment, and a first crowd role that is not an opponent", () => {
        expect(story.scenes.some((s) => s.beats.some((b) => b.key))).toBe(true);
        expect(story.crowd[0]?.foe ?? false).toBe(false);
      });

      it("has character and crowd names the parser reads as ordinary characters", () => {
        // Characters appear as named; crowd roles also get numbers ("SOLDIER 2").
        const names = [
          ...story.chars.flatMap((c) => [c.name[0], c.name[1]]),
          ...story.crowd.flatMap((c) => [c.name[0], c.name[1], `${c.name[0]} 12`, `${c.name[1]} 12`]),
        ];
        for (const name of names) {
          {
            const cast = castEntry(name);
            expect(cast).toHaveLength(1);
            expect(cast[0]?.name).toBe(name.toUpperCase());
            expect(cast[0]?.narrator).toBe(false);
          }
        }
      });
    });
  }

  it("has modern names the parser reads as ordinary characters", () => {
    for (const name of [
      ...MODERN_NAMES.kids.en,
      ...MODERN_NAMES.kids.es,
      ...MODERN_NAMES.grown.en,
      ...MODERN_NAMES.grown.es,
    ]) {
      expect(castEntry(name)).toHaveLength(1);
    }
  });
});
