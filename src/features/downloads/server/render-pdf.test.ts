/**
 * The PDF download, read back with poppler (pdftotext, pdfinfo, pdffonts) and
 * checked with qpdf. Needs: apt-get install -y poppler-utils qpdf
 */
import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseScript } from "../../../lib/script-parser.ts";
import {
  bodyLines,
  collapse,
  dialogueTexts,
  missingInOrder,
  pdfBodyText,
  pdfPages,
  requireTool,
  run,
  scriptSequence,
  setUpOnce,
  tempDir,
  writeTemp,
} from "./fixtures/readers.ts";
import { fixtureText, longSkitText, skitInput } from "./fixtures/skits.ts";
import { BODY_HEIGHT, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, renderSkitPdf } from "./render-pdf.ts";
import { buildSkitDocument, type SkitDocumentInput } from "./skit-document.ts";

const LONG_WORD = `${"Mahershalalhashbaz".repeat(14)}!`;

const skits = {
  english: skitInput(fixtureText("david-and-goliath"), {
    title: "David and Goliath",
    description: "A shepherd boy faces a giant with five smooth stones and faith in God.",
    scripture: "1 Samuel 17",
    length: "short",
    ageGroup: "children",
    setting: "sunday-school",
    props: "A toy sling",
    speakingParts: 4,
    nonSpeakingParts: 1,
  }),
  spanish: skitInput(fixtureText("el-buen-samaritano"), {
    title: "El buen samaritano: ¿Quién es mi prójimo?",
    description: "Jesús cuenta la parábola del samaritano que se detuvo a ayudar. ¡Ñandú incluido!",
    scripture: "Lucas 10:25-37",
    topic: "Amor al prójimo",
    language: "spanish",
    length: "short",
    props: "Una venda",
  }),
  markup: skitInput(fixtureText("markup-and-ampersands"), {
    title: "<script>alert(1)</script> & the Lost Sheep",
    description: 'Tags like <b>bold</b> & entities like &amp; print as typed. "Quotes" too.',
    scripture: "Luke 15:1-7",
    license: "Licence: © <Scripture Skits> & friends",
  }),
  long: skitInput(longSkitText()),
  unusual: skitInput(
    [
      "THE WIDE WORLD",
      "CAST\nPILGRIM — travels far",
      "SCENE 1: EVERYWHERE",
      `PILGRIM: Friends from far away: Grüß Gott, ça va, olá, ¡hola! Straße “quoted” ‘single’ — dash – en … ellipsis. Long: ${LONG_WORD} done.`,
      "PILGRIM: Emoji 🙏🏽 and 你好 dropped, a \uFB01ne ligature, a 𝐛old letter, a\u00A0no-break space and a cross ✝ from the symbol font.",
      "THE END",
    ].join("\n\n"),
    {
      title: `The Wide World: ${"a title far too long for one footer line, ".repeat(4)}and more`,
      description: "Characters from many languages.",
    },
  ),
} satisfies Record<string, SkitDocumentInput>;

type Name = keyof typeof skits;
const files = {} as Record<Name, string>;
const footers = {} as Record<Name, string>;
let dir = "";

setUpOnce(async () => {
  requireTool("pdftotext", "poppler-utils");
  requireTool("pdfinfo", "poppler-utils");
  requireTool("pdffonts", "poppler-utils");
  requireTool("qpdf", "qpdf");
  dir = tempDir("skit-pdf-");
  for (const name of Object.keys(skits) as Name[]) {
    const input = skits[name];
    files[name] = writeTemp(dir, `${name}.pdf`, await renderSkitPdf(input));
    footers[name] = buildSkitDocument(input, parseScript(input.content)).footer;
  }
}, 60_000);

const info = (name: Name) =>
  Object.fromEntries(
    run("pdfinfo", ["-enc", "UTF-8", files[name]])
      .split("\n")
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((m) => m !== null)
      .map((m) => [m[1], m[2]]),
  ) as Record<string, string>;

describe("renderSkitPdf", () => {
  it.each(Object.keys(skits) as Name[])("%s: qpdf finds no structural errors", (name) => {
    expect(run("qpdf", ["--check", files[name]])).toMatch(/No syntax or stream encoding errors found/);
  });

  it.each(["english", "spanish", "markup", "long"] as const)(
    "%s: pdftotext reads every cast line, heading, speaker, direction and speech in order",
    (name) => {
      const script = parseScript(skits[name].content);
      const sequence = scriptSequence(script);
      expect(sequence.length).toBeGreaterThan(10);
      const text = pdfBodyText(files[name], footers[name]);
      expect(missingInOrder(text, sequence)).toEqual([]);
      expect(missingInOrder(text, dialogueTexts(script))).toEqual([]);
      // The document's own frame: title first, then the ending and afterword after the last speech.
      expect(text.startsWith(collapse(skits[name].title))).toBe(true);
      for (const h of script.header) expect(text).toContain(collapse(h.value.split(",")[0] ?? ""));
    },
  );

  it("prints Spanish accents, ñ and ¿¡ exactly", () => {
    const text = pdfBodyText(files.spanish, footers.spanish);
    for (const phrase of [
      "El buen samaritano: ¿Quién es mi prójimo?",
      "¡Ñandú incluido!",
      "¡Ayuda! ¿Hay alguien ahí? ¡Por favor, ayúdenme!",
      "Súbase a mi burro; yo iré a pie.",
      "«¿Cuál de estos tres te parece que fue el prójimo?»",
      '"Amarás al Señor tu Dios de todo tu corazón… y a tu prójimo como a ti mismo." — Lucas 10:27 (RV1909)',
      '(PÚBLICO: griten "¡Deténgase!")',
      "FIN",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(info("spanish").Title).toBe("El buen samaritano: ¿Quién es mi prójimo?");
  });

  it("prints markup and ampersands literally, in the text and the metadata", () => {
    const text = pdfBodyText(files.markup, footers.markup);
    for (const phrase of [
      "<script>alert(1)</script> & the Lost Sheep",
      "Tags like <b>bold</b> & entities like &amp; print as typed.",
      '<script>alert(1)</script> One, two & three… where is number 100? Is 5 < 7 && 7 > 5? Yes: "&amp;" stays &amp; and &lt;tag&gt; stays too.',
      "(The SHEPHERD counts: 97, 98, 99 & stops. <i>Not italic</i>.)",
      ']]> <!-- not a comment --> <?xml version="1.0"?>',
      "Licence: © <Scripture Skits> & friends",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(info("markup").Title).toBe("<script>alert(1)</script> & the Lost Sheep");
  });

  it("sets the metadata and US Letter pages", () => {
    const meta = info("english");
    expect(meta).toMatchObject({
      Title: "David and Goliath",
      Author: "Scripture Skits",
      Creator: "Scripture Skits",
      Subject: "A shepherd boy faces a giant with five smooth stones and faith in God.",
    });
    expect(meta["Page size"]).toMatch(/^612 x 792 pts \(letter\)/);
  });

  it("embeds every font it uses, as subsets", () => {
    const rows = run("pdffonts", [files.spanish]).trim().split("\n").slice(2);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row).toMatch(/DejaVuSerif/);
      // Embedded, with a Unicode map (poppler only reports "sub" for tagged subset names).
      expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s+(yes|no)\s+yes/);
    }
    // Subsets: the four full TrueType files alone are 1.4 MB.
    expect(statSync(files.spanish).size).toBeLessThan(150_000);
  });

  it("paginates a long skit with the title and 'Page N of M' in every footer", () => {
    const pages = pdfPages(files.long);
    const total = Number(info("long").Pages);
    expect(total).toBeGreaterThan(5);
    expect(pages).toHaveLength(total);
    pages.forEach((page, i) => {
      const lines = page.split("\n").map((l) => l.trim());
      expect(lines).toContain(`Page ${i + 1} of ${total}`);
      expect(lines).toContain(footers.long);
    });
  });

  it("never leaves a speaker's name or a scene heading as the last line of a page", {
    timeout: 20_000,
  }, async () => {
    let pageEnds = 0;
    for (const seed of [1, 2, 3, 4]) {
      const input = skitInput(longSkitText(5, seed));
      const script = parseScript(input.content);
      const speakers = new Set(
        [...script.preamble, ...script.scenes.flatMap((s) => s.blocks)].flatMap((b) =>
          b.type === "dialogue" ? [b.character.toLocaleUpperCase()] : [],
        ),
      );
      const headings = new Set(script.scenes.map((s) => s.heading.toLocaleUpperCase()));
      const footer = buildSkitDocument(input, script).footer;
      const pages = pdfPages(writeTemp(dir, `orphans-${seed}.pdf`, await renderSkitPdf(input)));
      expect(pages.length).toBeGreaterThan(3);
      for (const page of pages.slice(0, -1)) {
        const last = bodyLines(page, footer).at(-1) ?? "";
        expect(speakers.has(last), `page ends with speaker ${last}`).toBe(false);
        expect(headings.has(last), `page ends with heading ${last}`).toBe(false);
        pageEnds += 1;
      }
    }
    expect(pageEnds).toBeGreaterThan(20);
  });

  it("keeps all text inside the one-inch margins and breaks a very long word", () => {
    const html = run("pdftotext", ["-bbox", "-enc", "UTF-8", files.unusual, "-"]);
    const words = [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ];
    expect(words.length).toBeGreaterThan(30);
    const footerTop = PAGE_HEIGHT - MARGIN;
    for (const [, xMin, yMin, xMax, yMax, word] of words) {
      expect(Number(xMin), word).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(Number(xMax), word).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
      expect(Number(yMin), word).toBeGreaterThanOrEqual(MARGIN - 0.5);
      if (Number(yMax) > footerTop) expect(Number(yMin), word).toBeGreaterThan(MARGIN + BODY_HEIGHT);
    }
    const text = pdfBodyText(files.unusual, footers.unusual);
    expect(text.replace(/\s/g, "")).toContain(LONG_WORD);
    expect(text).not.toContain(` ${LONG_WORD} `);
  });

  it("prints the letters of every supported language and drops what the font lacks without failing", () => {
    const text = pdfBodyText(files.unusual, footers.unusual);
    expect(text).toContain(
      "Friends from far away: Grüß Gott, ça va, olá, ¡hola! Straße “quoted” ‘single’ — dash – en … ellipsis.",
    );
    expect(text).toContain(
      "Emoji and dropped, a \uFB01ne ligature, a bold letter, a no-break space and a cross ✝ from the symbol font.",
    );
    expect(run("pdffonts", [files.unusual])).toMatch(/DejaVuSans/);
    expect(run("pdffonts", [files.english])).not.toMatch(/DejaVuSans/);
  });

  it("renders concurrent requests independently", { timeout: 20_000 }, async () => {
    const inputs = [skits.english, skits.spanish, skits.english, skits.markup, skits.spanish];
    const pdfs = await Promise.all(inputs.map((input) => renderSkitPdf(input)));
    const read = (i: number) =>
      pdfPages(writeTemp(dir, `concurrent-${i}.pdf`, pdfs[i] ?? new Uint8Array())).join("\f");
    expect(read(0)).toBe(read(2));
    expect(read(1)).toBe(read(4));
    expect(read(0)).toBe(pdfPages(files.english).join("\f"));
    expect(read(3)).toBe(pdfPages(files.markup).join("\f"));
  });

  it("renders a skit with no usable text as a one-page document", async () => {
    const path = writeTemp(dir, "empty.pdf", await renderSkitPdf(skitInput("", { title: "Empty" })));
    expect(run("qpdf", ["--check", path])).toMatch(/No syntax or stream encoding errors found/);
    const pages = pdfPages(path);
    expect(pages).toHaveLength(1);
    expect(collapse(pages[0] ?? "")).toContain("Speaking parts: 8 Non-speaking parts: 2");
    expect(collapse(pages[0] ?? "")).toContain("Script THE END Scripture Skits · Empty");
  });
});
