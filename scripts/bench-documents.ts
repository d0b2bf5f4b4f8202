/**
 * Times the download renderers (skit text → PDF / Word bytes, parsing included):
 * a short skit and a very long one (about 19 minutes, the top of the "Very Long"
 * option), after a warm-up. Target: a long skit's PDF under 100 ms (p95).
 *
 *   npx tsx scripts/bench-documents.ts [iterations]
 */
import { loadavg } from "node:os";
import { fixtureText, longSkitText, skitInput } from "../src/features/downloads/server/fixtures/skits.ts";
import { renderSkitDocx } from "../src/features/downloads/server/render-docx.ts";
import { renderSkitPdf } from "../src/features/downloads/server/render-pdf.ts";
import type { SkitDocumentInput } from "../src/features/downloads/server/skit-document.ts";

const TARGET_MS = 100;
const iterations = Number(process.argv[2] ?? 50);
const WARM_UP = 5;

const cases: { name: string; input: SkitDocumentInput }[] = [
  {
    name: "short (David and Goliath, 3 pages)",
    input: skitInput(fixtureText("david-and-goliath"), { title: "David and Goliath", length: "short" }),
  },
  { name: "very long (5 scenes, ~19 min, 10 pages)", input: skitInput(longSkitText(5)) },
  { name: "extreme (12 scenes, ~44 min, 21 pages)", input: skitInput(longSkitText(12)) },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

interface Timing {
  p50: number;
  p95: number;
  /** Median CPU time of the process (user + system), steadier than wall time on a busy machine. */
  cpu50: number;
  bytes: number;
}

async function time(render: () => Promise<Uint8Array>): Promise<Timing> {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i += 1) bytes = (await render()).byteLength;
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    await render();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(wall, 50), p95: percentile(wall, 95), cpu50: percentile(cpu, 50), bytes };
}

const rows: string[][] = [["skit", "format", "p50 ms", "p95 ms", "CPU p50 ms", "size KB"]];
let longPdfP95 = Number.NaN;
for (const { name, input } of cases) {
  for (const [format, render] of [
    ["pdf", () => renderSkitPdf(input)],
    ["docx", () => renderSkitDocx(input)],
  ] as const) {
    const { p50, p95, cpu50, bytes } = await time(render);
    if (name.startsWith("very long") && format === "pdf") longPdfP95 = p95;
    rows.push([name, format, p50.toFixed(1), p95.toFixed(1), cpu50.toFixed(1), (bytes / 1024).toFixed(0)]);
  }
}

const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? "").length))) ?? [];
const load = loadavg()[0] ?? 0;
console.log(
  `Node ${process.version}, ${iterations} iterations after ${WARM_UP} warm-up runs, load average ${load.toFixed(1)}\n`,
);
for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join("  "));
const met = longPdfP95 < TARGET_MS;
console.log(
  `\nVery long skit PDF p95 ${longPdfP95.toFixed(1)} ms: target < ${TARGET_MS} ms ${met ? "met" : "MISSED"}`,
);
if (!met) process.exitCode = 1;
