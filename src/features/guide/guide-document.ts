/**
 * The leader's guide as a printable document (the model both download renderers share):
 * passage, summary, discussion questions for the age group, memory verse and take-home
 * activity, with the skit's licence at the foot.
 */

import {
  DOCUMENT_AUTHOR,
  type DocBlock,
  oneLine,
  type SkitDocument,
} from "../downloads/server/skit-document.ts";
import { AGE_GROUP_OPTIONS, labelFor } from "../skits/skit.schema.ts";
import type { LeaderGuide } from "./guide.schema.ts";

export interface GuideDocumentInput {
  title: string;
  ageGroup: string;
  language: string;
  /** "About 6 minutes". */
  runningTime: string;
  speakingParts: number;
  license: string;
}

const LANGUAGE_TAGS: Record<string, string> = {
  english: "en-US",
  spanish: "es",
  french: "fr",
  german: "de",
  portuguese: "pt",
};

export const GUIDE_HEADING = "Leader's Guide";

export function buildGuideDocument(input: GuideDocumentInput, guide: LeaderGuide): SkitDocument {
  const title = oneLine(input.title) || "Untitled skit";
  const age = labelFor(AGE_GROUP_OPTIONS, input.ageGroup) ?? input.ageGroup;
  const detail = (label: string, value: string): DocBlock => ({
    role: "detail",
    spans: [{ text: `${label}: `, bold: true }, { text: oneLine(value) }],
  });
  const blocks: DocBlock[] = [
    { role: "title", spans: [{ text: GUIDE_HEADING }] },
    { role: "scripture", spans: [{ text: title, italic: true }] },
    detail("Scripture passage", guide.passage),
    detail("Age group", age),
    detail("Running time", input.runningTime),
    detail("Speaking parts", String(input.speakingParts)),
    { role: "heading", spans: [{ text: "Summary" }] },
    { role: "paragraph", spans: [{ text: oneLine(guide.summary) }] },
    { role: "heading", spans: [{ text: `Discussion questions (${age})` }] },
    ...guide.questions.map(
      (q, i): DocBlock => ({ role: "listItem", marker: `${i + 1}.`, spans: [{ text: oneLine(q) }] }),
    ),
    { role: "heading", spans: [{ text: "Memory verse" }] },
    {
      role: "paragraph",
      spans: [
        { text: `\u201c${oneLine(guide.memoryVerse.text).replace(/^[“"]|[”"]$/g, "")}\u201d `, italic: true },
        { text: `\u2014 ${oneLine(guide.memoryVerse.reference)}`, bold: true },
      ],
    },
    { role: "heading", spans: [{ text: "Take-home activity" }] },
    { role: "subheading", spans: [{ text: oneLine(guide.activity.title) }] },
    ...guide.activity.steps.map(
      (s, i): DocBlock => ({ role: "listItem", marker: `${i + 1}.`, spans: [{ text: oneLine(s) }] }),
    ),
    { role: "colophon", spans: [{ text: `${DOCUMENT_AUTHOR} \u00b7 ${GUIDE_HEADING} \u00b7 ${title}` }] },
    { role: "colophon", spans: [{ text: oneLine(input.license) }] },
  ];
  return {
    title: `${GUIDE_HEADING}: ${title}`,
    subject: oneLine(guide.summary),
    keywords: [guide.passage, title],
    lang: LANGUAGE_TAGS[input.language] ?? null,
    author: DOCUMENT_AUTHOR,
    footer: `${GUIDE_HEADING} \u00b7 ${title} \u00b7 ${DOCUMENT_AUTHOR}`,
    blocks,
  };
}
