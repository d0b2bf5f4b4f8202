/**
 * The leader's guide: PDF (read with pdftotext), Word (document.xml) and large print, written
 * by the offline guide writer or an OpenAI-compatible server (a fake one on 127.0.0.1).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startFakeChatServer } from "../../src/features/generation/openai/fake-chat-server.ts";
import type { LeaderGuide } from "../../src/features/guide/guide.schema.ts";
import { setGuideGeneratorForTests } from "../../src/features/guide/index.ts";
import { composeGuide } from "../../src/features/guide/offline-guide.ts";
import { createOpenAIGuideGenerator } from "../../src/features/guide/openai-guide.ts";
import * as guideRoute from "../../src/pages/api/skits/[id]/guide/[format].ts";
import { createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

const SCRIPT = readFileSync(
  new URL("../../src/features/performance/fixtures/shepherd-king.txt", import.meta.url),
  "utf8",
);
const dir = mkdtempSync(join(tmpdir(), "ss-guide-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => setGuideGeneratorForTests(null));

function pdfText(bytes: Uint8Array, name: string): { text: string; pages: number } {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const text = spawnSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" }).stdout;
  const info = spawnSync("pdfinfo", [path], { encoding: "utf8" }).stdout;
  return { text: text.replace(/\s+/g, " ").trim(), pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

const skitOf = (overrides: Parameters<typeof createSkit>[0] = {}) =>
  createSkit({
    status: "approved",
    title: "The Shepherd King",
    description: "Samuel anoints the youngest son of Jesse.",
    topic: "David anointed king",
    scripture: "1 Samuel 16:1-13",
    content: SCRIPT,
    ageGroup: "children",
    ...overrides,
  });

describe("GET /api/skits/{id}/guide/{format}", () => {
  it("writes a one-page PDF guide with the passage, summary, questions, memory verse, activity and licence", async () => {
    const user = await createUser();
    const skit = await skitOf({ license: "cc-by-nc-nd-4.0" });
    const res = await callRoute(guideRoute, "GET", { user, params: { id: skit.uuid, format: "pdf" } });
    expect(res.status).toBe(200);
    expect(res.response.headers.get("content-type")).toBe("application/pdf");
    expect(res.response.headers.get("content-disposition")).toContain("the-shepherd-king-leaders-guide.pdf");
    const { text, pages } = pdfText(new Uint8Array(await res.response.arrayBuffer()), "guide.pdf");
    expect(pages).toBe(1);
    const guide = composeGuide({
      title: skit.title,
      description: skit.description,
      topic: skit.topic,
      scripture: skit.scripture,
      ageGroup: skit.ageGroup,
      language: skit.language,
      content: skit.content,
    });
    const needles = [
      "Leader's Guide",
      "The Shepherd King",
      "Scripture passage: 1 Samuel 16:1-13",
      "Age group: Children (6-9)",
      "Summary",
      guide.summary,
      "Discussion questions (Children (6-9))",
      ...guide.questions.map((q, i) => `${i + 1}. ${q}`),
      "Memory verse",
      "“The LORD looketh on the heart.” — 1 Samuel 16:7 (KJV)",
      "Take-home activity",
      guide.activity.title,
      ...guide.activity.steps,
      "Creative Commons BY-NC-ND 4.0",
    ];
    let from = 0;
    for (const needle of needles) {
      const at = text.indexOf(needle.replace(/\s+/g, " "), from);
      expect(at, needle).toBeGreaterThanOrEqual(from);
      from = at;
    }
    // The skit's own questions lead, then questions for the age group.
    expect(guide.questions[0]).toBe("What does God look at when he looks at you?");
  });

  it("writes questions and activities for the skit's age group", () => {
    const base = {
      title: "The Shepherd King",
      description: "Samuel anoints David.",
      topic: "David anointed king",
      scripture: "1 Samuel 16:1-13",
      language: "english",
      content: SCRIPT,
    };
    const little = composeGuide({ ...base, ageGroup: "preschool" });
    const adult = composeGuide({ ...base, ageGroup: "adult" });
    expect(little.questions[0]).toBe("Who was in our story today?");
    expect(little.activity.title).toBe("Story at home");
    expect(adult.questions).toContain("What does this passage reveal about God's character?");
    expect(adult.activity.title).toBe("Around the table");
    expect(adult.activity.steps[0]).toBe("Read 1 Samuel 16:1-13 aloud at a meal this week.");
  });

  it("writes Word, and large print over more room", async () => {
    const user = await createUser();
    const skit = await skitOf();
    const docx = await callRoute(guideRoute, "GET", { user, params: { id: skit.uuid, format: "docx" } });
    expect(docx.status).toBe(200);
    expect(docx.response.headers.get("content-disposition")).toContain(
      "the-shepherd-king-leaders-guide.docx",
    );
    const xml = strFromU8(
      unzipSync(new Uint8Array(await docx.response.arrayBuffer()))["word/document.xml"] as Uint8Array,
    );
    expect(xml).toContain("Leader&apos;s Guide");
    expect(xml).toContain("Take-home activity");
    const large = await callRoute(guideRoute, "GET", {
      user,
      params: { id: skit.uuid, format: "pdf" },
      query: { largePrint: "1" },
    });
    expect(large.response.headers.get("content-disposition")).toContain("leaders-guide-large-print.pdf");
    const { text, pages } = pdfText(new Uint8Array(await large.response.arrayBuffer()), "guide-large.pdf");
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain("Take-home activity");
  });

  it("needs sign-in and a downloadable skit, and only pdf or docx", async () => {
    const skit = await skitOf();
    expect((await callRoute(guideRoute, "GET", { params: { id: skit.uuid, format: "pdf" } })).status).toBe(
      401,
    );
    const user = await createUser();
    expect(
      (await callRoute(guideRoute, "GET", { user, params: { id: skit.uuid, format: "txt" } })).status,
    ).toBe(400);
    const hidden = await skitOf({ status: "pending" });
    expect(
      (await callRoute(guideRoute, "GET", { user, params: { id: hidden.uuid, format: "pdf" } })).status,
    ).toBe(404);
  });
});

describe("the OpenAI-compatible guide writer", () => {
  const modelGuide: LeaderGuide = {
    passage: "1 Samuel 16:1-13",
    summary: "God sends Samuel to anoint a new king, and chooses the youngest shepherd boy.",
    questions: [
      "Why did God choose David?",
      "What does God see in you?",
      "How can you look at hearts this week?",
    ],
    memoryVerse: { text: "The LORD looketh on the heart.", reference: "1 Samuel 16:7 (KJV)" },
    activity: {
      title: "Heart cards",
      steps: ["Cut out a paper heart.", "Write one kind thing about a friend on it."],
    },
  };

  it("asks for the age group and uses the model's guide in the PDF", async () => {
    const server = await startFakeChatServer([
      { kind: "answer", pieces: [`\`\`\`json\n${JSON.stringify(modelGuide)}\n\`\`\``] },
    ]);
    try {
      setGuideGeneratorForTests(
        createOpenAIGuideGenerator({
          apiKey: "test-key",
          baseURL: server.baseURL,
          model: "test-model",
          timeoutMs: 5000,
        }),
      );
      const user = await createUser();
      const skit = await skitOf({ ageGroup: "teenage" });
      const res = await callRoute(guideRoute, "GET", { user, params: { id: skit.uuid, format: "pdf" } });
      expect(res.status).toBe(200);
      const { text } = pdfText(new Uint8Array(await res.response.arrayBuffer()), "model-guide.pdf");
      expect(text).toContain(modelGuide.summary);
      expect(text).toContain("1. Why did God choose David?");
      expect(text).toContain("Heart cards");
      expect(server.requests).toHaveLength(1);
      const sent = server.requests[0]?.body.messages?.map((m) => m.content).join("\n") ?? "";
      expect(sent).toContain("Audience age group: Teenage (13-17)");
      expect(sent).toContain("Samuel anoints the youngest son of Jesse.");
      expect(server.requests[0]?.authorization).toBe("Bearer test-key");
      // The same skit again: from memory, no second request.
      await callRoute(guideRoute, "GET", { user, params: { id: skit.uuid, format: "docx" } });
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("falls back to the offline guide when the model's answers are unreadable or it is down", async () => {
    const server = await startFakeChatServer([
      { kind: "answer", pieces: ["not json"] },
      { kind: "answer", pieces: ['{"summary": "missing fields"}'] },
      { kind: "status", status: 500, message: "boom" },
    ]);
    try {
      const generator = createOpenAIGuideGenerator({
        apiKey: "k",
        baseURL: server.baseURL,
        model: "m",
        timeoutMs: 5000,
        log: { debug: () => {}, warn: () => {} },
      });
      const input = {
        title: "The Shepherd King",
        description: "Samuel anoints David.",
        topic: "David anointed king",
        scripture: "1 Samuel 16:1-13",
        ageGroup: "children",
        language: "english",
        content: SCRIPT,
      };
      expect(await generator.generate(input)).toEqual(composeGuide(input));
      expect(server.requests).toHaveLength(2);
      expect(await generator.generate({ ...input, title: "Another" })).toEqual(
        composeGuide({ ...input, title: "Another" }),
      );
      expect(server.requests).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
