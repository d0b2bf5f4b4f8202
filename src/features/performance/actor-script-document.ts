/**
 * The printable actor script of one part, in the document model both download renderers
 * share: a header with the part's counts and props, then each scene it is in with the
 * directions that name it, and every one of its lines (on a shaded band in the PDF) after
 * its cue.
 */

import type { ParsedScript } from "../../lib/script-format.ts";
import { estimateRunningMinutes } from "../../lib/script-stats.ts";
import {
  DOCUMENT_AUTHOR,
  type DocBlock,
  oneLine,
  type SkitDocument,
} from "../downloads/server/skit-document.ts";
import type { ActorScript } from "./actor-script.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "(whispering)" for a parenthetical, keeping brackets already there. */
const inParentheses = (text: string) => {
  const t = oneLine(text);
  return /^[([].*[)\]]$/.test(t) ? t : `(${t})`;
};

/** Paragraphs of a speech, each line kept (songs). */
const speechParagraphs = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((l) => l.replace(/\s+/g, " ").trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);

export interface ActorDocumentInput {
  title: string;
  scripture?: string | null | undefined;
  license: string;
  /** Language option value ("english", "spanish", …). */
  language?: string | null | undefined;
  script: ParsedScript;
}

const LANGUAGE_TAGS: Record<string, string> = {
  english: "en-US",
  spanish: "es",
  french: "fr",
  german: "de",
  portuguese: "pt",
};

/** The heading line of a part: "Actor script — DAVID". */
export function actorScriptHeading(name: string): string {
  return `Actor script \u2014 ${oneLine(name)}`;
}

export function buildActorScriptDocument(input: ActorDocumentInput, actor: ActorScript): SkitDocument {
  const title = oneLine(input.title) || "Untitled skit";
  const role = actor.role;
  const blocks: DocBlock[] = [
    { role: "title", spans: [{ text: title }] },
    { role: "scripture", spans: [{ text: actorScriptHeading(role.name), italic: true }] },
  ];
  if (role.description) {
    blocks.push({
      role: "description",
      spans: [{ text: `${role.name} \u2014 ${oneLine(role.description)}` }],
    });
  }
  const group =
    role.groupLines > 0 ? ` (plus ${plural(role.groupLines, "line", "lines")} spoken with others)` : "";
  blocks.push({
    role: "detail",
    spans: [
      { text: "Your lines: ", bold: true },
      { text: `${plural(role.lines, "speech", "speeches")}, ${plural(role.words, "word", "words")}${group}` },
    ],
  });
  const sceneLabels = actor.scenes.map((s) => oneLine(s.label));
  if (sceneLabels.length > 0) {
    blocks.push({
      role: "detail",
      spans: [{ text: "On stage in: ", bold: true }, { text: sceneLabels.join("; ") }],
    });
  }
  blocks.push({
    role: "detail",
    spans: [
      { text: "Whole skit: ", bold: true },
      { text: `about ${plural(estimateRunningMinutes(input.script), "minute", "minutes")}` },
    ],
  });
  if (input.scripture)
    blocks.push({
      role: "detail",
      spans: [{ text: "Scripture: ", bold: true }, { text: oneLine(input.scripture) }],
    });

  blocks.push({ role: "heading", spans: [{ text: "Your props" }] });
  if (actor.props.length > 0) {
    for (const p of actor.props) blocks.push({ role: "listItem", marker: "•", spans: [{ text: p }] });
  } else {
    blocks.push({
      role: "paragraph",
      spans: [
        {
          text:
            actor.allProps.length > 0
              ? `No prop is handed to this part in the script. Props in the skit: ${actor.allProps.join(", ")}.`
              : "No props are named for this part.",
        },
      ],
    });
  }

  blocks.push({ role: "heading", spans: [{ text: "Your scenes" }] });
  blocks.push({
    role: "paragraph",
    spans: [
      {
        text: "Your lines are shaded. Before each one is its cue: the end of the line you wait for, or the action you follow.",
      },
    ],
  });
  for (const scene of actor.scenes) {
    blocks.push({ role: "sceneHeading", spans: [{ text: oneLine(scene.label).toLocaleUpperCase() }] });
    scene.items.forEach((item, i) => {
      if (item.kind === "direction") {
        blocks.push({ role: "direction", spans: [{ text: inParentheses(item.text), italic: true }] });
        return;
      }
      // A cue that is the direction printed just above is not printed twice.
      const previous = scene.items[i - 1];
      const repeated =
        item.cue?.kind === "direction" && previous?.kind === "direction" && previous.text === item.cue.text;
      if (item.cue && !repeated) {
        const cue = item.cue;
        blocks.push({
          role: "parenthetical",
          spans:
            cue.kind === "speech"
              ? [
                  { text: "Cue \u2014 ", bold: true },
                  { text: oneLine(cue.speaker ?? "").toLocaleUpperCase(), character: true },
                  { text: `: ${oneLine(cue.text)}` },
                ]
              : cue.kind === "direction"
                ? [
                    { text: "Cue \u2014 ", bold: true },
                    { text: inParentheses(cue.text), italic: true },
                  ]
                : [
                    { text: "Cue \u2014 ", bold: true },
                    { text: cue.text, italic: true },
                  ],
        });
      }
      blocks.push({
        role: "character",
        highlight: true,
        spans: [{ text: oneLine(item.speaker).toLocaleUpperCase(), bold: true, character: true }],
      });
      if (item.parenthetical) {
        blocks.push({
          role: "parenthetical",
          highlight: true,
          spans: [{ text: inParentheses(item.parenthetical), italic: true }],
        });
      }
      for (const text of speechParagraphs(item.text)) {
        blocks.push({ role: "speech", highlight: true, spans: [{ text }] });
      }
    });
  }

  blocks.push({
    role: "colophon",
    spans: [{ text: `${DOCUMENT_AUTHOR} \u00b7 ${title} \u00b7 ${role.name}` }],
  });
  blocks.push({ role: "colophon", spans: [{ text: input.license }] });
  return {
    title: `${title} \u2014 ${role.name}`,
    subject: actorScriptHeading(role.name),
    keywords: [title, role.name],
    lang: LANGUAGE_TAGS[input.language ?? ""] ?? null,
    author: DOCUMENT_AUTHOR,
    footer: `${title} \u00b7 ${role.name} \u00b7 ${DOCUMENT_AUTHOR}`,
    blocks,
  };
}
