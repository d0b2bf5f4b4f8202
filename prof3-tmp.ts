import { PDFDocument } from "pdf-lib";
import { cachedFontkit, loadFonts } from "./src/features/downloads/server/fonts.ts";
const fs = await loadFonts();
for (let i = 0; i < 150; i++) {
  const t0 = performance.now();
  const pdf = await PDFDocument.create(); pdf.registerFontkit(cachedFontkit(fs));
  const fonts = await Promise.all((["regular","bold","italic","boldItalic"] as const).map(s => pdf.embedFont(fs[s].bytes, { subset: true })));
  const t1 = performance.now();
  for (const f of fonts) for (const ch of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?()'\"—") f.encodeText(ch);
  pdf.addPage();
  const t2 = performance.now();
  const out = await pdf.save();
  const t3 = performance.now();
  if (i % 5 === 4) console.log((t1-t0).toFixed(1), (t2-t1).toFixed(1), (t3-t2).toFixed(1), out.length);
}
