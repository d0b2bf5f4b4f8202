/**
 * Material for long skits with a small cast (one or two performers can only say so much of the
 * story itself), built from what each story already has. In order of importance: a closer look at
 * the key moments (a feeling and a question about each); the audience's turn (the story's
 * questions with a pause for answers, its refrain as a chant, the memory verse learned in parts);
 * the story's themes applied to this week; the closing prayer prayed in turns; then the other
 * moments, "who said it?", two Bible stories on the same themes, acting out the feelings (or a
 * quiet moment for older audiences), a verse game, turn-and-talk, a song, questions for the
 * characters, prayer in the audience's own words and a blessing. Only when all of that is not
 * enough does a single recap of the story follow, and after it more Bible stories on the same
 * themes. composeSkit takes as many blocks as the length needs and places them (addLongForm).
 */
import { countWords } from "../../../lib/script-stats.ts";
import { localiseReference } from "./bible-books.ts";
import type { Ctx, DirItem, Item, LineItem, Member, Model } from "./compose.ts";
import {
  CLOSER_LOOK,
  KEYWORDS,
  MORE_STORIES,
  OUR_STORY_TODAY,
  PANTOMIME,
  PRAYERS,
  PRAYING_TOGETHER,
  QUOTE_VERBS,
  RECAP,
  SONGS,
  YOUR_TURN,
} from "./phrases.ts";
import type { Rng } from "./random.ts";
import { STORIES } from "./stories.ts";
import { capitalise, fill, firstSentences, splitParen, titleCase, tr } from "./text.ts";
import { themeFor } from "./themes.ts";
import type { Beat, L, Mood, Story, StoryCharacter, ThemeKey } from "./types.ts";

export type LongFormSection = "recap" | "closer" | "yourTurn" | "more" | "today" | "prayer";

/** Scene headings of the sections that get a scene of their own, in script order. */
export const LONG_FORM_SCENES = {
  recap: RECAP.place,
  closer: CLOSER_LOOK.place,
  yourTurn: YOUR_TURN.place,
  more: MORE_STORIES.place,
} as const satisfies Partial<Record<LongFormSection, L>>;

export interface LongFormBlock {
  section: LongFormSection;
  /** Position inside its section: the closer look and the recap keep the story's order. */
  order: number;
  /** Opens the section when any of its blocks is used. */
  intro?: Item[];
  items: Item[];
  /** The tagged item of the "today" scene this block takes the place of. */
  replaces?: "questions" | "prayer";
  /** Used only to reach the minimum length, never to approach the target (the recap). */
  minOnly?: boolean;
}

/** A story moment to look at again: a line somebody said in it, as heard in this skit. */
interface Moment {
  index: number;
  mood: Mood;
  /** The key of whoever said the line ("son", "crowd", "foes"). */
  who: string;
  line: string;
}

/** Picks phrases without repeating one until the bank is used up (then starts over, or gives none). */
class Bank {
  private used = new Set<string>();
  constructor(private readonly rng: Rng) {}

  pick(bank: readonly L[], cycle = true): L | null {
    let fresh = bank.filter((l) => !this.used.has(l[0]));
    if (fresh.length === 0) {
      if (!cycle || bank.length === 0) return null;
      for (const l of bank) this.used.delete(l[0]);
      fresh = bank.slice();
    }
    const chosen = this.rng.pick(fresh);
    this.used.add(chosen[0]);
    return chosen;
  }
}

/**
 * The long-form blocks for a skit, most important first, built as they are asked for.
 * `isDivine` tells God, Jesus and angels apart (nobody asks "what would you have done if you had
 * been Jesus?").
 */
export function* longFormBlocks(
  ctx: Ctx,
  model: Model,
  rng: Rng,
  isDivine: (key: string) => boolean,
): Generator<LongFormBlock> {
  const t = (l: L) => tr(ctx, l);
  const { story, lang } = ctx;
  const pantomime = ctx.style === "pantomime";
  const participates = ctx.audience === "medium" || ctx.audience === "lots";
  const grown = ctx.register === "teen" || ctx.register === "adult";
  const bank = new Bank(rng);
  const heard = [...model.preamble, ...model.scenes.flatMap((s) => s.items)].map((i) => i.text).join("\n");

  // Who speaks: the friendly speaking parts (never an opponent or God's voice); with two, in turns.
  const speaking = ctx.members.filter((m) => m.speaking);
  const friendly = speaking.filter((m) => !m.foe && !m.divine);
  const hosts = friendly.length > 0 ? friendly : [ctx.leader];
  const first = hosts[0] ?? ctx.leader;
  const everyone: Member = hosts.length > 1 ? { ...first, name: t(KEYWORDS.all).toUpperCase() } : first;
  let turn = 0;
  const pair = (): [Member, Member] => {
    const a = hosts[turn % hosts.length] ?? first;
    const b = hosts[(turn + 1) % hosts.length] ?? first;
    turn++;
    return [a, b];
  };

  const dir = (text: string): DirItem => ({ t: "dir", text: capitalise(text), unit: -1, prio: 0 });
  const cue = (l: L): DirItem => dir(`${t(KEYWORDS.audience)}: ${t(l)}`);
  let mimeCount = 0;
  /** Adds a speech; a speaker's consecutive speeches join into one. In pantomime, a sign or a mime. */
  const say = (items: Item[], who: Member, text: string, paren?: string): void => {
    const split = splitParen(text);
    const p = paren ?? split.paren;
    if (pantomime) {
      const tpl = mimeCount++ % 2 === 0 ? PANTOMIME.sign : (PANTOMIME.mime[0] ?? PANTOMIME.sign);
      const inner = split.text.replace(/“/g, "‘").replace(/”/g, "’");
      items.push(dir(fill(t(tpl), { who: who.name, text: inner })));
      return;
    }
    const last = items[items.length - 1];
    if (!p && last?.t === "line" && last.who === who.name && !last.paren && !last.song) {
      last.text = `${last.text} ${split.text}`;
      return;
    }
    const item: LineItem = { t: "line", who: who.name, text: split.text, unit: -1, prio: 0 };
    if (p) item.paren = p;
    items.push(item);
  };

  /** Preschoolers get the first sentence of a comment. */
  const short = (text: string) => (ctx.register === "little" ? firstSentences(text, 3) : text);
  const charOf = (key: string) => story.chars.find((c) => c.key === key);
  const isCrowd = (key: string) => key.startsWith("crowd") || key === "foes";
  const prose = (key: string): string => {
    if (isCrowd(key)) return t(CLOSER_LOOK.crowd);
    const c = charOf(key);
    if (!c) return key;
    return c.called ? t(c.called) : titleCase(t(c.name));
  };

  // ------------------------------------------------------------------------------------------
  // 1. A closer look at the key moments (and later, if needed, the others).

  const beats: Beat[] = story.scenes.flatMap((s) => s.beats);
  /** A quote that repeats the narration word for word would be one more recap. */
  const narration = beats.flatMap((bt) => t(bt.nar).split(/(?<=[.!?])\s+/)).filter((x) => countWords(x) >= 4);
  const echoesNarration = (line: string) => narration.some((x) => line.includes(x) || x.includes(line));
  const momentOf = (beat: Beat, index: number): Moment | null => {
    // A character's line first, the crowd's otherwise; only a line the audience has heard.
    for (const crowdPass of [false, true]) {
      for (const [who, en, es] of beat.say) {
        if (isCrowd(who) !== crowdPass) continue;
        const plain = splitParen(lang === "en" ? en : es).text;
        const line = firstSentences(plain, ctx.register === "little" ? 3 : 4);
        const opening = plain.split(/(?<=[.!?])\s+/)[0] ?? plain;
        if (
          countWords(line) < 3 ||
          countWords(line) > 30 ||
          !heard.includes(opening) ||
          echoesNarration(line)
        )
          continue;
        return { index, mood: beat.mood ?? "calm", who, line };
      }
    }
    return null;
  };
  const moments = beats.flatMap((bt, i) => {
    const m = momentOf(bt, i);
    return m ? [m] : [];
  });
  const keyMoments = moments.filter((m) => beats[m.index]?.key).slice(0, 4);
  for (const m of moments) if (keyMoments.length < 2 && !keyMoments.includes(m)) keyMoments.push(m);
  const otherMoments = moments.filter((m) => !keyMoments.includes(m));

  const closerIntro: Item[] = [dir(t(CLOSER_LOOK.dir))];
  say(closerIntro, first, t(rng.pick(CLOSER_LOOK.intro)));
  const closer = (m: Moment): LongFormBlock => {
    const [a, b] = pair();
    const items: Item[] = [];
    const self = a.key === m.who;
    const c = charOf(m.who);
    const personal = c !== undefined && !c.foe && !isDivine(m.who);
    const who = prose(m.who);
    const moment = bank.pick(self ? CLOSER_LOOK.momentSelf : CLOSER_LOOK.moment);
    if (moment) say(items, a, fill(t(moment), { who, line: m.line }));
    const feel = bank.pick(CLOSER_LOOK.feel[m.mood], false);
    if (feel) say(items, b, short(t(feel)));
    const ask = bank.pick(self ? CLOSER_LOOK.askSelf : personal ? CLOSER_LOOK.ask : CLOSER_LOOK.askAny);
    if (ask) say(items, a, fill(t(ask), { who }));
    const pause = bank.pick(CLOSER_LOOK.pause);
    if (pause) items.push(dir(fill(t(pause), { who: a.name })));
    const insight = bank.pick(CLOSER_LOOK.insight[m.mood], false);
    if (insight) say(items, b, short(t(insight)));
    return { section: "closer", order: m.index, intro: closerIntro, items };
  };

  // ------------------------------------------------------------------------------------------
  // 2. Your turn: the story's questions, its refrain as a chant, the memory verse in parts.

  const turnIntro: Item[] = [];
  say(turnIntro, first, t(YOUR_TURN.intro));
  const answer = (): DirItem => (participates ? cue(YOUR_TURN.answerCue) : dir(t(YOUR_TURN.answerPause)));

  const questions = (): LongFormBlock | null => {
    if (story.questions.length === 0) return null;
    const items: Item[] = [];
    for (const q of story.questions) {
      let [a, b] = pair();
      // DAVID does not ask "Why wasn't David afraid?" when someone else can.
      if (t(q).toLowerCase().includes(a.called.toLowerCase())) [a, b] = [b, a];
      say(items, a, t(q));
      items.push(answer());
      const affirm = bank.pick(YOUR_TURN.affirm, false);
      if (affirm) say(items, b, t(affirm));
    }
    return { section: "yourTurn", order: 0, intro: turnIntro, items, replaces: "questions" };
  };

  const refrain = t(story.refrain);
  const chant = (): LongFormBlock | null => {
    if (pantomime || !refrain) return null;
    const items: Item[] = [];
    const [a, b] = pair();
    say(items, a, fill(t(YOUR_TURN.refrainIntro), { refrain }));
    say(items, a, refrain, t(YOUR_TURN.whisper));
    say(items, b, refrain, t(YOUR_TURN.louder));
    if (participates) items.push(cue(YOUR_TURN.refrainCue));
    say(items, everyone, refrain, t(YOUR_TURN.shout));
    const theme = story.themes[0];
    if (theme) say(items, b, fill(t(YOUR_TURN.refrainWhy), { theme: t(themeFor(theme).name) }));
    return { section: "yourTurn", order: 1, intro: turnIntro, items };
  };

  const verseText = lang === "en" ? story.verse.en : story.verse.es;
  const verseRef = lang === "en" ? story.verse.ref : story.verse.refEs;
  const verse = (): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    say(items, a, fill(t(YOUR_TURN.verseIntro), { ref: verseRef }));
    for (const part of verseParts(verseText)) {
      say(items, a, part);
      if (hosts.length > 1 && !pantomime) {
        say(items, b, part, t(YOUR_TURN.echo));
        if (participates) items.push(cue(YOUR_TURN.verseCue));
      } else {
        items.push(participates ? cue(YOUR_TURN.verseCue) : dir(t(YOUR_TURN.versePause)));
      }
    }
    say(items, b, t(YOUR_TURN.verseDone));
    return { section: "yourTurn", order: 2, intro: turnIntro, items };
  };

  /** The whole story in one breath (its summary). */
  const summary = (): LongFormBlock => {
    const items: Item[] = [];
    const [a] = pair();
    say(items, a, fill(t(YOUR_TURN.summary), { summary: t(story.summary) }), t(YOUR_TURN.bigBreath));
    say(items, a, t(YOUR_TURN.phew));
    return { section: "yourTurn", order: -1, intro: turnIntro, items };
  };

  /** "Who said it?": lines the audience heard, other than those the closer look quotes. */
  const quoted = new Set(moments.map((m) => m.line));
  const quizLines = beats
    .flatMap((bt) => bt.say)
    .flatMap(([who, en, es]) => {
      if (isCrowd(who) || !charOf(who)) return [];
      const plain = splitParen(lang === "en" ? en : es).text;
      const line = firstSentences(plain, ctx.register === "little" ? 3 : 4);
      const opening = plain.split(/(?<=[.!?])\s+/)[0] ?? plain;
      const words = countWords(line);
      if (words < 3 || words > 20 || quoted.has(line) || !heard.includes(opening) || echoesNarration(line))
        return [];
      quoted.add(line);
      return [{ who, line }];
    })
    .slice(0, 6);
  const moreIntro: Item[] = [];
  say(moreIntro, first, t(MORE_STORIES.intro));
  const quizIntro: Item[] = [];
  say(quizIntro, first, t(YOUR_TURN.quizIntro));
  const quiz = ({ who, line }: { who: string; line: string }, i: number): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    say(items, a, fill(t(YOUR_TURN.quiz), { line }));
    items.push(answer());
    say(
      items,
      b,
      b.key === who ? t(YOUR_TURN.quizAnswerSelf) : fill(t(YOUR_TURN.quizAnswer), { who: prose(who) }),
    );
    return { section: "yourTurn", order: 5 + i / 100, intro: quizIntro, items };
  };

  /** Children act out the story's feelings; older audiences take a quiet moment. */
  const feelings = (): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    if (grown) {
      say(items, a, t(YOUR_TURN.reflectIntro));
      for (const prompt of YOUR_TURN.reflect) {
        say(items, a, t(prompt));
        items.push(dir(t(YOUR_TURN.reflectPause)));
      }
      return { section: "yourTurn", order: 6, items };
    }
    const keyMoods = beats.filter((bt) => bt.key).map((bt) => bt.mood ?? "calm");
    const moods = [...new Set(keyMoods.length > 1 ? keyMoods : beats.map((bt) => bt.mood ?? "calm"))];
    say(items, a, t(YOUR_TURN.actIntro));
    moods.slice(0, 4).forEach((mood, i) => {
      say(items, i % 2 === 0 ? b : a, t(YOUR_TURN.act[mood]));
      items.push(participates ? cue(YOUR_TURN.actCue) : dir(t(YOUR_TURN.actPause)));
    });
    say(items, a, t(YOUR_TURN.actDone));
    return { section: "yourTurn", order: 6, items };
  };

  /** Turn and talk with a neighbour. */
  const mainTheme = story.themes[0] ? t(themeFor(story.themes[0]).name) : "";
  const talk = (): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    YOUR_TURN.talk.forEach((prompt, i) => {
      say(items, i === 0 ? a : b, fill(t(prompt), { theme: mainTheme }));
      items.push(dir(t(YOUR_TURN.talkPause)));
    });
    say(items, a, t(YOUR_TURN.talkDone));
    return { section: "yourTurn", order: 7, items };
  };

  /** A song to a public-domain tune that the skit has not sung yet. */
  const song = (): LongFormBlock | null => {
    if (pantomime) return null;
    const lyrics = SONGS.map((sg) => ({
      tune: t(sg.tune),
      text: sg.lines
        .map((l) =>
          capitalise(fill(t(l), { refrain: refrain.replace(/[¡!]/g, "").trim(), hero: ctx.songHero })),
        )
        .join("\n"),
    })).filter((sg) => !heard.includes(sg.text));
    const chosen = lyrics.length > 0 ? rng.pick(lyrics) : null;
    if (!chosen) return null;
    const items: Item[] = [];
    const [a] = pair();
    say(items, a, t(YOUR_TURN.song));
    items.push({
      t: "line",
      who: everyone.name,
      paren: `${t(YOUR_TURN.singing)}, ${chosen.tune}`,
      text: chosen.text,
      unit: -1,
      prio: 0,
      song: true,
    });
    return { section: "yourTurn", order: 20, items };
  };

  /** The memory verse with words left out: every fourth word, then every other word. */
  const verseGame = (): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    say(items, a, t(YOUR_TURN.verseGame));
    const words = verseText.split(/\s+/);
    const blanks = (every: number) =>
      words.map((w, i) => (i % every === every - 1 ? w.replace(/[\p{L}\p{N}'’]+/gu, "___") : w)).join(" ");
    say(items, a, `“${blanks(4)}” ${verseRef}`, t(YOUR_TURN.leavingOut));
    items.push(answer());
    say(items, b, `“${blanks(2)}” ${verseRef}`, t(YOUR_TURN.leavingOutMore));
    items.push(answer());
    say(items, a, t(YOUR_TURN.verseGameDone));
    return { section: "yourTurn", order: 3, items };
  };

  /** Advice for the main character, and what happened next. */
  const advice = (): LongFormBlock => {
    const items: Item[] = [];
    for (const q of YOUR_TURN.advice) {
      const [a, b] = pair();
      say(items, a, fill(t(q), { hero: ctx.songHero }));
      items.push(answer());
      const affirm = bank.pick(YOUR_TURN.affirm, false);
      if (affirm) say(items, b, t(affirm));
    }
    return { section: "yourTurn", order: 8, items };
  };

  /** "If you could ask the younger son one question…", for the friendly characters. */
  const askable = story.chars
    .filter((c) => !c.foe && !isDivine(c.key) && !hosts.some((h) => h.key === c.key))
    .slice(0, 3);
  const askCharacter = (c: StoryCharacter, i: number): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    say(items, a, fill(t(YOUR_TURN.askCharacter), { who: prose(c.key) }));
    items.push(answer());
    const affirm = bank.pick(YOUR_TURN.affirm, false);
    if (affirm) say(items, b, t(affirm));
    return { section: "yourTurn", order: 10 + i, intro: turnIntro, items };
  };

  // ------------------------------------------------------------------------------------------
  // 3. Our story today: each theme's lesson and where it shows up this week.

  const storyLesson = t(story.lesson);
  const today = (key: ThemeKey, i: number): LongFormBlock => {
    const theme = themeFor(key);
    const name = t(theme.name);
    const items: Item[] = [];
    const [a, b] = pair();
    const lesson = t(theme.lesson);
    const about = OUR_STORY_TODAY.about[i === 0 ? 0 : 1] ?? OUR_STORY_TODAY.about[0];
    say(items, a, fill(t(about), { theme: name, lesson: lesson === storyLesson ? "" : lesson }).trim());
    const examples = (grown ? theme.todayGrown : theme.todayKids).map(t).filter((e) => !heard.includes(e));
    say(items, b, fill(t(OUR_STORY_TODAY.where), { theme: name }));
    examples.slice(0, 2).forEach((example, k) => {
      say(items, b, fill(t(k === 0 ? OUR_STORY_TODAY.example : OUR_STORY_TODAY.orExample), { example }));
    });
    if (examples.length === 0) items.push(answer());
    if (ctx.register !== "little" && theme.verse.ref !== story.verse.ref) {
      const text = lang === "en" ? theme.verse.en : theme.verse.es;
      const ref = lang === "en" ? theme.verse.ref : theme.verse.refEs;
      say(items, a, fill(t(OUR_STORY_TODAY.verse), { verse: text, ref }));
    }
    return { section: "today", order: i, items };
  };
  /** The same themes for the other generation in the room (grown-ups at a children's skit, or children at home). */
  const otherGeneration = (): LongFormBlock | null => {
    const theme = story.themes[0];
    if (!theme) return null;
    const th = themeFor(theme);
    const examples = (grown ? th.todayKids : th.todayGrown).map(t).filter((e) => !heard.includes(e));
    const example = examples.length > 0 ? rng.pick(examples) : null;
    if (!example) return null;
    const items: Item[] = [];
    say(
      items,
      pair()[0],
      fill(t(grown ? OUR_STORY_TODAY.forChildren : OUR_STORY_TODAY.forGrownUps), { example }),
    );
    return { section: "today", order: 8, items };
  };
  const challenge = (): LongFormBlock => {
    const items: Item[] = [];
    say(items, pair()[0], t(OUR_STORY_TODAY.challenge));
    return { section: "today", order: 9, items };
  };

  // ------------------------------------------------------------------------------------------
  // 4. The closing prayer, prayed in turns: the skit's own prayer with two more petitions.

  const prayer = (): LongFormBlock | null => {
    if (pantomime) return null;
    const own = model.scenes.flatMap((s) => s.items).find((i) => i.t === "line" && i.tag === "prayer");
    const text = own ? own.text : fill(t(PRAYERS[0] ?? ["", ""]), { lesson: storyLesson });
    const sentences = splitParen(text).text.split(/(?<=[.!?])\s+/);
    const amen = sentences.pop() ?? "";
    const petitions = [
      ...sentences.slice(0, 1),
      fill(t(PRAYING_TOGETHER.withHero), { hero: ctx.songHero }),
      ...sentences.slice(1),
      t(grown ? PRAYING_TOGETHER.liveItGrown : PRAYING_TOGETHER.liveItKids),
    ];
    const items: Item[] = [];
    const [a] = pair();
    say(items, a, t(PRAYING_TOGETHER.intro));
    items.push(dir(t(PRAYING_TOGETHER.dir)));
    petitions.forEach((p, i) => {
      say(items, hosts[(turn + i) % hosts.length] ?? first, p);
    });
    say(items, everyone, amen);
    if (participates) items.push(cue(PRAYING_TOGETHER.amenCue));
    return { section: "prayer", order: 0, items, replaces: "prayer" };
  };

  /** Prayer in the audience's own words, before the closing prayer. */
  const ownWords = (): LongFormBlock | null => {
    if (pantomime) return null;
    const items: Item[] = [];
    const [a, b] = pair();
    say(items, a, t(PRAYING_TOGETHER.ownWords));
    PRAYING_TOGETHER.prompts.forEach((prompt, i) => {
      say(items, i % 2 === 0 ? b : a, t(prompt));
      items.push(dir(t(PRAYING_TOGETHER.promptPause)));
    });
    return { section: "prayer", order: -1, items };
  };

  /** The blessing of Numbers 6:24-26 sends everyone home. */
  const blessing = (): LongFormBlock => {
    const items: Item[] = [];
    say(items, pair()[0], t(PRAYING_TOGETHER.blessing));
    return { section: "prayer", order: 1, items };
  };

  // ------------------------------------------------------------------------------------------
  // More from the Bible: library stories that share the story's themes first. The first two are
  // material; the others serve only to reach the minimum, after the recap, so that even the
  // shortest story fills the longest skit without telling anything twice.

  const shared = (other: (typeof STORIES)[number]) => other.themes.filter((k) => story.themes.includes(k));
  const related = rng
    .shuffle(STORIES.filter((other) => other.id !== story.id))
    .map((other) => ({ other, rank: story.themes.findIndex((k) => other.themes.includes(k)) }))
    .sort((x, y) => (x.rank < 0 ? 99 : x.rank) - (y.rank < 0 ? 99 : y.rank))
    .map(({ other }) => other);
  const relatedBlock = (other: Story, i: number): LongFormBlock => {
    const items: Item[] = [];
    const [a, b] = pair();
    const title = t(other.title).replace(/^(The|El|La|Los|Las) /, (m) => m.toLowerCase());
    say(
      items,
      a,
      fill(t(MORE_STORIES.story), {
        title,
        ref: localiseReference(other.ref, lang),
        summary: t(other.summary),
      }),
    );
    const common = shared(other)[0];
    if (common) say(items, b, fill(t(MORE_STORIES.theme), { theme: t(themeFor(common).name) }));
    return { section: "more", order: i, intro: moreIntro, items, minOnly: i >= 2 };
  };

  // ------------------------------------------------------------------------------------------
  // Last resort: one recap pass, leaving out any narration already heard twice.

  const timesHeard = (sentence: string) => heard.split(sentence).length - 1;
  let recapIndex = 0;
  const recap = (bt: Beat, i: number): LongFormBlock | null => {
    const nar = ctx.register === "little" ? firstSentences(t(bt.nar), 3) : t(bt.nar);
    if (nar.split(/(?<=[.!?])\s+/).some((s) => timesHeard(s) >= 2)) return null;
    // Tellers take turns, but a character does not tell the narration about themselves.
    const rotation = hosts.map((_, k) => hosts[(recapIndex + k) % hosts.length] ?? first);
    const about = (h: Member) => h.role === "char" && nar.toLowerCase().includes(h.called.toLowerCase());
    const teller = rotation.find((h) => !about(h)) ?? rotation[0] ?? first;
    const intro = t(recapIndex === 0 ? RECAP.intros[0] : rng.pick(RECAP.intros.slice(1)));
    recapIndex++;
    // The words the audience has not heard yet (characters missing from a small cast) are quoted.
    const quotes = bt.say.flatMap(([who, en, es]) => {
      const plain = splitParen(lang === "en" ? en : es).text;
      const opening = plain.split(/(?<=[.!?])\s+/)[0] ?? plain;
      if (heard.includes(opening) || (isCrowd(who) && countWords(plain) < 4) || echoesNarration(plain))
        return [];
      const words =
        ctx.register === "little"
          ? firstSentences(plain, 3)
          : countWords(plain) > 24
            ? firstSentences(plain, 12)
            : plain;
      const verb = t(rng.pick(QUOTE_VERBS));
      const called = capitalise(prose(who));
      return [lang === "en" ? `${called} ${verb}, “${words}”` : `${called} ${verb}: “${words}”`];
    });
    const items: Item[] = [];
    say(items, teller, [`${intro} ${nar}`, ...quotes].join(" "));
    return { section: "recap", order: i, items, minOnly: true };
  };

  // In order of importance. Blocks are built only when asked for, so a skit that needs little
  // material does not pay for the rest.
  const plan: (() => LongFormBlock | null)[] = [
    ...keyMoments.map((m) => () => closer(m)),
    questions,
    chant,
    verse,
    ...story.themes.slice(0, 3).map((key, i) => () => today(key, i)),
    challenge,
    prayer,
    ...otherMoments.map((m) => () => closer(m)),
    summary,
    ...quizLines.map((q, i) => () => quiz(q, i)),
    ...related.slice(0, 2).map((other, i) => () => relatedBlock(other, i)),
    feelings,
    verseGame,
    talk,
    song,
    advice,
    ...askable.map((c, i) => () => askCharacter(c, i)),
    ownWords,
    blessing,
    otherGeneration,
    ...beats.map((bt, i) => () => recap(bt, i)),
    ...related.slice(2).map((other, i) => () => relatedBlock(other, i + 2)),
  ];
  for (const step of plan) {
    const block = step();
    if (block) yield block;
  }
}

/** Words a long part of a verse is best cut before. */
const CUT_BEFORE = /^(and|but|for|that|which|who|because|so|to|y|pero|porque|que|para|como|ni|mas|sino)$/i;

/** A memory verse in parts of a few words, split at its punctuation. */
export function verseParts(verse: string): string[] {
  const pieces = verse.split(/(?<=[,;:.!?])\s+/);
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts[parts.length - 1];
    if (last !== undefined && (countWords(last) < 3 || countWords(piece) < 3)) {
      parts[parts.length - 1] = `${last} ${piece}`;
    } else {
      parts.push(piece);
    }
  }
  // A long part is cut in two before the joining word nearest its middle; without one, only a
  // very long part is cut, at the middle.
  return parts.flatMap((p) => {
    const words = p.split(/\s+/);
    if (words.length <= 12) return [p];
    const middle = words.length / 2;
    let cut = -1;
    for (let i = 3; i <= words.length - 3; i++) {
      if (CUT_BEFORE.test(words[i] ?? "") && (cut < 0 || Math.abs(i - middle) < Math.abs(cut - middle)))
        cut = i;
    }
    if (cut < 0) {
      if (words.length <= 16) return [p];
      cut = Math.ceil(middle);
    }
    return [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
  });
}
