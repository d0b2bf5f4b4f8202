import { renderSkitPdf } from "./src/features/downloads/server/render-pdf.ts";
import { fixtureText, skitInput } from "./src/features/downloads/server/fixtures/skits.ts";
const input = skitInput(fixtureText("david-and-goliath"));
for (let i = 0; i < 150; i++) await renderSkitPdf(input);
