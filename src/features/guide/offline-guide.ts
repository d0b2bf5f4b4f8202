/**
 * The offline leader's guide, written from the offline writer's story library (read-only):
 * the story that matches the skit's topic and scripture gives the summary, the lesson and
 * the memory verse; the skit's own afterword (discussion questions, memory verse) is used
 * when it has one, since it was written for the same skit. Questions and the take-home
 * activity follow the age group. English and Spanish; other languages get English.
 * Deterministic: the same skit always gets the same guide.
 */
import type { AfterwordSection } from "../../lib/script-format.ts";
import { parseScript } from "../../lib/script-parser.ts";
import { localiseReference } from "../generation/offline/bible-books.ts";
import { type Register, registerFor } from "../generation/offline/compose.ts";
import { chooseStory, themesIn } from "../generation/offline/match.ts";
import { QUESTIONS } from "../generation/offline/phrases.ts";
import { hashString, Rng, stableStringify } from "../generation/offline/random.ts";
import { themeFor } from "../generation/offline/themes.ts";
import type { L, Story } from "../generation/offline/types.ts";
import type { SkitForm } from "../skits/skit.schema.ts";
import { AGE_GROUP_OPTIONS } from "../skits/skit.schema.ts";
import type { GuideInput, LeaderGuide } from "./guide.schema.ts";
import type { GuideGenerator } from "./guide-generator.ts";

type Lang = "en" | "es";

const ACTIVITIES: Record<Register, { title: L; steps: readonly L[] }> = {
  little: {
    title: ["Story at home", "La historia en casa"],
    steps: [
      [
        "Draw or colour a picture of your favourite part of “{title}”.",
        "Dibuja o colorea tu parte favorita de «{title}».",
      ],
      [
        "Use your picture to tell the story to someone at home.",
        "Usa tu dibujo para contarle la historia a alguien en casa.",
      ],
      [
        "Say the memory verse together at bedtime: {ref}.",
        "Digan juntos el versículo a la hora de dormir: {ref}.",
      ],
    ],
  },
  kids: {
    title: ["Memory verse card", "Tarjeta del versículo"],
    steps: [
      [
        "Copy the memory verse ({ref}) onto a card and decorate it.",
        "Copia el versículo ({ref}) en una tarjeta y decórala.",
      ],
      [
        "Put the card where you will see it every morning, and read it out loud.",
        "Pon la tarjeta donde la veas cada mañana y léela en voz alta.",
      ],
      [
        "This week, look for one chance to show {theme} — for example, {example}.",
        "Esta semana, busca una oportunidad de mostrar {theme}; por ejemplo, {example}.",
      ],
      ["Next time, tell the group what happened.", "La próxima vez, cuéntale al grupo qué pasó."],
    ],
  },
  teen: {
    title: ["Seven-day challenge", "Desafío de siete días"],
    steps: [
      [
        "Make {ref} your phone's lock screen for seven days.",
        "Pon {ref} como fondo de bloqueo de tu teléfono durante siete días.",
      ],
      [
        "Each day, notice one moment where {theme} matters — {example}.",
        "Cada día, fíjate en un momento en que {theme} importa: {example}.",
      ],
      ["Write one sentence about it in your notes.", "Escribe una frase sobre eso en tus notas."],
      [
        "Bring one of those moments to share with the group next week.",
        "Trae uno de esos momentos para compartir con el grupo la próxima semana.",
      ],
    ],
  },
  adult: {
    title: ["Around the table", "Alrededor de la mesa"],
    steps: [
      [
        "Read {passage} aloud at a meal this week.",
        "Lean {passage} en voz alta durante una comida esta semana.",
      ],
      ["Ask everyone at the table: “{question}”", "Pregunten a todos en la mesa: «{question}»"],
      [
        "Name one place where {theme} is hard right now — {example} — and pray about it together.",
        "Nombren un lugar donde {theme} cuesta ahora mismo ({example}) y oren juntos por ello.",
      ],
    ],
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toUpperCase();

const titleCase = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toLocaleUpperCase());

function section(afterword: readonly AfterwordSection[], pattern: RegExp): AfterwordSection | undefined {
  return afterword.find((s) => pattern.test(fold(s.heading)));
}

/** `"Verse text." — 1 Samuel 17:47 (WEB)` → text and reference. */
export function splitMemoryVerse(item: string): { text: string; reference: string } | null {
  const m = /^\s*[“"«]?([\s\S]+?)[”"»]?\s*[—–-]\s*([^—–]+?)\s*$/.exec(item.replace(/\s+/g, " "));
  if (!m?.[1] || !m[2] || !/\d/.test(m[2])) return null;
  return { text: m[1].trim(), reference: m[2].trim() };
}

function heroOf(story: Story | null, lang: Lang, fallback: string): string {
  const main = story?.chars.find((c) => !c.voice && !c.foe) ?? story?.chars[0];
  if (!main) return fallback;
  const i = lang === "en" ? 0 : 1;
  return main.called?.[i] ?? titleCase(main.name[i]);
}

/** Writes a leader's guide for a skit from the story library. */
export function composeGuide(input: GuideInput): LeaderGuide {
  const lang: Lang = input.language === "spanish" ? "es" : "en";
  const t = (l: L) => (lang === "en" ? l[0] : l[1]);
  const parsed = parseScript(input.content);
  const rng = new Rng(
    hashString(stableStringify({ topic: input.topic, scripture: input.scripture, title: input.title })),
  );
  const choice = chooseStory(input.topic, input.scripture ?? undefined, rng);
  // A story from the same book but another chapter would tell the wrong story: with a
  // scripture given, only a story that covers that passage counts.
  const trusted = choice.reason === "scripture" || (!input.scripture?.trim() && choice.reason === "keyword");
  const story = trusted ? choice.story : null;
  const theme = themeFor(
    story ? choice.theme : (themesIn(`${input.topic} ${input.description}`).themes[0] ?? "trust"),
  );
  const ageGroup = (
    AGE_GROUP_OPTIONS.some((o) => o.value === input.ageGroup) ? input.ageGroup : "all-ages"
  ) as SkitForm["ageGroup"];
  const register = registerFor(ageGroup);

  const headerScripture = parsed.header.find((h) =>
    /SCRIPTURE|PASSAGE|ESCRITURA|PASAJE|CITA/.test(fold(h.label)),
  )?.value;
  const storyRef = story ? (lang === "en" ? story.ref : localiseReference(story.ref, "es")) : null;
  const passage =
    input.scripture?.trim() ||
    headerScripture?.trim() ||
    storyRef ||
    (lang === "en" ? theme.verse.ref : theme.verse.refEs);

  const lesson = story ? t(story.lesson) : t(theme.lesson);
  const summary = story ? `${t(story.summary)} ${lesson}` : `${input.description.trim()} ${lesson}`.trim();

  const firstSpeaker = parsed.cast.find((m) => m.speaking && !m.narrator);
  const hero = heroOf(
    story,
    lang,
    firstSpeaker
      ? titleCase(firstSpeaker.name)
      : lang === "en"
        ? "the main character"
        : "el personaje principal",
  );
  const themeName = t(theme.name);
  const generic = QUESTIONS[register].map((q) => fill(t(q), { hero, theme: themeName, title: input.title }));
  const own =
    section(parsed.afterword, /QUESTION|PREGUNTA/)?.items.map((q) => q.replace(/\s+/g, " ").trim()) ?? [];
  const fromStory = story ? story.questions.map(t) : [];
  const questions: string[] = [];
  const add = (q: string) => {
    if (q && questions.length < 5 && !questions.some((x) => fold(x) === fold(q))) questions.push(q);
  };
  if (register === "little") {
    for (const q of generic) add(q);
    add(own[0] ?? fromStory[0] ?? "");
  } else {
    for (const q of (own.length > 0 ? own : fromStory).slice(0, 2)) add(q);
    for (const q of generic) add(q);
  }

  const verseItem = section(parsed.afterword, /MEMORY|VERSICULO|KEY VERSE|BIBLE VERSE/)?.items.join(" ");
  const verse = (verseItem && splitMemoryVerse(verseItem)) || {
    text: lang === "en" ? (story?.verse.en ?? theme.verse.en) : (story?.verse.es ?? theme.verse.es),
    reference: `${lang === "en" ? (story?.verse.ref ?? theme.verse.ref) : (story?.verse.refEs ?? theme.verse.refEs)} (${lang === "en" ? "KJV" : "RV1909"})`,
  };

  const examples = register === "little" || register === "kids" ? theme.todayKids : theme.todayGrown;
  const example = t(examples[hashString(input.title) % examples.length] ?? examples[0] ?? ["", ""]);
  const activity = ACTIVITIES[register];
  const values = {
    title: input.title,
    ref: verse.reference.replace(/\s*\([^()]*\)\s*$/, ""),
    passage,
    theme: themeName,
    example,
    question: questions[0] ?? "",
  };
  return {
    passage,
    summary,
    questions,
    memoryVerse: verse,
    activity: { title: t(activity.title), steps: activity.steps.map((s) => fill(t(s), values)) },
  };
}

export const offlineGuideGenerator: GuideGenerator = {
  name: "offline",
  async generate(input, options = {}) {
    options.signal?.throwIfAborted();
    return composeGuide(input);
  },
};
