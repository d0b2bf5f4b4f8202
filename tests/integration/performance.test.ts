/**
 * Actor scripts (read back with pdftotext), the whole-cast zip, large print, the Fountain
 * download (parsed with fountain-js), running-time reports and the skit page's counts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { Fountain } from "fountain-js";
import { afterAll, describe, expect, it } from "vitest";
import { buildActorScript, cueText } from "../../src/features/performance/actor-script.ts";
import { licenseText } from "../../src/features/performance/licenses.ts";
import { getSkitPerformance } from "../../src/features/performance/server/get-skit-performance.ts";
import { withRunningMinutes } from "../../src/features/performance/server/running-minutes.ts";
import { parseScript } from "../../src/lib/script-parser.ts";
import { estimateRunningMinutes, roleStats } from "../../src/lib/script-stats.ts";
import * as actorRoute from "../../src/pages/api/skits/[id]/actor-scripts/[role].ts";
import * as castRoute from "../../src/pages/api/skits/[id]/cast.zip.ts";
import * as downloadRoute from "../../src/pages/api/skits/[id]/download/[format].ts";
import * as runtimeRoute from "../../src/pages/api/skits/[id]/runtime-reports.ts";
import { getDb } from "../../src/server/db/client.ts";
import { downloads, runtimeReports } from "../../src/server/db/schema.ts";
import { createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const SCRIPT = readFileSync(
  new URL("../../src/features/performance/fixtures/shepherd-king.txt", import.meta.url),
  "utf8",
);
const parsed = parseScript(SCRIPT);

const dir = mkdtempSync(join(tmpdir(), "ss-performance-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text pdftotext reads from a PDF, whitespace collapsed. */
function pdfText(bytes: Uint8Array, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const out = spawnSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`);
  return out.stdout.replace(/\s+/g, " ").trim();
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

async function shepherdKing(overrides: Parameters<typeof createSkit>[0] = {}) {
  return createSkit({
    status: "approved",
    title: "The Shepherd King",
    content: SCRIPT,
    scripture: "1 Samuel 16:1-13",
    props: "a horn of oil, a shepherd's staff, a toy lamb",
    speakingParts: 7,
    nonSpeakingParts: 1,
    ...overrides,
  });
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

describe("GET /api/skits/{id}/actor-scripts/{role}", () => {
  it("gives each speaking part exactly its own lines, each after its correct cue (read with pdftotext)", async () => {
    const user = await createUser();
    const skit = await shepherdKing();
    const speeches = parsed.scenes.flatMap((s) => s.blocks).filter((b) => b.type === "dialogue");
    const speakers = roleStats(parsed).filter((r) => r.lines > 0);
    expect(speakers.map((r) => r.id)).toEqual([
      "narrator",
      "samuel",
      "jesse",
      "david",
      "eliab",
      "messenger",
      "servant",
    ]);
    for (const role of speakers) {
      const res = await callRoute(actorRoute, "GET", { user, params: { id: skit.uuid, role: role.id } });
      expect(res.status, role.id).toBe(200);
      expect(res.response.headers.get("content-type")).toBe("application/pdf");
      expect(res.response.headers.get("content-disposition")).toContain(`the-shepherd-king-${role.id}.pdf`);
      const text = pdfText(await bytesOf(res.response), `${role.id}.pdf`);
      expect(text).toContain(`Actor script — ${role.name}`);

      const actor = buildActorScript(parsed, role.id);
      const lines = actor?.scenes.flatMap((s) => s.items).filter((i) => i.kind === "line") ?? [];
      const cueTexts = new Set<string>();
      let from = 0;
      for (const line of lines) {
        if (line.kind !== "line") continue;
        if (line.cue?.kind === "speech") {
          const cue = `Cue — ${line.cue.speaker}: ${line.cue.text}`;
          const at = text.indexOf(collapse(cue), from);
          expect(at, `${role.id}: cue "${cue}"`).toBeGreaterThanOrEqual(from);
          from = at;
          cueTexts.add(collapse(line.cue.text));
        }
        const at = text.indexOf(collapse(line.text), from);
        expect(at, `${role.id}: line "${line.text}"`).toBeGreaterThanOrEqual(from);
        from = at;
      }
      // Its own speeches: exactly as many as the parser counts, and all of them.
      const own = speeches.filter((b) => b.type === "dialogue" && b.characterId === role.id);
      expect(lines.filter((l) => l.kind === "line" && !l.group)).toHaveLength(role.lines);
      for (const b of own) if (b.type === "dialogue") expect(text).toContain(collapse(b.text));
      // Nobody else's speech, except as a cue (whole or its last words) or a line spoken together.
      for (const b of speeches) {
        if (b.type !== "dialogue" || b.characterId === role.id || b.character === "ALL") continue;
        const shortened = cueText(b.text);
        if (cueTexts.has(collapse(shortened))) continue;
        expect(text, `${role.id} must not hold ${b.character}'s line`).not.toContain(collapse(b.text));
      }
    }
  });

  it("writes David's cues, the directions that name him and his props", async () => {
    const user = await createUser();
    const skit = await shepherdKing();
    const res = await callRoute(actorRoute, "GET", { user, params: { id: skit.uuid, role: "david" } });
    const text = pdfText(await bytesOf(res.response), "david.pdf");
    const expected = [
      "Actor script — DAVID",
      "Your lines: 2 speeches, 9 words (plus 1 line spoken with others)",
      "Your props",
      "a shepherd's staff",
      "SCENE 3: THE HILLSIDE",
      "(DAVID plays a harp among the sheep. The SHEEP nuzzles him. A SERVANT runs up.)",
      "Cue — SERVANT: David! Your father calls you home.",
      "DAVID (picking up his staff) I am coming.",
      "SCENE 4: JESSE'S HOUSE AGAIN",
      "(DAVID runs in. SAMUEL lifts the horn of oil.)",
      "Cue — SAMUEL: This is the one. Rise and anoint him, for this is he.",
      "DAVID Me? I am only a shepherd.",
      "ALL The Lord looks at the heart!",
      licenseText("cc-by-nc-4.0"),
    ];
    let from = 0;
    for (const needle of expected) {
      const at = text.indexOf(collapse(needle), from);
      expect(at, needle).toBeGreaterThanOrEqual(0);
      from = at;
    }
    expect(text).not.toContain("I am tall and strong");
    expect(text).not.toContain("Hurry, the prophet is waiting.");
  });

  it("prints large print at a bigger size over more pages, and records a download", async () => {
    const user = await createUser();
    const skit = await shepherdKing();
    const normal = await callRoute(actorRoute, "GET", { user, params: { id: skit.uuid, role: "samuel" } });
    const large = await callRoute(actorRoute, "GET", {
      user,
      params: { id: skit.uuid, role: "samuel" },
      query: { largePrint: "1" },
    });
    expect(large.status).toBe(200);
    expect(large.response.headers.get("content-disposition")).toContain("samuel-large-print.pdf");
    const pages = (bytes: Uint8Array, name: string) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      const info = spawnSync("pdfinfo", [path], { encoding: "utf8" }).stdout;
      return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    };
    const normalBytes = await bytesOf(normal.response);
    const largeBytes = await bytesOf(large.response);
    expect(pages(largeBytes, "samuel-large.pdf")).toBeGreaterThan(pages(normalBytes, "samuel-normal.pdf"));
    expect(pdfText(largeBytes, "samuel-large-text.pdf")).toContain(
      "The Lord does not look at the things people look at.",
    );
    const fonts = spawnSync("pdffonts", [join(dir, "samuel-large.pdf")], { encoding: "utf8" }).stdout;
    expect(fonts).not.toMatch(/Italic/);
    const rows = await (await getDb())
      .select()
      .from(downloads)
      .where(and(eq(downloads.skitId, skit.id), eq(downloads.userId, user.id)));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.format === "pdf")).toBe(true);
  });

  it("answers 404 for a part that does not speak, 401/redirect for visitors, 404 for a hidden skit", async () => {
    const user = await createUser();
    const skit = await shepherdKing();
    const silent = await callRoute(actorRoute, "GET", { user, params: { id: skit.uuid, role: "sheep" } });
    expect(silent.status).toBe(404);
    expect(silent.body).toEqual({ message: "This skit has no speaking part with that name." });
    const visitor = await callRoute(actorRoute, "GET", {
      params: { id: skit.uuid, role: "david" },
      headers: { "sec-fetch-mode": "navigate" },
    });
    expect(visitor.status).toBe(302);
    expect(visitor.response.headers.get("location")).toContain("/api/login?next=");
    const script = await callRoute(actorRoute, "GET", {
      params: { id: skit.uuid, role: "david" },
      headers: { accept: "*/*" },
    });
    expect(script.status).toBe(401);
    const pending = await shepherdKing({ status: "pending", creatorId: (await createUser()).id });
    expect(
      (await callRoute(actorRoute, "GET", { user, params: { id: pending.uuid, role: "david" } })).status,
    ).toBe(404);
  });
});

describe("GET /api/skits/{id}/cast.zip", () => {
  it("zips the full script and one actor script per speaking part", async () => {
    const user = await createUser();
    const skit = await shepherdKing();
    const res = await callRoute(castRoute, "GET", { user, params: { id: skit.uuid } });
    expect(res.status).toBe(200);
    expect(res.response.headers.get("content-type")).toBe("application/zip");
    expect(res.response.headers.get("content-disposition")).toContain("the-shepherd-king-cast.zip");
    const files = unzipSync(await bytesOf(res.response));
    expect(Object.keys(files).sort()).toEqual([
      "00-full-script.pdf",
      "01-narrator.pdf",
      "02-samuel.pdf",
      "03-jesse.pdf",
      "04-david.pdf",
      "05-eliab.pdf",
      "06-messenger.pdf",
      "07-servant.pdf",
    ]);
    const eliab = pdfText(files["05-eliab.pdf"] as Uint8Array, "zip-eliab.pdf");
    expect(eliab).toContain("I am tall and strong. Surely I am the one.");
    expect(eliab).toContain("Cue — JESSE: Welcome, prophet! Here is my eldest son.");
    const full = pdfText(files["00-full-script.pdf"] as Uint8Array, "zip-full.pdf");
    expect(full).toContain("Licence: Creative Commons BY-NC 4.0");
  });
});

describe("Fountain and large-print downloads", () => {
  it("serves .fountain as UTF-8 text that fountain-js parses", async () => {
    const creator = await createUser({ firstName: "Ruth", lastName: "Teacher" });
    const user = await createUser();
    const skit = await shepherdKing({ creatorId: creator.id, license: "cc-by-4.0" });
    const res = await callRoute(downloadRoute, "GET", {
      user,
      params: { id: skit.uuid, format: "fountain" },
    });
    expect(res.status).toBe(200);
    expect(res.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.response.headers.get("content-disposition")).toContain(
      'filename="the-shepherd-king.fountain"',
    );
    const text = res.body as string;
    const script = new Fountain().parse(text, true);
    expect(script.title).toBe("The Shepherd King");
    const page = Object.fromEntries(script.tokens.filter((t) => t.is_title).map((t) => [t.type, t.text]));
    expect(page.author).toBe("Ruth Teacher");
    expect(page.copyright).toContain("Creative Commons BY 4.0");
    const of = (type: string) => script.tokens.filter((t) => t.type === type).map((t) => t.text);
    expect(of("scene_heading")).toEqual(parsed.scenes.map((s) => s.heading));
    expect(of("character")).toHaveLength(
      parsed.scenes.flatMap((s) => s.blocks).filter((b) => b.type === "dialogue").length,
    );
    expect(of("transition")).toEqual(["THE END"]);
    const [row] = await (await getDb())
      .select()
      .from(downloads)
      .where(and(eq(downloads.skitId, skit.id), eq(downloads.userId, user.id)));
    expect(row?.format).toBe("fountain");
  });

  it("serves the main script in large print with ?largePrint=1", async () => {
    const user = await createUser();
    const skit = await shepherdKing();
    const large = await callRoute(downloadRoute, "GET", {
      user,
      params: { id: skit.uuid, format: "pdf" },
      query: { largePrint: "1" },
    });
    expect(large.status).toBe(200);
    const path = join(dir, "main-large.pdf");
    writeFileSync(path, await bytesOf(large.response));
    const fonts = spawnSync("pdffonts", [path], { encoding: "utf8" }).stdout;
    expect(fonts).toContain("DejaVuSerif");
    expect(fonts).not.toMatch(/Italic/);
    expect(pdfText(readFileSync(path), "main-large-2.pdf")).toContain("Rise and anoint him, for this is he.");
  });
});

describe("running-time reports", () => {
  it("needs a download, takes 1-180 minutes, keeps one report per user (updatable) and answers the median", async () => {
    const skit = await shepherdKing();
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    const report = (user: typeof a, minutes: unknown) =>
      callRoute(runtimeRoute, "POST", { user, params: { id: skit.uuid }, body: { minutes } });

    expect(
      (await callRoute(runtimeRoute, "POST", { params: { id: skit.uuid }, body: { minutes: 5 } })).status,
    ).toBe(401);
    const early = await report(a, 5);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ message: "Download this skit first, then tell us how long it ran." });

    for (const u of [a, b, c]) {
      await callRoute(downloadRoute, "GET", { user: u, params: { id: skit.uuid, format: "docx" } });
    }
    for (const bad of [0, 181, 2.5, "ten", null]) {
      const res = await report(a, bad);
      expect(res.status, String(bad)).toBe(400);
      expect((res.body as { errors: Record<string, string[]> }).errors.minutes).toEqual([
        "Running time must be a whole number of minutes between 1 and 180",
      ]);
    }
    expect((await report(a, 4)).body).toMatchObject({ medianMinutes: 4, reportCount: 1, yourMinutes: 4 });
    await report(b, 10);
    const third = await report(c, 6);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({
      message: "Thank you! Your running time was saved.",
      estimateMinutes: estimateRunningMinutes(parsed),
      medianMinutes: 6,
      reportCount: 3,
      yourMinutes: 6,
      canReport: true,
    });
    // Updating replaces the report: one row per user.
    await report(a, 8);
    const summary = await callRoute(runtimeRoute, "GET", { params: { id: skit.uuid } });
    expect(summary.body).toMatchObject({
      medianMinutes: 8,
      reportCount: 3,
      yourMinutes: null,
      canReport: false,
    });
    const rows = await (await getDb())
      .select()
      .from(runtimeReports)
      .where(eq(runtimeReports.skitId, skit.id));
    expect(rows.map((r) => r.minutes).sort((x, y) => x - y)).toEqual([6, 8, 10]);
    const forA = await callRoute(runtimeRoute, "GET", { user: a, params: { id: skit.uuid } });
    expect(forA.body).toMatchObject({ yourMinutes: 8, canReport: true });
    // Concurrent reports by the same user never make two rows.
    const concurrent = await Promise.all([report(b, 11), report(b, 12), report(b, 13)]);
    expect(concurrent.map((r) => r.status)).toEqual([200, 200, 200]);
    const bRows = await (await getDb()).select().from(runtimeReports).where(eq(runtimeReports.userId, b.id));
    expect(bRows).toHaveLength(1);
    expect([11, 12, 13]).toContain(bRows[0]?.minutes);
  });
});

describe("the skit page's performance view", () => {
  it("shows the parser's line counts, the doubling groups, the estimate and the licence", async () => {
    const viewer = await createUser();
    const skit = await shepherdKing({ license: "all-rights-reserved" });
    const view = await getSkitPerformance({ db: await getDb(), viewer, idOrUuid: skit.uuid });
    for (const stat of roleStats(parsed)) {
      expect(view.parts.find((p) => p.id === stat.id)).toMatchObject({
        lines: stat.lines,
        words: stat.words,
      });
    }
    expect(view.parts.find((p) => p.id === "sheep")).toMatchObject({
      speaking: false,
      hasActorScript: false,
    });
    expect(view.doubling).toEqual([
      ["MESSENGER", "JESSE", "DAVID"],
      ["ELIAB", "SERVANT"],
    ]);
    expect(view.runningTime.estimateMinutes).toBe(estimateRunningMinutes(parsed));
    expect(view.license.value).toBe("all-rights-reserved");
  });

  it("gives library rows their running minutes", async () => {
    const skit = await shepherdKing();
    const rows = await withRunningMinutes(await getDb(), [
      { id: skit.id, title: skit.title },
      { id: 999_999, title: "gone" },
    ]);
    expect(rows).toEqual([
      { id: skit.id, title: skit.title, runningMinutes: estimateRunningMinutes(parsed) },
      { id: 999_999, title: "gone", runningMinutes: null },
    ]);
  });
});
