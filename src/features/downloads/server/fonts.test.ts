import { describe, expect, it } from "vitest";
import { loadFonts, printable, printableRuns } from "./fonts.ts";

describe("fonts", () => {
  it("loads every style once and hands back the same cached set", async () => {
    const [a, b] = await Promise.all([loadFonts(), loadFonts()]);
    expect(a).toBe(b);
    expect(Object.keys(a)).toEqual(["regular", "bold", "italic", "boldItalic", "symbols"]);
    for (const font of Object.values(a)) {
      expect(font.bytes.byteLength).toBeGreaterThan(100_000);
      expect(font.face.familyName).toMatch(/^DejaVu (Serif|Sans)$/);
    }
    expect(a.boldItalic.face.subfamilyName).toBe("Bold Italic");
  });

  it("covers the letters and punctuation of every form language", async () => {
    const fonts = await loadFonts();
    const text = "¿Qué? ¡Sí! ñ á é í ó ú ü Ç ç à è ê ë î ï ô œ æ ß Ä Ö Ü ã õ â ê ô “ ” ‘ ’ « » — – … • € ©";
    for (const style of ["regular", "bold", "italic", "boldItalic"] as const) {
      expect(printableRuns(fonts, style, text)).toEqual([{ text, style }]);
    }
  });

  it("draws symbols the serif lacks from the sans face", async () => {
    const fonts = await loadFonts();
    expect(printableRuns(fonts, "italic", "Jesus ✝ lives ★")).toEqual([
      { text: "Jesus ", style: "italic" },
      { text: "✝", style: "symbols" },
      { text: " lives ", style: "italic" },
      { text: "★", style: "symbols" },
    ]);
    expect(printable(fonts, "regular", "Jesus ✝ lives")).toBe("Jesus  lives");
  });

  it("replaces or drops what no font has, without throwing", async () => {
    const fonts = await loadFonts();
    const runs = (text: string) => printableRuns(fonts, "regular", text);
    expect(runs("a 𝐛old move")).toEqual([{ text: "a bold move", style: "regular" }]);
    expect(runs("zero\u200Bwidth soft\u00ADhyphen \u2043 bullet \u2E3A")).toEqual([
      { text: "zerowidth softhyphen - bullet ——", style: "regular" },
    ]);
    expect(runs("pray 🙏🏽 你好 שלום")).toEqual([{ text: "pray   ", style: "regular" }]);
    expect(runs("🕊")).toEqual([]);
    expect(runs("")).toEqual([]);
  });
});
