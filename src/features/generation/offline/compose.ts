/**
 * The offline skit writer: turns a SkitForm into a complete stage script in the documented
 * format (docs/script-format.md) from the story library (or an original parable), honouring the
 * cast counts, narrator mode, audience participation, style, setting, props, age group,
 * difficulty, language and the word budget of the chosen length.
 *
 * How the length is met: the writer first builds the fullest version of the skit it can (in
 * "rounds": each round adds crowd reactions, reflections, a retelling scene, a "today" scene,
 * songs…), then removes optional pieces, least important first, until the spoken words are near
 * the target, never going under the minimum. Lines that give each speaking part its voice are
 * protected and never removed.
 */
import { parseScript } from "../../../lib/script-parser.ts";
import { countWords, estimateRunningMinutes } from "../../../lib/script-stats.ts";
import {
  type GeneratedSkit,
  LENGTH_MINUTES,
  type SkitForm,
  WORDS_PER_MINUTE,
} from "../../skits/skit.schema.ts";
import { localiseReference } from "./bible-books.ts";
import { LONG_FORM_SCENES, type LongFormBlock, type LongFormSection, longFormBlocks } from "./long-form.ts";
import { chooseStory } from "./match.ts";
import { buildOriginal } from "./originals.ts";
import {
  AGE_LABELS,
  AGE_NOTES,
  ANCIENT_NAMES,
  AUDIENCE,
  BLOCKING,
  BOWS,
  COMEDY_DIRECTIONS,
  COMEDY_LINES,
  FOE_REACTIONS,
  INTERVIEW,
  KEYWORDS,
  LANGUAGE_NAMES,
  MIME_ON_STAGE,
  MODERN_NAMES,
  NARRATOR_CLOSINGS,
  NARRATOR_OPENINGS,
  NARRATOR_OPENINGS_ORIGINAL,
  NOTE_LINES,
  PANTOMIME,
  PRAYERS,
  PROP_DIRECTIONS,
  PUPPET,
  QUESTIONS,
  QUOTE_VERBS,
  REACTIONS,
  REFLECTIONS,
  RETELL,
  SCENE_ENDINGS,
  SCENE_OPENINGS,
  SETTING_LABELS,
  SETTING_NOTES,
  SETTING_OPENINGS,
  SILENT_PRESENCE,
  SONGS,
  STYLE_LABELS,
  STYLE_NOTES,
  TITLE_SUBTITLES,
  TODAY,
  WITNESS_OPENINGS,
} from "./phrases.ts";
import { hashString, Rng, stableStringify } from "./random.ts";
import {
  capitalise,
  fill,
  firstSentences,
  joinNames,
  splitParen,
  startsSentence,
  titleCase,
  tr,
} from "./text.ts";
import { themeFor } from "./themes.ts";
import type { Beat, CrowdRole, L, Lang, Mood, Story, StoryCharacter } from "./types.ts";

/** Tolerance around the length option: spoken words within [min × 130 × 0.8, max × 130 × 1.1]. */
export const BUDGET_LOW_FACTOR = 0.8;
export const BUDGET_HIGH_FACTOR = 1.1;

export type Register = "little" | "kids" | "teen" | "adult";

/** The spoken-word range for a length option. */
export function wordBudget(length: SkitForm["length"]): { min: number; max: number; target: number } {
  const { min, max } = LENGTH_MINUTES[length];
  const lo = Math.ceil(min * WORDS_PER_MINUTE * BUDGET_LOW_FACTOR);
  const hi = Math.floor(max * WORDS_PER_MINUTE * BUDGET_HIGH_FACTOR);
  const target = Math.round(min * WORDS_PER_MINUTE + 0.3 * (max - min) * WORDS_PER_MINUTE);
  return { min: lo, max: hi, target };
}

export function registerFor(ageGroup: SkitForm["ageGroup"]): Register {
  switch (ageGroup) {
    case "preschool":
      return "little";
    case "children":
    case "all-ages":
      return "kids";
    case "preteen":
    case "teenage":
      return "teen";
    default:
      return "adult";
  }
}

// ---------------------------------------------------------------------------------------------
// Script model

export interface Member {
  /** Story character key, "narrator", "witness" or "x1", "x2"… for extras. */
  key: string;
  /** Cast-list name in capitals. */
  name: string;
  /** How prose mentions the character. */
  called: string;
  desc: string;
  speaking: boolean;
  role: "narrator" | "witness" | "char" | "extra";
  /** For extras: the index of their crowd role in the story. */
  crowdRole?: number;
  /** On the opponents' side. */
  foe?: boolean;
  /** Jesus, God's voice, an angel: no generic reactions, reflections or jokes. */
  divine?: boolean;
}

export type Item = DirItem | LineItem;

export interface DirItem {
  t: "dir";
  text: string;
  unit: number;
  prio: number;
  protect?: boolean;
  /** In pantomime: the spoken line this mime direction acts out. */
  twin?: LineItem;
}

export interface LineItem {
  t: "line";
  who: string;
  paren?: string;
  text: string;
  unit: number;
  prio: number;
  protect?: boolean;
  /** A song: one lyric line per line of text. */
  song?: boolean;
  /** Set on lines a speaking part may keep as its one protected line. */
  voice?: boolean;
  /** Marks the "today" scene's memory verse, questions and prayer, which longer material may expand. */
  tag?: "verse" | "questions" | "prayer";
}

export interface SceneModel {
  place: string;
  items: Item[];
}

export interface Model {
  preamble: Item[];
  scenes: SceneModel[];
}

export interface Ctx {
  form: SkitForm;
  lang: Lang;
  story: Story;
  register: Register;
  style: NonNullable<SkitForm["skitType"]> | "default";
  narrator: "full" | "partial" | "none";
  audience: "lots" | "medium" | "small" | "none";
  difficulty: NonNullable<SkitForm["difficulty"]>;
  members: Member[];
  byKey: Map<string, Member>;
  storyteller: Member | null;
  /** The only speaker is the storyteller: it voices the characters itself. */
  solo: boolean;
  leader: Member;
  hero: string;
  /** The main character who is not divine, for song lyrics ("Jesus learned that lesson" would be wrong). */
  songHero: string;
  props: string[];
  seed: number;
  budget: { min: number; max: number; target: number };
}

// ---------------------------------------------------------------------------------------------
// Cast

/** What a divine character may say when the story gives it no line of its own. */
const DIVINE_WORDS: readonly L[] = [
  ["Do not be afraid.", "No teman."],
  ["Peace be with you.", "La paz sea con ustedes."],
  ["God is with you.", "Dios está con ustedes."],
];

/** Story characters who are divine (or heavenly messengers): never given generic filler lines. */
const DIVINE_KEYS = new Set(["jesus", "god", "angel", "gabriel", "commander", "fourth"]);

/** True for a divine character of the story (by key, or an offstage voice such as the VOICE OF GOD). */
function isDivine(story: Story, key: string): boolean {
  return DIVINE_KEYS.has(key) || story.chars.some((c) => c.key === key && c.voice === true);
}

/**
 * The eyewitness's cast description from its crowd role's: "a soldier in Israel's army who saw it
 * all and tells the story", but "saw it all and tells the story; comes to the welcome-home party"
 * when the role's description is not a plain noun phrase.
 */
function witnessDesc(roleDesc: L): L {
  const [en, es] = roleDesc;
  const nounEn = /^(a|an|one|the|someone|somebody)\b/i.test(en) && !/\bwho\b/i.test(en);
  const nounEs = /^(un|una|uno|unos|unas|el|la|los|las|alguien)\b/i.test(es) && !/\bque\b/i.test(es);
  return [
    nounEn ? `${en} who saw it all and tells the story` : `saw it all and tells the story; ${en}`,
    nounEs ? `${es} que lo vio todo y cuenta la historia` : `lo vio todo y cuenta la historia; ${es}`,
  ];
}

function buildCast(
  form: SkitForm,
  story: Story,
  lang: Lang,
  narrator: Ctx["narrator"],
  register: Register,
  rng: Rng,
): { members: Member[]; storyteller: Member | null } {
  const li = lang === "en" ? 0 : 1;
  const members: Member[] = [];
  const used = new Set<string>();
  const take = (name: string) => {
    let n = name;
    for (let k = 2; used.has(n); k++) n = `${name} ${k}`;
    used.add(n);
    return n;
  };
  for (const c of story.chars) used.add(c.name[li]);

  let storyteller: Member | null = null;
  if (narrator !== "none") {
    const name = lang === "es" && rng.chance(0.5) ? KEYWORDS.narratorAlt[1] : KEYWORDS.narrator[li];
    const desc: L =
      narrator === "full" || form.speakingParts === 1
        ? ["tells the story", "cuenta la historia"]
        : [
            "opens the story, links the scenes and closes it",
            "abre la historia, enlaza las escenas y la cierra",
          ];
    storyteller = {
      key: "narrator",
      name: take(name),
      called: name,
      desc: desc[li],
      speaking: true,
      role: "narrator",
    };
    members.push(storyteller);
  }

  // Extras' names: numbered roles ("SOLDIER 1") or personal names, chosen per skit.
  const personal = rng.chance(0.45);
  const namePool = rng
    .shuffle(
      story.original
        ? register === "little" || register === "kids"
          ? MODERN_NAMES.kids[lang]
          : MODERN_NAMES.grown[lang]
        : ANCIENT_NAMES[lang],
    )
    .filter((n) => !used.has(n));
  const crowdRoles: readonly CrowdRole[] =
    story.crowd.length > 0
      ? story.crowd
      : [{ name: ["VILLAGER", "ALDEANO"], desc: ["a villager", "un aldeano"] }];
  const extraCounts = new Map<number, number>();
  let extraIndex = 0;
  const makeExtra = (speaking: boolean, roleIndex: number, total: Map<number, number>): Member => {
    const role = crowdRoles[roleIndex % crowdRoles.length] ?? crowdRoles[0];
    const count = (extraCounts.get(roleIndex) ?? 0) + 1;
    extraCounts.set(roleIndex, count);
    const roleName = role ? role.name[li] : "VILLAGER";
    const roleDesc = role ? role.desc[li] : "";
    let name: string;
    if (personal && !role?.creature && namePool.length > 0) {
      name = take(namePool.shift() ?? roleName);
    } else {
      name = take((total.get(roleIndex) ?? 1) > 1 ? `${roleName} ${count}` : roleName);
    }
    extraIndex++;
    const member: Member = {
      key: `x${extraIndex}`,
      name,
      called: titleCase(name),
      desc: roleDesc,
      speaking,
      role: "extra",
    };
    member.crowdRole = roleIndex % crowdRoles.length;
    if (role?.foe) member.foe = true;
    return member;
  };

  const soloWitness = narrator === "none" && form.speakingParts === 1;
  let slots = form.speakingParts - (storyteller ? 1 : 0);
  const chars = story.chars.slice();
  const speakingChars = soloWitness ? [] : chars.slice(0, Math.max(0, slots));
  if (soloWitness) {
    const role = crowdRoles[0];
    const witnessName = namePool.shift() ?? (role ? role.name[li] : "WITNESS");
    const desc: L = role
      ? witnessDesc(role.desc)
      : ["saw it all and tells the story", "lo vio todo y cuenta la historia"];
    storyteller = {
      key: "witness",
      name: take(witnessName),
      called: titleCase(witnessName),
      desc: desc[li],
      speaking: true,
      role: "witness",
    };
    members.push(storyteller);
    slots = 0;
  }
  const charMember = (c: StoryCharacter, speaking: boolean): Member => {
    const member: Member = {
      key: c.key,
      name: c.name[li],
      called: c.called ? c.called[li] : titleCase(c.name[li]),
      desc: c.desc[li],
      speaking,
      role: "char",
    };
    if (c.foe) member.foe = true;
    if (isDivine(story, c.key)) member.divine = true;
    return member;
  };
  for (const c of speakingChars) members.push(charMember(c, true));
  const extrasSpeaking = Math.max(0, slots - speakingChars.length);
  const silentChars = chars.slice(speakingChars.length).filter((c) => !c.voice);
  const silentFromStory = silentChars.slice(0, form.nonSpeakingParts);
  const extrasSilent = form.nonSpeakingParts - silentFromStory.length;

  // Distribute extras over crowd roles (round robin) and know each role's total for numbering.
  const plan: { speaking: boolean; role: number }[] = [];
  for (let i = 0; i < extrasSpeaking; i++) plan.push({ speaking: true, role: i % crowdRoles.length });
  for (let i = 0; i < extrasSilent; i++)
    plan.push({ speaking: false, role: (extrasSpeaking + i) % crowdRoles.length });
  const totals = new Map<number, number>();
  for (const p of plan) totals.set(p.role, (totals.get(p.role) ?? 0) + 1);
  for (const p of plan.filter((x) => x.speaking)) members.push(makeExtra(true, p.role, totals));
  for (const c of silentFromStory) members.push(charMember(c, false));
  for (const p of plan.filter((x) => !x.speaking)) members.push(makeExtra(false, p.role, totals));
  return { members, storyteller };
}

// ---------------------------------------------------------------------------------------------
// Building the fullest skit for a number of rounds

class Builder {
  private unit = 0;
  readonly model: Model = { preamble: [], scenes: [] };
  private usedText = new Set<string>();
  readonly rng: Rng;

  constructor(
    readonly ctx: Ctx,
    readonly rounds: number,
  ) {
    this.rng = new Rng(ctx.seed ^ 0x5bd1e995);
  }

  newUnit(): number {
    this.unit += 1;
    return this.unit;
  }

  get t() {
    return (l: L) => tr(this.ctx, l);
  }

  /** A phrase from a bank not used yet in this skit (falls back to any). */
  fresh(bank: readonly L[], rng: Rng = this.rng, filter?: (l: L, index: number) => boolean): L | null {
    const candidates = bank.filter((l, i) => (!filter || filter(l, i)) && !this.usedText.has(l[0]));
    const chosen = candidates.length > 0 ? rng.pick(candidates) : null;
    if (chosen) this.usedText.add(chosen[0]);
    return chosen;
  }

  /** The character's name as it should appear in a direction. */
  nameInDirection(key: string): string {
    const m = this.ctx.byKey.get(key);
    if (m) return m.name;
    const c = this.ctx.story.chars.find((x) => x.key === key);
    if (!c) return key;
    return c.called ? tr(this.ctx, c.called) : titleCase(tr(this.ctx, c.name));
  }

  direction(text: L | string, unit: number, prio: number, protect = false): DirItem {
    const raw = typeof text === "string" ? text : this.t(text);
    const filled = raw.replace(/\{(\w+)\}/g, (m, k: string, offset: number, whole: string) => {
      if (!this.ctx.story.chars.some((c) => c.key === k) && !this.ctx.byKey.has(k)) return m;
      const name = this.nameInDirection(k);
      // "… his hand. {brother} watches" → "… his hand. The older brother watches".
      return startsSentence(whole.slice(0, offset)) ? capitalise(name) : name;
    });
    return { t: "dir", text: capitalise(filled), unit, prio, protect };
  }

  line(
    who: Member,
    text: string,
    unit: number,
    prio: number,
    extra: { paren?: string; song?: boolean; voice?: boolean } = {},
  ): LineItem {
    const split = splitParen(text);
    const paren = extra.paren ?? split.paren;
    const item: LineItem = { t: "line", who: who.name, text: split.text, unit, prio };
    if (paren) item.paren = paren;
    if (extra.song) item.song = true;
    if (extra.voice) item.voice = true;
    return item;
  }

  adapt(text: string): string {
    const { register, difficulty } = this.ctx;
    if (register === "little") return firstSentences(text, 3);
    if (difficulty === "beginner") return countWords(text) > 16 ? firstSentences(text, 8) : text;
    if (register === "kids") return countWords(text) > 24 ? firstSentences(text, 12) : text;
    return text;
  }

  quote(called: string, text: string, rng: Rng): string {
    const verb = this.t(rng.pick(QUOTE_VERBS));
    return this.ctx.lang === "en"
      ? `${capitalise(called)} ${verb}, “${text}”`
      : `${capitalise(called)} ${verb}: “${text}”`;
  }

  speakingMembers(): Member[] {
    return this.ctx.members.filter((m) => m.speaking);
  }

  extras(): Member[] {
    return this.ctx.members.filter((m) => m.speaking && m.role === "extra");
  }

  speakingChars(): Member[] {
    return this.ctx.members.filter((m) => m.speaking && m.role === "char");
  }
}

/** Whether a narration mentions a member by name (so that member should not say it). */
function mentions(text: string, m: Member): boolean {
  const first = m.called.split(" ").filter((w) => w.length > 2 && !/^(the|el|la|king|rey)$/i.test(w));
  const lower = text.toLowerCase();
  return first.some((w) => lower.includes(w.toLowerCase()));
}

/** Round-robin picker over a list of members. */
function cycler(list: Member[], start = 0): () => Member | null {
  let i = start;
  return () => {
    if (list.length === 0) return null;
    const m = list[i % list.length] ?? null;
    i++;
    return m;
  };
}

function buildModel(ctx: Ctx, rounds: number): Model {
  const b = new Builder(ctx, rounds);
  const { story, lang } = ctx;
  const t = b.t;
  const rng = b.rng;
  const isPantomime = ctx.style === "pantomime";
  const toAudience = lang === "en" ? "to the audience" : "al público";
  const teller = ctx.storyteller;
  const quoting = teller !== null && (ctx.narrator === "full" || ctx.solo || teller.role === "witness");
  const extras = b.extras();
  const friendlyExtras = extras.filter((m) => !m.foe);
  const foeExtras = extras.filter((m) => m.foe);
  const nextFriendlyExtra = cycler(friendlyExtras);
  const nextFoeExtra = cycler(foeExtras);
  const roleCursor = new Map<number, number>();
  /** The next extra of a given crowd role (the lions, the sheep); null when the cast has none. */
  const roleExtra = (role: number): Member | null => {
    const pool = extras.filter((m) => m.crowdRole === role);
    if (pool.length === 0) return null;
    const i = roleCursor.get(role) ?? 0;
    roleCursor.set(role, i + 1);
    return pool[i % pool.length] ?? null;
  };
  const sceneCount = story.scenes.length;
  const refrain = t(story.refrain);
  const leader = ctx.leader;
  const propsQueue = ctx.props.slice();
  const songs = ctx.style === "musical" ? rng.shuffle(SONGS) : [];
  let reactIndex = 0;

  // Preamble: where and how it is staged.
  const pre = b.newUnit();
  if (ctx.form.setting) {
    const opening = SETTING_OPENINGS[ctx.form.setting];
    if (opening) b.model.preamble.push(b.direction(opening, pre, 1, true));
  }
  if (ctx.style === "puppet") b.model.preamble.push(b.direction(PUPPET.opening, pre, 1, true));
  if (isPantomime) b.model.preamble.push(b.direction(PANTOMIME.opening, pre, 1, true));

  const singer = (): Member =>
    b.speakingMembers().length > 1 ? { ...leader, name: t(KEYWORDS.all).toUpperCase() } : leader;
  const song = (index: number, unit: number, prio: number): LineItem | null => {
    const chosen = songs[index % Math.max(1, songs.length)];
    if (!chosen) return null;
    const lyrics = chosen.lines
      .map((l) =>
        capitalise(fill(t(l), { refrain: refrain.replace(/[¡!]/g, "").trim(), hero: ctx.songHero })),
      )
      .join("\n");
    const paren = `${lang === "en" ? "singing" : "cantando"}, ${t(chosen.tune)}`;
    return b.line(singer(), lyrics, unit, prio, { paren, song: true });
  };
  const audienceCue = (text: string, unit: number, prio: number): DirItem =>
    b.direction(`${t(KEYWORDS.audience)}: ${text}`, unit, prio);

  // Which beats get narration.
  const narrates = (sceneIndex: number, beatIndex: number): boolean => {
    if (!teller) return false;
    if (quoting) return true;
    const lastBeat = (story.scenes[sceneIndex]?.beats.length ?? 1) - 1;
    return beatIndex === 0 || (sceneIndex === sceneCount - 1 && beatIndex === lastBeat);
  };

  /** A cue that is a standing instruction ("every time…") is given at the start, not at the climax. */
  const standingCue = /\b(every time|whenever|each time)\b|cada vez que/i.test(story.cue[0] + story.cue[1]);
  const keyBeats = story.scenes.flatMap((sc) => sc.beats).filter((bt) => bt.key);
  const climax = keyBeats[keyBeats.length - 1];
  let beatCounter = 0;
  let climaxAt = { scene: 0, unit: -1 };

  const firstScene = (m: Member): number => {
    if (m.role !== "char") return 0;
    const index = story.scenes.findIndex((sc) =>
      sc.beats.some((bt) => bt.say.some(([k]) => k === m.key) || (bt.dir?.[0] ?? "").includes(`{${m.key}}`)),
    );
    return Math.max(0, index);
  };

  story.scenes.forEach((scene, si) => {
    const items: Item[] = [];
    const sceneUnit = b.newUnit();
    const present = new Set<string>();
    const enter = (bt: Beat) => {
      for (const [k] of bt.say) present.add(k);
      for (const m of (bt.dir?.[0] ?? "").matchAll(/\{(\w+)\}/g)) if (m[1]) present.add(m[1]);
    };
    // Props go to whoever is in the scene at all.
    const inScene = new Set<string>();
    for (const bt of scene.beats) {
      for (const [k] of bt.say) inScene.add(k);
      for (const m of (bt.dir?.[0] ?? "").matchAll(/\{(\w+)\}/g)) if (m[1]) inScene.add(m[1]);
    }
    if (si === 0) items.push(b.direction(rng.pick(SCENE_OPENINGS), sceneUnit, 2));

    // Opening words.
    if (si === 0) {
      const open = b.newUnit();
      if (ctx.audience === "lots") {
        const index = rng.int(AUDIENCE.callResponse.length);
        const call = AUDIENCE.callResponse[index] ?? AUDIENCE.callResponse[0];
        const answer = AUDIENCE.callResponseAnswer[index] ?? AUDIENCE.callResponseAnswer[0];
        items.push(b.line(leader, `(${toAudience}) ${t(call)}`, open, 1));
        items.push(audienceCue(t(answer), open, 1));
      }
      if (teller) {
        const bank = story.original
          ? NARRATOR_OPENINGS_ORIGINAL
          : teller.role === "witness"
            ? WITNESS_OPENINGS
            : NARRATOR_OPENINGS;
        const text = fill(t(rng.pick(bank)), {
          ref: localiseReference(story.ref, lang),
          title: t(story.title),
        });
        items.push(b.line(teller, text, open, 1, { voice: true }));
      }
      if (ctx.audience === "lots" || ctx.audience === "medium") {
        const teach = b.newUnit();
        items.push(
          b.line(leader, `(${toAudience}) ${fill(t(rng.pick(AUDIENCE.teach)), { refrain })}`, teach, 1),
        );
        items.push(audienceCue(fill(t(AUDIENCE.repeatRefrain), { refrain }), teach, 1));
      }
      if (ctx.audience !== "none" && standingCue) items.push(audienceCue(t(story.cue), b.newUnit(), 1));
      if (songs.length > 0) {
        const first = song(0, b.newUnit(), 1);
        if (first) items.push(first);
      }
    }
    {
      // Every non-speaking part takes its place: story characters in the first scene they belong to, extras at once.
      const silent = ctx.members.filter((m) => !m.speaking && firstScene(m) === si);
      if (silent.length > 0) {
        const names = joinNames(
          silent.map((m) => m.name),
          lang,
        );
        const text: L =
          silent.length === 1
            ? (b.fresh(SILENT_PRESENCE, rng) ?? ["{who} watches.", "{who} observa."])
            : ["{who} take their places in the scene.", "{who} ocupan sus lugares en la escena."];
        items.push(b.direction(fill(t(text), { who: names }), b.newUnit(), 0, true));
      }
    }

    // A prop for this scene.
    const prop = propsQueue.shift();
    if (prop) {
      const holders = b.speakingChars().filter((m) => inScene.has(m.key) && !m.divine);
      const holder = holders[0] ?? b.speakingChars()[0] ?? leader;
      items.push(
        b.direction(
          fill(t(rng.pick(PROP_DIRECTIONS)), { who: holder.name, prop, Prop: capitalise(prop) }),
          b.newUnit(),
          3,
        ),
      );
    }

    const puppetsUp = new Set<string>();
    scene.beats.forEach((beat, bi) => {
      beatCounter++;
      const beatRng = rng.fork(`beat${beatCounter}`);
      const mood: Mood = beat.mood ?? "calm";

      // Without a storyteller to report them, a minor beat carried mostly by absent characters is skipped.
      const absent = beat.say.filter(
        ([k]) => !k.startsWith("crowd") && k !== "foes" && !ctx.byKey.has(k),
      ).length;
      if (!quoting && !beat.key && absent * 2 > beat.say.length && beat !== climax) return;

      enter(beat);
      const unit = b.newUnit();
      if (beat === climax) climaxAt = { scene: si, unit };
      const prio = beat.key ? 1 : 4;
      if (beat.dir) items.push(b.direction(beat.dir, unit, prio));
      if (narrates(si, bi) && teller)
        items.push(b.line(teller, b.adapt(t(beat.nar)), unit, prio, { voice: true }));

      let lastKept = "";
      let droppedSince = false;
      const beatSpeakers: Member[] = [];
      for (const [who, en, es] of beat.say) {
        const raw = b.adapt(lang === "en" ? en : es);
        /** The words alone, without a leading "(to the audience)", for quotes, signs and mime. */
        const plain = splitParen(raw).text;
        const member = who.startsWith("crowd:")
          ? roleExtra(Number(who.slice(6)))
          : who === "crowd"
            ? nextFriendlyExtra()
            : who === "foes"
              ? nextFoeExtra()
              : (ctx.byKey.get(who) ?? null);
        if (member?.speaking) {
          if (droppedSince && member.key === lastKept) continue; // a reply to a line nobody said
          droppedSince = false;
          lastKept = member.key;
          beatSpeakers.push(member);
          if (ctx.style === "puppet" && !member.divine && !puppetsUp.has(member.name)) {
            puppetsUp.add(member.name);
            items.push(b.direction(fill(t(beatRng.pick(PUPPET.enter)), { who: member.name }), unit, prio));
          }
          if (ctx.difficulty === "advanced" && beatRng.chance(0.25)) {
            items.push(b.direction(fill(t(beatRng.pick(BLOCKING)), { who: member.name }), unit, prio));
          }
          if (isPantomime) {
            const spoken: LineItem = { ...b.line(member, raw, unit, prio, { voice: true }), prio: 99 };
            items.push(spoken);
            const tpl = beat.key ? PANTOMIME.sign : beatRng.pick(PANTOMIME.mime);
            items.push({
              ...b.direction(fill(t(tpl), { who: member.name, text: plain }), unit, prio),
              twin: spoken,
            });
          } else {
            items.push(b.line(member, raw, unit, prio, { voice: true }));
          }
          continue;
        }
        // The character has no voice in this cast.
        if (teller && quoting) {
          const sub = b.newUnit();
          if ((who.startsWith("crowd") || who === "foes") && countWords(plain) < 4) continue; // a sound effect, not a line
          if (who.startsWith("crowd") || who === "foes") {
            const q =
              lang === "en"
                ? `A voice from the crowd called out, “${plain}”`
                : `Se oyó una voz entre la multitud: “${plain}”`;
            items.push(b.line(teller, q, sub, prio + 2));
          } else {
            const c = story.chars.find((x) => x.key === who);
            const prose = c ? (c.called ? t(c.called) : titleCase(t(c.name))) : b.nameInDirection(who);
            if (ctx.solo && teller.role === "narrator" && !isPantomime) {
              items.push(
                b.line(teller, raw, sub, prio + 1, {
                  paren: lang === "en" ? `as ${prose}` : `como ${prose}`,
                }),
              );
            } else {
              items.push(b.line(teller, b.quote(prose, plain, beatRng), sub, prio + 1));
            }
          }
          droppedSince = false;
          lastKept = teller.key;
        } else if (member && !member.speaking) {
          const tpl = isPantomime ? PANTOMIME.sign : beatRng.pick(MIME_ON_STAGE);
          items.push(b.direction(fill(t(tpl), { who: member.name, text: plain }), b.newUnit(), prio + 1));
          droppedSince = false;
          lastKept = member.key;
        } else {
          droppedSince = true;
        }
      }

      // Little ones love repetition: everyone repeats the story's refrain at the key moments.
      if (ctx.register === "little" && beat.key) {
        items.push(b.line(singer(), `${refrain} ${refrain}`, b.newUnit(), 3));
      }

      // Audience participation at this beat.
      if (ctx.audience !== "none") {
        const au = b.newUnit();
        if (beat === climax && !standingCue) {
          items.push(audienceCue(t(story.cue), au, 1));
        } else if (beat === climax) {
          items.push(audienceCue(t(AUDIENCE.moodCue[mood]), au, 1));
        } else if (beat.key && (ctx.audience === "lots" || ctx.audience === "medium")) {
          items.push(audienceCue(fill(t(AUDIENCE.repeatRefrain), { refrain }), au, 2));
        } else if (ctx.audience === "lots" || (ctx.audience === "medium" && beatCounter % 2 === 0)) {
          items.push(audienceCue(t(AUDIENCE.moodCue[mood]), au, 3));
        }
      }

      // Reactions from the crowd and from friends in the scene who were silent in this beat.
      const spokeHere = new Set(beatSpeakers.map((m) => m.key));
      // Grown-up audiences get crowd reactions from extras only; main characters do not exclaim on cue.
      const grownAudience = ctx.register === "teen" || ctx.register === "adult";
      const reactors = [
        ...extras,
        ...(grownAudience
          ? []
          : b
              .speakingChars()
              .filter((m) => !m.foe && !m.divine && present.has(m.key) && !spokeHere.has(m.key))),
      ];
      const reactionCount = (rounds >= 4 ? 2 : 1) + (ctx.members.length > 10 && rounds >= 2 ? 1 : 0);
      for (let r = 0; r < reactionCount && reactors.length > 0; r++) {
        const reactor = reactors[reactIndex++ % reactors.length];
        if (!reactor) break;
        const bank = reactor.foe ? FOE_REACTIONS : REACTIONS[mood];
        const little = ctx.register === "little";
        const l =
          b.fresh(bank, beatRng, (_x, i) => !little || i < 3) ??
          (reactor.foe ? null : b.fresh(Object.values(REACTIONS).flat(), beatRng));
        if (!l) continue;
        if (isPantomime) {
          const tpl = MIME_ON_STAGE[0] ?? l;
          items.push(
            b.direction(fill(t(tpl), { who: reactor.name, text: t(l) }), b.newUnit(), r === 0 ? 6 : 8),
          );
          continue;
        }
        items.push(b.line(reactor, t(l), b.newUnit(), r === 0 ? 6 : 8, { voice: reactor.role === "extra" }));
      }

      // Comedy beats.
      if (
        ctx.style === "comedy" &&
        mood !== "sad" &&
        !beat.key &&
        beatRng.chance(Math.min(0.9, 0.5 + 0.15 * rounds))
      ) {
        const pool = (reactors.length > 0 ? reactors : beatSpeakers).filter((m) => !m.divine);
        const who = pool[beatRng.int(pool.length)];
        const l = b.fresh(COMEDY_LINES, beatRng);
        if (who && l) {
          const u = b.newUnit();
          if (beatRng.chance(0.4)) {
            const d = b.fresh(COMEDY_DIRECTIONS, beatRng);
            if (d) items.push(b.direction(fill(t(d), { who: who.name }), u, 6));
          }
          if (isPantomime)
            items.push(b.direction(fill(t(PANTOMIME.sign), { who: who.name, text: t(l) }), u, 6));
          else items.push(b.line(who, t(l), u, 6, { voice: who.role === "extra" }));
        }
      }

      // Reflections from friendly characters who spoke in this beat (key beats first).
      const reflectors = beatSpeakers.filter((m) => m.role === "char" && !m.foe && !m.divine);
      if (teller?.role === "witness" && reflectors.length === 0) reflectors.push(teller);
      const grownUp = ctx.register === "teen" || ctx.register === "adult";
      const reflections =
        rounds >= 4 ? (grownUp && rounds >= 5 ? 2 : 1) : beat.key && rounds >= 2 && !grownUp ? 1 : 0;
      for (let r = 0; r < reflections; r++) {
        const who = reflectors[r % Math.max(1, reflectors.length)];
        if (!who) break;
        const grown = ctx.register === "teen" || ctx.register === "adult";
        const bank = who.role === "witness" ? REACTIONS[mood] : REFLECTIONS[mood];
        const l = b.fresh(bank, beatRng, (_x, i) => grown || i < 3);
        if (!l) break;
        if (isPantomime) {
          const tpl = MIME_ON_STAGE[1] ?? l;
          items.push(b.direction(fill(t(tpl), { who: who.name, text: t(l) }), b.newUnit(), r === 0 ? 7 : 9));
          continue;
        }
        items.push(b.line(who, t(l), b.newUnit(), r === 0 ? 7 : 9));
      }

      if (ctx.style === "puppet" && beatRng.chance(0.3)) {
        const m = beatSpeakers[0];
        if (m) items.push(b.direction(fill(t(beatRng.pick(PUPPET.react)), { who: m.name }), b.newUnit(), 7));
      }
    });

    // A song in the middle of longer versions.
    if (songs.length > 1 && sceneCount > 1 && si === Math.floor(sceneCount / 2) && rounds >= 2) {
      const mid = song(1, b.newUnit(), 5);
      if (mid) items.push(mid);
    }
    if (si < sceneCount - 1) {
      items.push(
        b.direction(ctx.style === "puppet" ? rng.pick(PUPPET.exit) : rng.pick(SCENE_ENDINGS), b.newUnit(), 3),
      );
    }
    b.model.scenes.push({ place: t(scene.place), items });
  });

  // Closing words, at the end of the story itself.
  const lastStory = b.model.scenes[b.model.scenes.length - 1];
  if (lastStory) {
    const u = b.newUnit();
    if (songs.length > 0) {
      const finale = song(songs.length > 2 ? 2 : 0, u, 2);
      if (finale) lastStory.items.push(finale);
    }
    if (teller) {
      lastStory.items.push(
        b.line(teller, fill(t(rng.pick(NARRATOR_CLOSINGS)), { lesson: t(story.lesson) }), u, 1),
      );
    }
    if (ctx.audience === "lots") lastStory.items.push(b.line(leader, t(rng.pick(AUDIENCE.thanks)), u, 2));
  }

  // Every speaking part speaks: anyone still silent joins in at the climax.
  const climaxScene = b.model.scenes[climaxAt.scene];
  if (climaxScene) {
    const spoken = new Set(
      b.model.scenes.flatMap((sc) => sc.items).flatMap((i) => (i.t === "line" ? [i.who] : [])),
    );
    let at = climaxScene.items.reduce(
      (acc, it, idx) => (it.unit === climaxAt.unit ? idx + 1 : acc),
      climaxScene.items.length,
    );
    const climaxMood: Mood = climax?.mood ?? "joy";
    for (const m of b.speakingMembers().filter((x) => !spoken.has(x.name))) {
      const bank = m.foe ? FOE_REACTIONS : m.divine ? DIVINE_WORDS : REACTIONS[climaxMood];
      const l =
        b.fresh(bank, rng, (_x, i) => ctx.register !== "little" || i < 3) ??
        b.fresh(m.foe ? FOE_REACTIONS : Object.values(REACTIONS).flat(), rng) ??
        (m.foe ? FOE_REACTIONS[0] : REACTIONS.joy[0]);
      if (!l) continue;
      climaxScene.items.splice(at, 0, b.line(m, t(l), b.newUnit(), 1, { voice: true }));
      at++;
    }
  }

  // The news spreads: the crowd retells the story, in longer versions.
  const friendlyChars = b.speakingChars().filter((m) => !m.foe && !m.divine);
  const storyHero = friendlyChars.find((m) => m.key === story.chars[0]?.key);
  const retellChars = friendlyChars.filter((m) => m !== storyHero);
  const retellPool = [...friendlyExtras, ...retellChars];
  const listener = retellPool[0];
  if (rounds >= 2 && !story.original && listener && retellPool.length >= 2) {
    const items: Item[] = [];
    const retellUnit = b.newUnit();
    items.push(b.direction(RETELL.dir, retellUnit, 8));
    const beats = story.scenes.flatMap((sc) => sc.beats);
    const tellers = retellPool.filter((m) => m !== listener);
    let tellIndex = 0;
    const nextTeller = (text: string): Member | null => {
      for (let k = 0; k < tellers.length; k++) {
        const m = tellers[tellIndex++ % tellers.length];
        if (m && !mentions(text, m)) return m;
      }
      return null;
    };
    const pairs = Math.min(beats.length, 1 + rounds * 2);
    const follow = [RETELL.asks[3], RETELL.asks[2], RETELL.asks[4], RETELL.asks[2]];
    let told = 0;
    for (let i = 0; i < pairs; i++) {
      const bt = beats[i];
      if (!bt) break;
      const tellerM = nextTeller(t(bt.nar));
      if (!tellerM) continue;
      if (told === 0) {
        items.push(b.line(tellerM, t(RETELL.asks[0] ?? ["", ""]), retellUnit, 8));
        items.push(b.line(listener, t(RETELL.asks[1] ?? ["", ""]), retellUnit, 8));
      } else {
        const ask = follow[(told - 1) % follow.length];
        if (ask) items.push(b.line(listener, t(ask), retellUnit, 8));
      }
      items.push(b.line(tellerM, b.adapt(t(bt.nar)), retellUnit, 8));
      told++;
    }
    if (told > 0) {
      items.push(b.line(listener, t(rng.pick(RETELL.ends)), retellUnit, 8));
      b.model.scenes.push({ place: t(RETELL.place), items });
    }
  }

  // A "hot seat" interview with the hero, in longer versions.
  const heroMember = friendlyChars[0];
  const interviewer = teller ?? friendlyExtras[0] ?? friendlyChars.find((m) => m !== heroMember) ?? null;
  if (rounds >= 2 && heroMember && interviewer && interviewer !== heroMember) {
    const items: Item[] = [];
    const u = b.newUnit();
    items.push(b.direction(fill(t(INTERVIEW.dir), { who: interviewer.name, hero: heroMember.name }), u, 7));
    const heroLine = story.scenes
      .flatMap((sc) => sc.beats)
      .filter((bt) => bt.key)
      .flatMap((bt) => bt.say)
      .find(([k]) => k === heroMember.key);
    const quote = heroLine ? firstSentences(lang === "en" ? heroLine[1] : heroLine[2], 6) : t(story.refrain);
    const pairs = Math.min(INTERVIEW.asks.length, 2 + rounds);
    const order = [0, 1, 2, 3].slice(0, pairs - 1).concat([4]);
    for (const i of order) {
      const ask = INTERVIEW.asks[i];
      const answer = INTERVIEW.answers[i];
      if (!ask || !answer) continue;
      items.push(b.line(interviewer, t(ask), u, 7));
      items.push(
        b.line(heroMember, fill(t(answer), { quote: splitParen(quote).text, lesson: t(story.lesson) }), u, 7),
      );
    }
    items.push(b.line(interviewer, t(INTERVIEW.thanks), u, 7));
    b.model.scenes.push({ place: fill(t(INTERVIEW.place), { hero: heroMember.called }), items });
  }

  // Today: the cast steps out of the story (or, for a parable, looks back on the week).
  {
    const items: Item[] = [];
    if (!story.original) items.push(b.direction(TODAY.step, b.newUnit(), 5));
    const everyone = b.speakingMembers();
    const preferred = everyone.filter((m) => !m.foe && !m.divine);
    const speakers = preferred.length > 0 ? preferred : everyone;
    const nextSpeaker = cycler(speakers, speakers.length > 1 && teller ? 1 : 0);
    const grown = ctx.register === "teen" || ctx.register === "adult";
    const examples = rng.shuffle(
      story.themes.map(themeFor).flatMap((th) => (grown ? th.todayGrown : th.todayKids)),
    );
    const lesson = t(story.lesson);
    const lines = grown ? TODAY.grown : TODAY.lines;
    let exampleIndex = 0;
    lines.forEach((l, i) => {
      if (story.original && i === 0 && !grown) return;
      const isExample = l[0].includes("{example}");
      const repeats =
        isExample && l[0].startsWith("Or") ? Math.max(1, Math.min(rounds, examples.length - 1)) : 1;
      for (let r = 0; r < repeats; r++) {
        const example = isExample ? examples[exampleIndex++] : undefined;
        if (isExample && !example) return;
        const who = nextSpeaker();
        if (!who) return;
        const prio =
          i === 0 || l[0] === "{lesson}" ? 5 : isExample && exampleIndex > 1 ? 7 + Math.min(r, 1) : 6;
        const item = b.line(
          who,
          fill(t(l), { example: example ? t(example) : "", hero: ctx.songHero, lesson }),
          b.newUnit(),
          prio,
        );
        if (l[0].includes("memory verse")) item.tag = "verse";
        items.push(item);
      }
    });
    const v = b.newUnit();
    const verseText = lang === "en" ? story.verse.en : story.verse.es;
    const verseRef = lang === "en" ? story.verse.ref : story.verse.refEs;
    items.push({
      ...b.line(leader, fill(t(TODAY.verseIntro), { verse: verseText, ref: verseRef }), v, 4),
      tag: "verse",
    });
    if (ctx.audience !== "none" && (ctx.register === "little" || ctx.audience === "lots")) {
      items.push(
        audienceCue(
          lang === "en" ? "repeat the verse, phrase by phrase" : "repitan el versículo, frase por frase",
          v,
          4,
        ),
      );
    }
    items.push({ ...b.line(leader, fill(t(rng.pick(PRAYERS)), { lesson }), b.newUnit(), 6), tag: "prayer" });
    b.model.scenes.push({ place: t(story.original ? TODAY.placeOriginal : TODAY.place), items });
  }

  // Questions for the audience, in the longest versions.
  const last = b.model.scenes[b.model.scenes.length - 1];
  if (rounds >= 3 && last) {
    const qs = story.questions.slice(0, rounds - 1);
    const intro: L = [
      `(${toAudience}) Let me ask you something.`,
      `(${toAudience}) Déjenme preguntarles algo.`,
    ];
    if (qs.length > 0) {
      last.items.splice(Math.max(0, last.items.length - 1), 0, {
        ...b.line(leader, `${t(intro)} ${qs.map((q) => t(q)).join(" ")}`, b.newUnit(), 9),
        tag: "questions",
      });
    }
  }
  return b.model;
}

// ---------------------------------------------------------------------------------------------
// Measuring, trimming and filling to the word budget

const wordCache = new WeakMap<Item, { text: string; words: number }>();

/** Words an item adds to the budget measure (lines; directions too in pantomime). */
function itemWords(ctx: Ctx, item: Item): number {
  if (item.t === "dir" && ctx.style !== "pantomime") return 0;
  const cached = wordCache.get(item);
  if (cached && cached.text === item.text) return cached.words;
  const words = countWords(item.text);
  wordCache.set(item, { text: item.text, words });
  return words;
}

function measure(ctx: Ctx, model: Model): number {
  let words = 0;
  for (const item of model.preamble) words += itemWords(ctx, item);
  for (const scene of model.scenes) for (const item of scene.items) words += itemWords(ctx, item);
  return words;
}

function allItems(model: Model): Item[] {
  return [...model.preamble, ...model.scenes.flatMap((s) => s.items)];
}

/**
 * Drops scenes without a spoken line (in pantomime: without any mimed action either); their
 * protected directions move to the next scene that stays.
 */
function removeEmptyScenes(model: Model, pantomime = false): void {
  const kept: SceneModel[] = [];
  let carry: Item[] = [];
  for (const scene of model.scenes) {
    if (scene.items.some((i) => i.t === "line" || (pantomime && !i.protect && i.prio < 5))) {
      scene.items = [...carry, ...scene.items];
      carry = [];
      kept.push(scene);
    } else {
      carry.push(...scene.items.filter((i) => i.protect));
    }
  }
  const last = kept[kept.length - 1];
  if (carry.length > 0 && last) last.items.push(...carry);
  model.scenes = kept;
}

/** Marks one line per speaking part as protected (its voice), and puts the other pantomime lines into mime. */
function protectVoices(ctx: Ctx, model: Model): void {
  const items = allItems(model);
  for (const m of ctx.members.filter((x) => x.speaking)) {
    const own = items.filter((i): i is LineItem => i.t === "line" && i.who === m.name);
    if (own.length === 0) continue;
    const candidates = own.filter((i) => i.voice);
    const pool = candidates.length > 0 ? candidates : own;
    const best =
      ctx.style === "pantomime"
        ? pool.reduce((a, b2) => (countWords(b2.text) < countWords(a.text) ? b2 : a))
        : (pool.find((i) => i.prio <= 1) ?? pool.reduce((a, b2) => (b2.prio < a.prio ? b2 : a)));
    best.protect = true;
    if (ctx.style === "pantomime") best.prio = Math.min(best.prio, 1);
  }
  if (ctx.style === "pantomime") {
    // In mime, a character's only spoken words are the protected line; the rest are acted.
    for (const scene of model.scenes) {
      scene.items = scene.items.filter(
        (i) => !(i.t === "line" && i.prio === 99 && !i.protect) && !(i.t === "dir" && i.twin?.protect),
      );
    }
  }
}

function trimToBudget(ctx: Ctx, model: Model): void {
  const { target, min } = ctx.budget;
  const units = new Map<number, { prio: number; words: number }>();
  for (const item of allItems(model)) {
    if (item.protect) continue;
    const u = units.get(item.unit) ?? { prio: 0, words: 0 };
    u.prio = Math.max(u.prio, item.prio);
    u.words += itemWords(ctx, item);
    units.set(item.unit, u);
  }
  const position = new Map<number, number>();
  for (const [index, item] of allItems(model).entries()) position.set(item.unit, index);
  const order = [...units.entries()]
    .filter(([, u]) => u.prio > 0)
    .sort((a, b) => b[1].prio - a[1].prio || (position.get(b[0]) ?? 0) - (position.get(a[0]) ?? 0));
  let words = measure(ctx, model);
  const dropped = new Set<number>();
  for (const [unit, info] of order) {
    if (words <= target) break;
    if (words - info.words < min) continue;
    dropped.add(unit);
    words -= info.words;
  }
  const keep = (i: Item) => i.protect || !dropped.has(i.unit);
  model.preamble = model.preamble.filter(keep);
  for (const s of model.scenes) s.items = s.items.filter(keep);
  removeEmptyScenes(model, ctx.style === "pantomime");
}

/** Over the maximum after trimming: shorten lines, least important first. */
function compress(ctx: Ctx, model: Model): void {
  const { max, min } = ctx.budget;
  const shorteners: ((text: string) => string)[] = [
    (s) => firstSentences(s, 5),
    (s) => firstSentences(s, 2),
    (s) => s.split(/\s+/).slice(0, 8).join(" "),
    (s) => s.split(/\s+/).slice(0, 4).join(" "),
  ];
  let words = measure(ctx, model);
  for (const shorten of shorteners) {
    const items = allItems(model)
      .filter((i) => i.t === "line" || ctx.style === "pantomime")
      .sort((a, b) => Number(a.protect ?? false) - Number(b.protect ?? false) || b.prio - a.prio);
    for (const item of items) {
      if (words <= max) return;
      if (item.t === "line" && item.song) continue;
      const shorter = shorten(item.text);
      const saved = itemWords(ctx, item) - countWords(shorter);
      if (saved > 0 && words - saved >= min) {
        item.text = shorter;
        words -= saved;
      }
    }
  }
}

/**
 * Under the minimum with everything in (a long skit for one or two performers): adds the
 * long-form material (long-form.ts), most important first, until the target is reached; the
 * recap of the story only while still under the minimum. The closer look, "your turn" and any
 * recap get scenes of their own before the "today" scene; the themes go into that scene before
 * the memory verse, and the prayer prayed in turns takes the place of its short prayer.
 */
function addLongForm(ctx: Ctx, model: Model, rng: Rng): void {
  const tagged = (tag: LineItem["tag"]) =>
    allItems(model).filter((i): i is LineItem => i.t === "line" && i.tag === tag);
  const blocks = longFormBlocks(ctx, model, rng, (key) => isDivine(ctx.story, key));
  let total = measure(ctx, model);
  const chosen: LongFormBlock[] = [];
  const replaced = new Set<LineItem["tag"]>();
  for (const block of blocks) {
    // Material goes up to the target, the recap (and what follows it) only up to the minimum.
    if (total >= ctx.budget.target) break;
    if (block.minOnly && total >= ctx.budget.min) break;
    chosen.push(block);
    const intro =
      block.intro && !chosen.some((c) => c !== block && c.intro === block.intro) ? block.intro : [];
    for (const item of [...intro, ...block.items]) total += itemWords(ctx, item);
    if (block.replaces && !replaced.has(block.replaces)) {
      replaced.add(block.replaces);
      for (const item of tagged(block.replaces)) total -= itemWords(ctx, item);
    }
  }
  if (chosen.length === 0) return;

  /** A section's chosen blocks in order, each intro before the first block that shares it. */
  const section = (name: LongFormSection): Item[] => {
    const own = chosen.filter((b) => b.section === name).sort((a, b) => a.order - b.order);
    const introduced = new Set<Item[]>();
    return own.flatMap((b) => {
      if (!b.intro || introduced.has(b.intro)) return b.items;
      introduced.add(b.intro);
      return [...b.intro, ...b.items];
    });
  };
  const today =
    model.scenes.find((s) => s.items.some((i) => i.t === "line" && i.tag === "verse")) ??
    model.scenes[model.scenes.length - 1];
  for (const scene of model.scenes) {
    scene.items = scene.items.filter((i) => !(i.t === "line" && i.tag && replaced.has(i.tag)));
  }
  const scenes = (Object.keys(LONG_FORM_SCENES) as (keyof typeof LONG_FORM_SCENES)[])
    .map((name) => ({ place: tr(ctx, LONG_FORM_SCENES[name]), items: section(name) }))
    .filter((scene) => scene.items.length > 0);
  model.scenes.splice(today ? model.scenes.indexOf(today) : model.scenes.length, 0, ...scenes);
  if (today) {
    const verseAt = today.items.findIndex((i) => i.t === "line" && i.tag === "verse");
    today.items.splice(verseAt < 0 ? today.items.length : verseAt, 0, ...section("today"));
    today.items.push(...section("prayer"));
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering

function renderItem(item: Item): string {
  if (item.t === "dir") return `(${item.text.replace(/[()]/g, "")})`;
  const paren = item.paren ? ` (${item.paren})` : "";
  if (item.song) return `${item.who}:${paren}\n${item.text}`;
  const text = item.text.replace(/\n+/g, " ");
  return `${item.who}:${paren}${text ? ` ${text}` : ""}`;
}

interface Rendered {
  title: string;
  description: string;
  content: string;
}

function render(ctx: Ctx, model: Model, rng: Rng): Rendered {
  const { story, lang, form } = ctx;
  const t = (l: L) => tr(ctx, l);
  const styleKey = form.skitType ?? "default";
  const subtitle = t(
    rng.pick(TITLE_SUBTITLES[styleKey] ?? TITLE_SUBTITLES.default ?? [["A Skit", "Una obra"]]),
  );
  const title = (story.original ? t(story.title) : `${t(story.title)} — ${subtitle}`)
    .replace(/:/g, " —")
    .slice(0, 200);

  const body: string[] = [];
  for (const item of model.preamble) body.push(renderItem(item));
  model.scenes.forEach((scene, i) => {
    body.push(`${t(KEYWORDS.scene)} ${i + 1}: ${scene.place.toUpperCase()}`);
    for (const item of scene.items) {
      const text = renderItem(item);
      if (body[body.length - 1] !== text) body.push(text);
    }
  });
  body.push(`(${t(BOWS)})`);

  // Running time from the body alone.
  const bodyParsed = parseScript(body.join("\n\n"));
  const minutes =
    ctx.style === "pantomime"
      ? Math.max(1, Math.ceil(measure(ctx, model) / WORDS_PER_MINUTE))
      : estimateRunningMinutes(bodyParsed);

  const header: string[] = [];
  const scriptureRef = story.original
    ? (form.scripture ?? (lang === "en" ? story.verse.ref : story.verse.refEs))
    : localiseReference(story.ref, lang);
  header.push(`${t(KEYWORDS.scripture)}: ${scriptureRef}`);
  header.push(`${t(KEYWORDS.topic)}: ${form.topic}`);
  header.push(
    `${t(KEYWORDS.runningTime)}: ${minutes === 1 ? t(KEYWORDS.minute) : fill(t(KEYWORDS.minutes), { n: String(minutes) })}`,
  );
  if (form.setting) header.push(`${t(KEYWORDS.setting)}: ${t(SETTING_LABELS[form.setting] ?? ["", ""])}`);
  header.push(`${t(KEYWORDS.ageGroup)}: ${t(AGE_LABELS[form.ageGroup] ?? ["", ""])}`);
  if (form.skitType) header.push(`${t(KEYWORDS.style)}: ${t(STYLE_LABELS[form.skitType] ?? ["", ""])}`);
  const propsText = form.props?.replace(/\s+/g, " ").trim() || t(story.props);
  header.push(`${t(KEYWORDS.props)}: ${propsText}`);

  const cast: string[] = [t(KEYWORDS.cast)];
  for (const m of ctx.members.filter((x) => x.speaking)) cast.push(`${m.name} — ${m.desc}`);
  const silent = ctx.members.filter((x) => !x.speaking);
  const castBlock = [cast.join("\n")];
  if (silent.length > 0)
    castBlock.push([t(KEYWORDS.nonSpeaking), ...silent.map((m) => `${m.name} — ${m.desc}`)].join("\n"));

  const ending = ctx.style === "serious-drama" || rng.chance(0.3) ? t(KEYWORDS.blackout) : t(KEYWORDS.theEnd);

  // Afterword.
  const themeName = t(themeFor(story.themes[0] ?? "trust").name);
  const generic = QUESTIONS[ctx.register];
  const storyQs = story.questions.map(t);
  const count = ctx.register === "little" ? 3 : ctx.register === "kids" ? 4 : 5;
  const questions = [
    ...storyQs.slice(0, ctx.register === "little" ? 2 : 3),
    ...generic.map((q) => fill(t(q), { hero: ctx.songHero, theme: themeName, title: t(story.title) })),
  ].slice(0, count);
  const verseText = lang === "en" ? story.verse.en : story.verse.es;
  const verseRef = lang === "en" ? story.verse.ref : story.verse.refEs;
  const verse = `“${verseText}” — ${verseRef} (${t(KEYWORDS.version)})`;

  const speakingCount = ctx.members.filter((m) => m.speaking).length;
  const notes: string[] = [];
  notes.push(
    fill(t(silent.length > 0 ? NOTE_LINES.casting : NOTE_LINES.castingNoSilent), {
      speaking: String(speakingCount),
      silent: String(silent.length),
    }),
  );
  if (form.language !== "english" && form.language !== "spanish") {
    notes.push(fill(t(NOTE_LINES.translate), { language: LANGUAGE_NAMES[form.language] ?? form.language }));
  }
  if (story.original) {
    notes.push(fill(t(NOTE_LINES.original), { topic: form.topic, ref: verseRef }));
  } else {
    notes.push(fill(t(NOTE_LINES.scripture), { ref: scriptureRef }));
  }
  if (form.setting && SETTING_NOTES[form.setting]) notes.push(t(SETTING_NOTES[form.setting] ?? ["", ""]));
  if (form.skitType && STYLE_NOTES[form.skitType]) notes.push(t(STYLE_NOTES[form.skitType] ?? ["", ""]));
  notes.push(t(AGE_NOTES[ctx.register] ?? ["", ""]));
  notes.push(fill(t(NOTE_LINES.props), { props: propsText.replace(/[.]+$/, "") }));
  if (form.additionalInstructions) {
    notes.push(
      fill(t(NOTE_LINES.request), { text: form.additionalInstructions.replace(/\s+/g, " ").trim() }),
    );
  }
  notes.push(t(NOTE_LINES.verseVersion));

  const afterword = [
    [t(KEYWORDS.questions), ...questions.map((q, i) => `${i + 1}. ${q}`)].join("\n"),
    [t(KEYWORDS.memoryVerse), verse].join("\n"),
    [t(KEYWORDS.notes), ...notes.map((n) => `- ${n}`)].join("\n"),
  ];

  const content = [title.toUpperCase(), header.join("\n"), ...castBlock, ...body, ending, ...afterword].join(
    "\n\n",
  );

  const styleLabel = form.skitType
    ? t(STYLE_LABELS[form.skitType] ?? ["", ""])
    : lang === "en"
      ? "Skit"
      : "Obra";
  const ageLabel = t(AGE_LABELS[form.ageGroup] ?? ["", ""]);
  const parts =
    lang === "en"
      ? `${speakingCount} speaking part${speakingCount === 1 ? "" : "s"}${silent.length > 0 ? `, ${silent.length} non-speaking` : ""}; about ${minutes} minute${minutes === 1 ? "" : "s"}.`
      : `${speakingCount} ${speakingCount === 1 ? "papel" : "papeles"} con diálogo${silent.length > 0 ? `, ${silent.length} sin diálogo` : ""}; unos ${minutes} minutos.`;
  const description =
    lang === "en"
      ? `${styleLabel} for ${ageLabel}, based on ${scriptureRef}. ${t(story.summary)} ${parts}`
      : `${styleLabel} para ${ageLabel.toLowerCase()}, basada en ${scriptureRef}. ${t(story.summary)} ${parts}`;

  return { title, description: description.replace(/\s+/g, " ").trim(), content };
}

// ---------------------------------------------------------------------------------------------
// Entry point

/** Props from the form: "a sling, 5 stones and a crown" → ["the sling"…] for the weaving directions. */
function propItems(props: string | undefined, lang: Lang): string[] {
  if (!props) return [];
  return props
    .split(/[,;\n]|\s+(?:and|y)\s+/i)
    .map((p) => p.replace(/\s+/g, " ").trim().replace(/[.]+$/, ""))
    .filter((p) => p.length > 1 && p.length <= 60 && !/[(){}]/.test(p))
    .slice(0, 6)
    .map((p) => {
      if (lang === "es") return p;
      return /^(a|an|the|some|two|three|four|five|six|seven|eight|nine|ten|\d+|several|many|his|her|my|our|your)\b/i.test(
        p,
      )
        ? p
        : `the ${p}`;
    });
}

/** Writes a skit for a form. Pure and deterministic: the same form always gives the same skit. */
export function composeSkit(form: SkitForm): GeneratedSkit {
  const seed = hashString(stableStringify(form));
  const rng = new Rng(seed);
  const lang: Lang = form.language === "spanish" ? "es" : "en";
  const register = registerFor(form.ageGroup);
  const choice = chooseStory(form.topic, form.scripture, rng.fork("match"));
  const story = choice.story ?? buildOriginal(choice.theme, form.topic, register, rng.fork("original"));
  const narrator = form.skitNarrator ?? "none";
  const { members, storyteller } = buildCast(form, story, lang, narrator, register, rng.fork("cast"));
  const byKey = new Map(members.map((m) => [m.key, m]));
  const speaking = members.filter((m) => m.speaking);
  const firstChar = speaking.find((m) => m.role === "char");
  const humanLead = speaking.find((m) => m.role === "char" && !m.divine && !m.foe);
  const leader = storyteller ?? humanLead ?? firstChar ?? speaking[0] ?? members[0];
  if (!leader) throw new Error("A skit needs at least one speaking part");
  const heroChar = story.chars[0];
  const hero = heroChar
    ? heroChar.called
      ? tr({ lang }, heroChar.called)
      : titleCase(tr({ lang }, heroChar.name))
    : leader.called;
  const songChar = story.chars.find((c) => !c.voice && !DIVINE_KEYS.has(c.key)) ?? heroChar;
  const songHero = songChar
    ? songChar.called
      ? tr({ lang }, songChar.called)
      : titleCase(tr({ lang }, songChar.name))
    : hero;

  const ctx: Ctx = {
    form,
    lang,
    story,
    register,
    style: form.skitType ?? "default",
    narrator,
    audience: form.audienceParticipation ?? "none",
    difficulty: form.difficulty ?? "intermediate",
    members,
    byKey,
    storyteller,
    solo: speaking.length === 1 && storyteller !== null,
    leader,
    hero,
    songHero,
    props: propItems(form.props, lang),
    seed,
    budget: wordBudget(form.length),
  };

  // Build generously for the length, then trim; rebuild with everything only when that falls short.
  const firstRounds = { "very-short": 1, short: 2, medium: 3, long: 5, "very-long": 6 }[form.length];
  let model = buildModel(ctx, firstRounds);
  protectVoices(ctx, model);
  if (firstRounds < 6 && measure(ctx, model) < ctx.budget.target) {
    model = buildModel(ctx, 6);
    protectVoices(ctx, model);
  }
  const trimRng = rng.fork("trim");
  if (measure(ctx, model) < ctx.budget.min) addLongForm(ctx, model, trimRng);
  trimToBudget(ctx, model);
  if (measure(ctx, model) > ctx.budget.max) compress(ctx, model);
  removeEmptyScenes(model, ctx.style === "pantomime");

  return render(ctx, model, rng.fork("render"));
}

/** The measure the word budget applies to: spoken words, plus direction words for pantomime. */
export function budgetWords(
  form: Pick<SkitForm, "skitType">,
  spoken: number,
  directionWords: number,
): number {
  return form.skitType === "pantomime" ? spoken + directionWords : spoken;
}

export type { Beat };
