import { writeFileSync } from "node:fs";
import { parseScript } from "./src/lib/script-parser.ts";
import { renderDocumentPdf } from "./src/features/downloads/server/render-pdf.ts";
import { renderDocumentDocx } from "./src/features/downloads/server/render-docx.ts";
import { buildSkitDocument } from "./src/features/downloads/server/skit-document.ts";
import { longSkitText, skitInput } from "./src/features/downloads/server/fixtures/skits.ts";
const content = longSkitText();
console.log("words", content.split(/\s+/).length);
const input = skitInput(content);
for (let i = 0; i < 10; i++) {
  const t0 = performance.now();
  const parsed = parseScript(content);
  const t1 = performance.now();
  const doc = buildSkitDocument(input, parsed);
  const t2 = performance.now();
  const pdf = await renderDocumentPdf(doc);
  const t3 = performance.now();
  const docx = await renderDocumentDocx(doc);
  const t4 = performance.now();
  console.log([t1-t0,t2-t1,t3-t2,t4-t3].map(x=>x.toFixed(1)).join(" "), pdf.length, docx.length);
  if (i===0) { writeFileSync("/tmp/long.pdf", pdf); writeFileSync("/tmp/long.docx", docx); }
}
