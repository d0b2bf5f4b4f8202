/**
 * The Word download, unzipped and checked part by part, then opened and converted
 * to PDF by LibreOffice and read back with pdftotext.
 * Needs: apt-get install -y libreoffice-writer-nogui poppler-utils
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ParsedScript } from "../../../lib/script-format.ts";
import { parseScript } from "../../../lib/script-parser.ts";
import {
  collapse,
  type DocxParagraph,
  dialogueTexts,
  docxParagraphs,
  missingInOrder,
  pdfBodyText,
  pdfPages,
  requireTool,
  run,
  scriptSequence,
  setUpOnce,
  tempDir,
  unzipText,
  writeTemp,
  xmlError,
} from "./fixtures/readers.ts";
import { fixtureText, longSkitText, skitInput } from "./fixtures/skits.ts";
import { renderSkitDocx } from "./render-docx.ts";
import { renderSkitPdf } from "./render-pdf.ts";
import { buildSkitDocument, type SkitDocumentInput } from "./skit-document.ts";

const skits = {
  english: skitInput(fixtureText("david-and-goliath"), {
    title: "David and Goliath",
    description: "A shepherd boy faces a giant with five smooth stones and faith in God.",
    scripture: "1 Samuel 17",
    length: "short",
    ageGroup: "children",
    setting: "sunday-school",
  }),
  spanish: skitInput(fixtureText("el-buen-samaritano"), {
    title: "El buen samaritano: ¿Quién es mi prójimo?",
    description: "Jesús cuenta la parábola del samaritano que se detuvo a ayudar. ¡Ñandú incluido!",
    scripture: "Lucas 10:25-37",
    language: "spanish",
  }),
  markup: skitInput(fixtureText("markup-and-ampersands"), {
    title: "<script>alert(1)</script> & the Lost Sheep",
    description: 'Tags like <b>bold</b> & entities like &amp; print as typed. "Quotes" too.',
    license: "Licence: © <Scripture Skits> & friends",
  }),
  long: skitInput(longSkitText()),
} satisfies Record<string, SkitDocumentInput>;

type Name = keyof typeof skits;
const parts = {} as Record<Name, Record<string, string>>;
const paragraphs = {} as Record<Name, DocxParagraph[]>;
const converted = {} as Record<Name, string>;
const footers = {} as Record<Name, string>;
const scripts = {} as Record<Name, ParsedScript>;
let dir = "";

setUpOnce(async () => {
  requireTool("soffice", "libreoffice-writer-nogui");
  requireTool("pdftotext", "poppler-utils");
  dir = tempDir("skit-docx-");
  const names = Object.keys(skits) as Name[];
  for (const name of names) {
    const input = skits[name];
    const bytes = await renderSkitDocx(input);
    parts[name] = unzipText(bytes);
    paragraphs[name] = docxParagraphs(parts[name]["word/document.xml"] ?? "");
    writeTemp(dir, `${name}.docx`, bytes);
    scripts[name] = parseScript(input.content);
    footers[name] = buildSkitDocument(input, scripts[name]).footer;
  }
  // One LibreOffice run converts every file (its start-up is the slow part).
  run(
    "soffice",
    [
      `-env:UserInstallation=file://${join(dir, "lo-profile")}`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      ...names.map((n) => join(dir, `${n}.docx`)),
    ],
    120_000,
  );
  for (const name of names) {
    converted[name] = join(dir, `${name}.pdf`);
    if (!existsSync(converted[name])) throw new Error(`LibreOffice did not convert ${name}.docx`);
  }
}, 120_000);

const texts = (name: Name, style?: string) =>
  paragraphs[name].filter((p) => style === undefined || p.style === style).map((p) => p.text);

describe("renderSkitDocx", () => {
  it.each(Object.keys(skits) as Name[])("%s: every XML part is well-formed", (name) => {
    const xmlParts = Object.keys(parts[name]).filter((p) => /\.(xml|rels)$/.test(p));
    expect(xmlParts).toEqual(
      expect.arrayContaining([
        "[Content_Types].xml",
        "word/document.xml",
        "word/styles.xml",
        "docProps/core.xml",
      ]),
    );
    for (const part of xmlParts) expect(xmlError(parts[name][part] ?? ""), part).toBeNull();
  });

  it("defines real Word styles and uses them", () => {
    const styles = parts.english["word/styles.xml"] ?? "";
    for (const id of [
      "Title",
      "Heading1",
      "Heading2",
      "CharacterName",
      "Dialogue",
      "StageDirection",
      "NarratorDialogue",
    ]) {
      expect(styles).toMatch(new RegExp(`<w:style w:type="paragraph" w:styleId="${id}">`));
    }
    expect(styles).toMatch(/<w:style w:type="character" w:styleId="Character">.*?<w:b\/>.*?<w:caps\/>/s);
    expect(styles).toMatch(/w:styleId="StageDirection">.*?<w:i\/>/s);
    expect(styles).toMatch(/w:styleId="CharacterName">.*?<w:keepNext\/>/s);
    expect(styles).toMatch(
      /w:styleId="NarratorDialogue">.*?<w:pBdr><w:left [^>]*\/><\/w:pBdr><w:ind w:left="1080"\/>/s,
    );

    expect(texts("english", "Title")).toEqual(["David and Goliath"]);
    expect(texts("english", "Heading1")).toEqual([
      "Cast",
      "Props",
      "Script",
      "DISCUSSION QUESTIONS",
      "MEMORY VERSE",
    ]);
    expect(texts("english", "Heading2")).toEqual(["SCENE 1: THE VALLEY OF ELAH", "SCENE 2: THE BATTLE"]);
    const speakers = paragraphs.english.filter(
      (p) => p.style === "CharacterName" || p.style === "NarratorName",
    );
    const dialogue = scripts.english.scenes.flatMap((s) => s.blocks).filter((b) => b.type === "dialogue");
    expect(speakers.map((p) => p.text)).toEqual(dialogue.map((b) => b.character.toUpperCase()));
    expect(speakers.every((p) => p.runStyles.includes("Character"))).toBe(true);
    expect(texts("english", "NarratorDialogue")[0]).toMatch(/^Long ago, two armies/);
    expect(texts("english", "StageDirection")).toContain("(AUDIENCE: boo the giant!)");
    expect(texts("english", "Parenthetical")).toEqual([
      "(booming)",
      "(doubtfully)",
      "(laughing)",
      '(singing, to the tune of "Jesus Loves Me")',
    ]);
    const dialogueXml = [...(parts.english["word/document.xml"] ?? "").matchAll(/<w:p>.*?<\/w:p>/gs)]
      .map(([p]) => p)
      .filter((p) => p.includes('<w:pStyle w:val="Dialogue"/>'));
    expect(dialogueXml.length).toBeGreaterThan(5);
    for (const p of dialogueXml) expect(p).toContain("<w:widowControl/>");
    // Song lyrics keep their line breaks.
    expect(texts("english", "Dialogue")).toContain(
      "God is strong and God is near,\nDavid trusts and has no fear!",
    );
  });

  it("is US Letter with one-inch margins and the title and page numbers in the footer", () => {
    const doc = parts.long["word/document.xml"] ?? "";
    expect(doc).toMatch(/<w:pgSz w:w="12240" w:h="15840" w:orient="portrait"\/>/);
    expect(doc).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
    const footerName = Object.keys(parts.long).find((p) => /^word\/footer\d*\.xml$/.test(p)) ?? "";
    const footer = parts.long[footerName] ?? "";
    expect(footer).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
    expect(footer).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
    expect(docxParagraphs(footer).map((p) => p.text)).toEqual([`${footers.long}\tPage  of `]);
  });

  it("carries the title and author in the document properties", () => {
    const core = parts.markup["docProps/core.xml"] ?? "";
    expect(core).toContain("<dc:title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; the Lost Sheep</dc:title>");
    expect(core).toContain("<dc:creator>Scripture Skits</dc:creator>");
  });

  it("keeps Spanish and markup text exactly, escaped in the XML", () => {
    const spanish = texts("spanish").join("\n");
    for (const phrase of [
      "El buen samaritano: ¿Quién es mi prójimo?",
      "¡Ayuda! ¿Hay alguien ahí? ¡Por favor, ayúdenme!",
      "«¿Cuál de estos tres te parece que fue el prójimo?»",
      '(PÚBLICO: griten "¡Deténgase!")',
    ]) {
      expect(spanish).toContain(phrase);
    }
    expect(parts.spanish["word/styles.xml"]).toContain('<w:lang w:val="es"/>');
    const markup = texts("markup");
    expect(markup).toContain(
      '<script>alert(1)</script> One, two & three… where is number 100? Is 5 < 7 && 7 > 5? Yes: "&amp;" stays &amp; and &lt;tag&gt; stays too.',
    );
    expect(markup).toContain(
      'There you are! Let\'s go home & celebrate. ]]> <!-- not a comment --> <?xml version="1.0"?>',
    );
    expect(parts.markup["word/document.xml"]).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(parts.markup["word/document.xml"]).not.toContain("<script>");
  });

  it.each(Object.keys(skits) as Name[])(
    "%s: LibreOffice opens it and its PDF has every line in order",
    (name) => {
      const text = pdfBodyText(converted[name], footers[name]);
      expect(missingInOrder(text, scriptSequence(scripts[name]))).toEqual([]);
      expect(missingInOrder(text, dialogueTexts(scripts[name]))).toEqual([]);
      expect(text.startsWith(collapse(skits[name].title))).toBe(true);
    },
  );

  it("prints Spanish and markup exactly once converted by LibreOffice", () => {
    const spanish = pdfBodyText(converted.spanish, footers.spanish);
    expect(spanish).toContain("¡Ñandú incluido!");
    expect(spanish).toContain("Súbase a mi burro; yo iré a pie.");
    const markup = pdfBodyText(converted.markup, footers.markup);
    expect(markup).toContain("<script>alert(1)</script> & the Lost Sheep");
    expect(markup).toContain("Licence: © <Scripture Skits> & friends");
  });

  it("paginates a long skit with 'Page N of M' on every page, like the PDF", {
    timeout: 20_000,
  }, async () => {
    const pages = pdfPages(converted.long);
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(footers.long);
    });
    // Same content as the PDF download, in the same order.
    const pdf = pdfBodyText(writeTemp(dir, "long-direct.pdf", await renderSkitPdf(skits.long)), footers.long);
    const word = pdfBodyText(converted.long, footers.long);
    expect(word.replace(/\s/g, "")).toBe(pdf.replace(/\s/g, ""));
  });

  it("writes a valid document for a skit with no usable text", async () => {
    const empty = unzipText(await renderSkitDocx(skitInput("", { title: "Empty" })));
    for (const [part, xml] of Object.entries(empty)) {
      if (/\.(xml|rels)$/.test(part)) expect(xmlError(xml), part).toBeNull();
    }
    expect(docxParagraphs(empty["word/document.xml"] ?? "").map((p) => p.text)).toEqual(
      expect.arrayContaining(["Empty", "Speaking parts: 8", "Script", "THE END", "Scripture Skits · Empty"]),
    );
  });
});
