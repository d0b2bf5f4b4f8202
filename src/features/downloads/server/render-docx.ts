/**
 * The Word (.docx) download: the same document model as the PDF, written with real
 * Word styles (Title, Heading 1–3, a "Character" run style, italic stage directions,
 * indented narrator paragraphs), US Letter with one-inch margins, and the title and
 * page numbers in the footer. The docx package escapes all text, so skit text can
 * never turn into markup.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  type IParagraphStyleOptions,
  type IRunOptions,
  LineRuleType,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
} from "docx";
import type { ParsedScript } from "../../../lib/script-format.ts";
import { parseScript } from "../../../lib/script-parser.ts";
import {
  type BlockRole,
  buildSkitDocument,
  type DocBlock,
  type SkitDocument,
  type SkitDocumentInput,
  type Span,
} from "./skit-document.ts";

/** Twentieths of a point. */
const INCH = 1440;
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
const TEXT_WIDTH = LETTER.width - 2 * INCH;
/** A serif face every Word installation has, with full Western European coverage. */
const FONT = "Georgia";
const GREY = "606060";

/** Custom paragraph styles; Title and Heading 1–3 are Word's built-in styles. */
const STYLE_IDS = {
  scripture: "Scripture",
  description: "SkitDescription",
  detail: "SkitDetail",
  castMember: "CastMember",
  listItem: "SkitListItem",
  character: "CharacterName",
  parenthetical: "Parenthetical",
  speech: "Dialogue",
  narratorCharacter: "NarratorName",
  narratorParenthetical: "NarratorParenthetical",
  narratorSpeech: "NarratorDialogue",
  direction: "StageDirection",
  paragraph: "ScriptParagraph",
  ending: "Ending",
  colophon: "Colophon",
} as const satisfies Partial<Record<BlockRole, string>>;

const HEADINGS = {
  title: HeadingLevel.TITLE,
  heading: HeadingLevel.HEADING_1,
  sceneHeading: HeadingLevel.HEADING_2,
  subheading: HeadingLevel.HEADING_3,
} as const satisfies Partial<Record<BlockRole, string>>;

/** The run style for character names: bold capitals. */
const CHARACTER_STYLE = "Character";

const pt = (points: number) => points * 20;
const halfPoints = (points: number) => points * 2;

/** Every narrator paragraph has the same indent, so Word joins their left borders into one bar. */
const NARRATOR_INDENT = 54;
const narratorBorder = {
  left: { style: BorderStyle.SINGLE, size: 18, color: "B8B8B8", space: 8 },
};

const paragraphStyles: IParagraphStyleOptions[] = [
  {
    id: STYLE_IDS.scripture,
    name: "Scripture",
    basedOn: "Normal",
    quickFormat: true,
    run: { italics: true, size: halfPoints(13) },
    paragraph: { alignment: AlignmentType.CENTER, spacing: { before: pt(4), after: pt(6) } },
  },
  {
    id: STYLE_IDS.description,
    name: "Skit Description",
    basedOn: "Normal",
    paragraph: { spacing: { before: pt(6), after: pt(4) } },
  },
  {
    id: STYLE_IDS.detail,
    name: "Skit Detail",
    basedOn: "Normal",
    paragraph: { spacing: { before: pt(3), after: 0 } },
  },
  {
    id: STYLE_IDS.castMember,
    name: "Cast Member",
    basedOn: "Normal",
    paragraph: { indent: { left: pt(18) }, spacing: { before: pt(3), after: 0 } },
  },
  {
    id: STYLE_IDS.listItem,
    name: "Skit List Item",
    basedOn: "Normal",
    paragraph: {
      indent: { left: pt(36), hanging: pt(18) },
      spacing: { before: pt(4), after: 0 },
    },
  },
  {
    id: STYLE_IDS.character,
    name: "Character Name",
    basedOn: "Normal",
    next: STYLE_IDS.speech,
    quickFormat: true,
    paragraph: { keepNext: true, keepLines: true, spacing: { before: pt(11), after: 0 } },
  },
  {
    id: STYLE_IDS.parenthetical,
    name: "Parenthetical",
    basedOn: "Normal",
    next: STYLE_IDS.speech,
    run: { italics: true },
    paragraph: { keepNext: true, indent: { left: pt(36) }, spacing: { before: pt(1), after: 0 } },
  },
  {
    id: STYLE_IDS.speech,
    name: "Dialogue",
    basedOn: "Normal",
    next: STYLE_IDS.character,
    quickFormat: true,
    paragraph: { indent: { left: pt(36) }, spacing: { before: pt(1), after: 0 } },
  },
  {
    id: STYLE_IDS.narratorCharacter,
    name: "Narrator Name",
    basedOn: STYLE_IDS.character,
    next: STYLE_IDS.narratorSpeech,
    run: { italics: true },
    paragraph: { indent: { left: pt(NARRATOR_INDENT) }, border: narratorBorder },
  },
  {
    id: STYLE_IDS.narratorParenthetical,
    name: "Narrator Parenthetical",
    basedOn: STYLE_IDS.parenthetical,
    next: STYLE_IDS.narratorSpeech,
    paragraph: { indent: { left: pt(NARRATOR_INDENT) }, border: narratorBorder },
  },
  {
    id: STYLE_IDS.narratorSpeech,
    name: "Narrator Dialogue",
    basedOn: STYLE_IDS.speech,
    next: STYLE_IDS.character,
    quickFormat: true,
    paragraph: { indent: { left: pt(NARRATOR_INDENT) }, border: narratorBorder },
  },
  {
    id: STYLE_IDS.direction,
    name: "Stage Direction",
    basedOn: "Normal",
    quickFormat: true,
    run: { italics: true },
    paragraph: { indent: { left: pt(18) }, spacing: { before: pt(9), after: 0 } },
  },
  {
    id: STYLE_IDS.paragraph,
    name: "Script Paragraph",
    basedOn: "Normal",
    paragraph: { spacing: { before: pt(9), after: 0 } },
  },
  {
    id: STYLE_IDS.ending,
    name: "Ending",
    basedOn: "Normal",
    run: { bold: true, size: halfPoints(12) },
    paragraph: { alignment: AlignmentType.CENTER, spacing: { before: pt(24), after: pt(6) } },
  },
  {
    id: STYLE_IDS.colophon,
    name: "Colophon",
    basedOn: "Normal",
    run: { italics: true, size: halfPoints(9), color: GREY },
    paragraph: { alignment: AlignmentType.CENTER, spacing: { before: pt(6), after: 0 } },
  },
];

const heading = (size: number, before: number, extra: { alignment?: "center" } = {}) => ({
  run: { font: FONT, size: halfPoints(size), bold: true, color: "000000" },
  paragraph: {
    keepNext: true,
    keepLines: true,
    spacing: { before: pt(before), after: pt(4) },
    ...(extra.alignment ? { alignment: AlignmentType.CENTER } : {}),
  },
});

/** Runs for one span; "\n" in the text becomes a line break. */
function spanRuns(span: Span): TextRun[] {
  const props: IRunOptions = {
    ...(span.character ? { style: CHARACTER_STYLE } : {}),
    ...(span.bold && !span.character ? { bold: true } : {}),
    ...(span.italic ? { italics: true } : {}),
  };
  return span.text
    .split("\n")
    .map((text, i) => new TextRun({ ...props, text, ...(i > 0 ? { break: 1 } : {}) }));
}

function blockParagraph(block: DocBlock): Paragraph {
  const runs = block.spans.flatMap(spanRuns);
  const children = block.marker ? [new TextRun({ children: [block.marker, new Tab()] }), ...runs] : runs;
  const role = block.role;
  // Widow control is off unless a paragraph asks for it (and docDefaults cannot carry it here).
  if (role === "title" || role === "heading" || role === "sceneHeading" || role === "subheading") {
    return new Paragraph({ heading: HEADINGS[role], children, widowControl: true });
  }
  return new Paragraph({ style: STYLE_IDS[role], children, widowControl: true });
}

/** Renders the document model as a Word file. */
export async function renderDocumentDocx(doc: SkitDocument): Promise<Uint8Array> {
  const language = doc.lang ? { language: { value: doc.lang } } : {};
  const document = new Document({
    title: doc.title,
    creator: doc.author,
    lastModifiedBy: doc.author,
    subject: doc.subject,
    description: doc.subject,
    keywords: doc.keywords.join(", "),
    styles: {
      default: {
        document: {
          run: { font: FONT, size: halfPoints(11), ...language },
          paragraph: { spacing: { line: 264, lineRule: LineRuleType.AUTO } },
        },
        title: {
          ...heading(22, 0, { alignment: "center" }),
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 0, after: pt(4) } },
        },
        heading1: heading(14, 20),
        heading2: heading(12.5, 20),
        heading3: heading(11.5, 8),
      },
      paragraphStyles,
      characterStyles: [
        {
          id: CHARACTER_STYLE,
          name: "Character",
          basedOn: "DefaultParagraphFont",
          run: { bold: true, allCaps: true },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: LETTER.width, height: LETTER.height, orientation: PageOrientation.PORTRAIT },
            margin: { top: INCH, right: INCH, bottom: INCH, left: INCH, header: INCH / 2, footer: INCH / 2 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
                children: [
                  new TextRun({ text: doc.footer, size: halfPoints(9), color: GREY }),
                  new TextRun({
                    size: halfPoints(9),
                    color: GREY,
                    children: [new Tab(), "Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: doc.blocks.map(blockParagraph),
      },
    ],
  });
  const buffer = await Packer.toBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The Word download of a skit; `script` defaults to parsing `input.content`. */
export async function renderSkitDocx(
  input: SkitDocumentInput,
  script: ParsedScript = parseScript(input.content),
): Promise<Uint8Array> {
  return renderDocumentDocx(buildSkitDocument(input, script));
}
