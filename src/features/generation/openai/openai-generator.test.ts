import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type SkitForm, skitFormSchema } from "../../skits/skit.schema.ts";
import { GenerationError, type SkitGenerator } from "../generator.ts";
import { type FakeChatServer, type FakeReply, startFakeChatServer } from "./fake-chat-server.ts";
import {
  ContentStreamDecoder,
  createOpenAIGenerator,
  decodeContent,
  MESSAGES,
  parseSkitAnswer,
  RETRY_NOTE,
} from "./openai-generator.ts";

const API_KEY = "sk-test-secret-key-123";

const SKIT = {
  title: "David and Goliath",
  description: "A shepherd boy trusts God and faces a giant. A lively skit about courage for children.",
  content: [
    "DAVID AND GOLIATH",
    "",
    "SCRIPTURE: 1 Samuel 17",
    "",
    "CAST",
    "NARRATOR — tells the story",
    "DAVID — a young shepherd",
    "",
    "SCENE 1: THE VALLEY OF ELAH",
    "",
    "NARRATOR: The armies stood on two hills.",
    "",
    "DAVID: (bravely) The Lord will help me!",
    "",
    "THE END",
  ].join("\n"),
};
const ANSWER = JSON.stringify(SKIT);

/** The answer cut into small pieces, as a server streams it. */
function pieces(text: string, size = 37): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** JSON with every non-ASCII code unit written as a \uXXXX escape (emoji become surrogate pairs). */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Fails when a progress chunk shows any of the raw JSON around (or inside) the content. */
function expectReadable(progress: string[]): void {
  expect(progress.length).toBeGreaterThan(0);
  for (const chunk of progress) {
    expect(chunk).not.toMatch(/"(title|description|content)"\s*:/);
    expect(chunk).not.toContain("\\n");
    expect(chunk).not.toContain('\\"');
    expect(chunk).not.toMatch(/^\s*[{[]/);
  }
}

const FORM: SkitForm = skitFormSchema.parse({
  topic: "David and Goliath",
  scripture: "1 Samuel 17",
  speakingParts: 4,
  nonSpeakingParts: 2,
  length: "short",
  language: "spanish",
  ageGroup: "children",
  skitNarrator: "partial",
  audienceParticipation: "lots",
});

let server: FakeChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Harness {
  generator: SkitGenerator;
  warnings: string[];
  debug: string[];
}

async function setUp(replies: FakeReply[], timeoutMs = 5_000): Promise<Harness> {
  server = await startFakeChatServer(replies);
  return harness(server.baseURL, timeoutMs);
}

function harness(baseURL: string, timeoutMs = 5_000): Harness {
  const warnings: string[] = [];
  const debug: string[] = [];
  const generator = createOpenAIGenerator({
    apiKey: API_KEY,
    baseURL,
    model: "test-model-7b",
    timeoutMs,
    log: { warn: (m) => warnings.push(m), debug: (m) => debug.push(m) },
  });
  return { generator, warnings, debug };
}

async function failure(promise: Promise<unknown>): Promise<GenerationError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the generation to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  const generationError = error as GenerationError;
  expect(generationError.message).not.toContain(API_KEY);
  expect(generationError.message).not.toMatch(/\n\s+at /);
  return generationError;
}

describe("OpenAI-compatible generator against a local chat-completions server", () => {
  it("streams the answer, reports each piece in order and returns the validated skit", async () => {
    const streamed = pieces(ANSWER);
    const { generator } = await setUp([{ kind: "answer", pieces: streamed, delayMs: 2 }]);
    const progress: string[] = [];

    const skit = await generator.generate(FORM, { onProgress: (c) => progress.push(c) });

    expect(skit).toEqual(SKIT);
    expect(generator.name).toBe("openai");
    // Only the script itself, decoded, reaches the progress view — piece by piece.
    expect(progress.join("")).toBe(SKIT.content);
    expect(progress.length).toBeGreaterThan(5);
    expectReadable(progress);
    expect(server?.requests).toHaveLength(1);
    const request = server!.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body.model).toBe("test-model-7b");
    expect(request.body.stream).toBe(true);
    expect(request.body.response_format).toEqual({ type: "json_object" });
    const [system, user] = request.body.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain('{"title": "…", "description": "…", "content": "…"}');
    expect(user?.role).toBe("user");
    expect(user?.content).toContain("Exactly 4 speaking parts and exactly 2 non-speaking parts");
    expect(user?.content).toContain("Write the whole skit in Spanish");
    expect(user?.content).toContain("Partially narrated");
    expect(user?.content).toContain("NARRADOR is one of the 4 speaking parts");
    expect(user?.content).toContain('Scripture: "1 Samuel 17"');
    expect(user?.content).toContain("390 to 650 spoken words");
  });

  it("accepts a JSON object wrapped in ```json fences with chatter and a reasoning block", async () => {
    const answer = `<think>The teacher wants a skit.</think>Here is your skit:\n\`\`\`json\n${JSON.stringify(SKIT, null, 2)}\n\`\`\`\nEnjoy!`;
    const { generator } = await setUp([{ kind: "answer", pieces: pieces(answer, 5) }]);
    const progress: string[] = [];
    await expect(generator.generate(FORM, { onProgress: (c) => progress.push(c) })).resolves.toEqual(SKIT);
    expect(server?.requests).toHaveLength(1);
    expect(progress.join("")).toBe(SKIT.content);
    expectReadable(progress);
  });

  it("decodes escapes and surrogate pairs cut in two by the stream, with content before title", async () => {
    const skit = {
      ...SKIT,
      content: `${SKIT.content}\n\nDAVID: (singing)\t"Praise the Lord" \\o/ 🎵 — café`,
    };
    const answer = asciiJson({ content: skit.content, title: skit.title, description: skit.description });
    expect(answer).toContain("\\ud83c\\udfb5");
    // Cut right after every backslash, and inside the \u escapes of the emoji.
    const cuts = new Set<number>();
    for (let i = 0; i < answer.length; i++) if (answer[i] === "\\") cuts.add(i + 1);
    const emoji = answer.indexOf("\\ud83c");
    for (const offset of [3, 6, 9]) cuts.add(emoji + offset);
    const streamed: string[] = [];
    let start = 0;
    for (const cut of [...cuts].sort((a, b) => a - b)) {
      streamed.push(answer.slice(start, cut));
      start = cut;
    }
    streamed.push(answer.slice(start));
    expect(streamed.some((p) => p.endsWith("\\") && p.length > 1)).toBe(true);
    const { generator } = await setUp([{ kind: "answer", pieces: streamed }]);
    const progress: string[] = [];

    await expect(generator.generate(FORM, { onProgress: (c) => progress.push(c) })).resolves.toEqual(skit);

    expect(progress.join("")).toBe(skit.content);
    expectReadable(progress);
    // No chunk carries half of a character.
    for (const chunk of progress) expect(chunk.isWellFormed()).toBe(true);
  });

  it("asks once more after a malformed answer, saying it was not valid JSON of that shape", async () => {
    const broken = "Sure! Here is a skit about David: DAVID: I will fight!";
    const { generator, warnings } = await setUp([
      { kind: "answer", pieces: pieces(broken) },
      { kind: "answer", pieces: pieces(ANSWER) },
    ]);
    const progress: string[] = [];

    const skit = await generator.generate(FORM, { onProgress: (c) => progress.push(c) });

    expect(skit).toEqual(SKIT);
    expect(server?.requests).toHaveLength(2);
    // The chatter of the first answer is not a script; the view says a second try is coming.
    expect(progress.join("")).toBe(`${RETRY_NOTE}\n\n${SKIT.content}`);
    expectReadable(progress);
    const retry = server!.requests[1]!.body.messages ?? [];
    const first = server!.requests[0]!.body.messages ?? [];
    expect(retry.slice(0, 2)).toEqual(first);
    expect(retry[2]).toEqual({ role: "assistant", content: broken });
    expect(retry[3]?.role).toBe("user");
    expect(retry[3]?.content).toContain("was not valid JSON of the required shape");
    expect(warnings.some((w) => w.includes("asking once more"))).toBe(true);
  });

  it("retries when the JSON lacks a field or breaks the stored-skit rules", async () => {
    const { generator } = await setUp([
      { kind: "answer", pieces: [JSON.stringify({ title: "Hi", description: "Too short" })] },
      { kind: "answer", pieces: pieces(ANSWER) },
    ]);
    await expect(generator.generate(FORM)).resolves.toEqual(SKIT);
    const repair = server!.requests[1]!.body.messages?.at(-1)?.content ?? "";
    expect(repair).toContain('"title"');
    expect(repair).toContain('"content"');
  });

  it("fails with the unreadable-answer message after two malformed answers", async () => {
    const { generator } = await setUp([
      { kind: "answer", pieces: ["not json at all"] },
      { kind: "answer", pieces: ['{"title": "David", "description": '] },
    ]);
    const error = await failure(generator.generate(FORM));
    expect(error.message).toBe("The skit writer returned an unreadable answer. Please try again.");
    expect(error.message).toBe(MESSAGES.unreadable);
    expect(server?.requests).toHaveLength(2);
  });

  it("asks for a shorter answer when the first one was cut off by the length limit", async () => {
    const cutOff = ANSWER.slice(0, ANSWER.indexOf("SCENE 1"));
    const { generator } = await setUp([
      { kind: "answer", pieces: pieces(cutOff), finishReason: "length" },
      { kind: "answer", pieces: pieces(ANSWER) },
    ]);
    const progress: string[] = [];
    await expect(generator.generate(FORM, { onProgress: (c) => progress.push(c) })).resolves.toEqual(SKIT);
    // The first answer's script so far, a separator, then the second answer — not glued together.
    const shownFirst = SKIT.content.slice(0, SKIT.content.indexOf("SCENE 1"));
    expect(progress.join("")).toBe(`${shownFirst}\n\n${RETRY_NOTE}\n\n${SKIT.content}`);
    expect(progress).toContain(`\n\n${RETRY_NOTE}\n\n`);
    expectReadable(progress);
    const retry = server!.requests[1]!.body.messages ?? [];
    expect(retry).toHaveLength(3);
    expect(retry.map((m) => m.role)).toEqual(["system", "user", "user"]);
    expect(retry[2]?.content).toContain("cut off");
  });

  it("reports a refusal by the server's content filter", async () => {
    const { generator } = await setUp([{ kind: "answer", pieces: [], finishReason: "content_filter" }]);
    const error = await failure(generator.generate(FORM));
    expect(error.message).toBe(MESSAGES.declined);
    expect(server?.requests).toHaveLength(1);
  });

  it("turns a server error into a teacher-friendly GenerationError without retrying", async () => {
    const { generator, warnings } = await setUp([
      { kind: "status", status: 500, message: "CUDA out of memory at layer 12" },
    ]);
    const error = await failure(generator.generate(FORM));
    expect(error.message).toBe(MESSAGES.serverError);
    expect(error.message).not.toContain("CUDA");
    expect(server?.requests).toHaveLength(1);
    // The details are for the log, not for the teacher.
    expect(warnings.join("\n")).toContain("CUDA out of memory");
    expect(warnings.join("\n")).not.toContain(API_KEY);
  });

  it.each([
    [401, MESSAGES.misconfigured],
    [404, MESSAGES.misconfigured],
    [429, MESSAGES.busy],
    [400, MESSAGES.refused],
    [503, MESSAGES.serverError],
  ])("maps HTTP %i to a clear message", async (status, message) => {
    const { generator } = await setUp([{ kind: "status", status, message: "Something went wrong" }]);
    const error = await failure(generator.generate(FORM));
    expect(error.message).toBe(message);
    expect(server?.requests).toHaveLength(1);
  });

  it("drops response_format and asks again when the server does not support it", async () => {
    const { generator } = await setUp([
      { kind: "status", status: 400, message: "response_format is not supported by this server" },
      { kind: "answer", pieces: pieces(ANSWER) },
      { kind: "answer", pieces: pieces(ANSWER) },
    ]);
    await expect(generator.generate(FORM)).resolves.toEqual(SKIT);
    expect(server?.requests.map((r) => r.body.response_format)).toEqual([{ type: "json_object" }, undefined]);
    // The generator remembers it for later skits.
    await expect(generator.generate(FORM)).resolves.toEqual(SKIT);
    expect(server?.requests).toHaveLength(3);
    expect(server?.requests[2]?.body.response_format).toBeUndefined();
  });

  it("reads a plain JSON completion from a server that ignores `stream`", async () => {
    const { generator } = await setUp([{ kind: "answer", pieces: pieces(ANSWER), ignoreStream: true }]);
    const progress: string[] = [];
    await expect(generator.generate(FORM, { onProgress: (c) => progress.push(c) })).resolves.toEqual(SKIT);
    expect(progress).toEqual([SKIT.content]);
    expect(server?.requests[0]?.body.stream).toBe(true);
  });

  it("times out within bounded time when the server never answers", async () => {
    const { generator, warnings } = await setUp([{ kind: "hang" }], 300);
    const started = Date.now();
    const error = await failure(generator.generate(FORM));
    const elapsed = Date.now() - started;
    expect(error.message).toBe(MESSAGES.timeout);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3_000);
    expect(server?.requests).toHaveLength(1);
    expect(warnings.some((w) => w.includes("timed out"))).toBe(true);
    await server?.closed(0);
  });

  it("times out when the stream stalls part-way, after reporting what arrived", async () => {
    const contentFirst = JSON.stringify({ content: SKIT.content, title: SKIT.title });
    const streamed = pieces(contentFirst).slice(0, 3);
    const { generator } = await setUp([{ kind: "stall", pieces: streamed }], 300);
    const progress: string[] = [];
    const started = Date.now();
    const error = await failure(generator.generate(FORM, { onProgress: (c) => progress.push(c) }));
    expect(error.message).toBe(MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(3_000);
    const shown = progress.join("");
    expect(shown.length).toBeGreaterThan(50);
    expect(SKIT.content.startsWith(shown)).toBe(true);
    expectReadable(progress);
    expect(server?.requests).toHaveLength(1);
  });

  it("stops when options.signal aborts, and closes the connection", async () => {
    const { generator } = await setUp([{ kind: "stall", pieces: ['{"content": "DAVID: I will'] }]);
    const controller = new AbortController();
    const promise = generator.generate(FORM, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    const error = await failure(promise);
    expect(error.message).toBe(MESSAGES.cancelled);
    await server?.closed(0);
    expect(server?.requests).toHaveLength(1);
  });

  it("makes no request when the signal is already aborted", async () => {
    const { generator } = await setUp([]);
    const error = await failure(generator.generate(FORM, { signal: AbortSignal.abort() }));
    expect(error.message).toBe(MESSAGES.cancelled);
    expect(server?.requests).toHaveLength(0);
  });

  it("reports an unreachable server", async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const address = probe.address();
    const port = typeof address === "object" && address ? address.port : 0;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const { generator } = harness(`http://127.0.0.1:${port}/v1`);
    const error = await failure(generator.generate(FORM));
    expect(error.message).toBe(MESSAGES.unreachable);
  });
});

describe("parseSkitAnswer", () => {
  it("accepts the bare object", () => {
    expect(parseSkitAnswer(ANSWER)).toEqual({ ok: true, skit: SKIT });
  });

  it("accepts content given as an array of lines and CRLF line ends", () => {
    const lines = SKIT.content.split("\n");
    expect(parseSkitAnswer(JSON.stringify({ ...SKIT, content: lines }))).toEqual({ ok: true, skit: SKIT });
    const crlf = JSON.stringify({ ...SKIT, content: SKIT.content.replace(/\n/g, "\r\n") });
    expect(parseSkitAnswer(crlf)).toEqual({ ok: true, skit: SKIT });
  });

  it("accepts line breaks that were escaped twice", () => {
    const doubled = JSON.stringify({ ...SKIT, content: SKIT.content.replace(/\n/g, "\\n") });
    expect(doubled).toContain("\\\\n");
    expect(parseSkitAnswer(doubled)).toEqual({ ok: true, skit: SKIT });
  });

  it("rejects content that is not in the script format", () => {
    const prose =
      "Once upon a time a shepherd boy named David faced a giant. He trusted God and won the day.";
    const parsed = parseSkitAnswer(JSON.stringify({ ...SKIT, content: prose }));
    expect(parsed).toEqual({
      ok: false,
      problem: 'the "content" was not in the script format (no speeches written as "NAME: line" were found)',
    });
  });

  it("unwraps one level of nesting", () => {
    expect(parseSkitAnswer(JSON.stringify({ skit: SKIT }))).toEqual({ ok: true, skit: SKIT });
  });

  it("explains what is wrong", () => {
    expect(parseSkitAnswer("")).toEqual({ ok: false, problem: "the answer was empty" });
    expect(parseSkitAnswer("[1, 2]")).toMatchObject({
      ok: false,
      problem: "the answer was not a JSON object",
    });
    const short = parseSkitAnswer(JSON.stringify({ ...SKIT, content: "Too short." }));
    expect(short.ok).toBe(false);
    expect(short.ok ? "" : short.problem).toContain('"content": Content must be at least 50 characters');
  });
});

describe("ContentStreamDecoder", () => {
  const decodeIn = (chunks: string[]): string[] => {
    const decoder = new ContentStreamDecoder();
    return chunks.map((c) => decoder.push(c));
  };

  it("lets out only the decoded content, whatever the key order", () => {
    const script = 'NARRATOR: "Hello"\n\tDAVID: back\\slash/ é 😀';
    for (const value of [
      { title: "T", description: "D", content: script },
      { content: script, title: "T", description: "D" },
      { title: 'A "content": "trap"', content: script, extra: { content: "not this one" } },
    ]) {
      const answer = asciiJson(value);
      expect(decodeContent(answer)).toBe(script);
      expect(decodeIn(pieces(answer, 1)).join("")).toBe(script);
    }
  });

  it("handles a split at every position of an answer full of escapes", () => {
    const script = 'A: \\ "q" \t\b\f / \u0001 é\u2014😀🎵\nB: end\\';
    const answer = asciiJson({ title: "T", content: script, description: "D" });
    for (let i = 0; i <= answer.length; i++) {
      const out = decodeIn([answer.slice(0, i), answer.slice(i)]);
      expect(out.join("")).toBe(script);
      for (const chunk of out) expect(chunk.isWellFormed()).toBe(true);
    }
  });

  it("holds back an escape cut by a chunk boundary until it is complete", () => {
    expect(decodeIn(['{"content": "A: one\\', 'ntwo"}'])).toEqual(["A: one", "\ntwo"]);
    expect(decodeIn(['{"content": "caf\\u00', 'e9!"}'])).toEqual(["caf", "é!"]);
    expect(decodeIn(['{"content": "x\\ud83d', '\\ude00y"}'])).toEqual(["x", "😀y"]);
    expect(decodeIn(['{"content": "x\\ud83d\\ud', 'e00y"}'])).toEqual(["x", "😀y"]);
  });

  it("writes a lone surrogate as the replacement character", () => {
    expect(decodeContent('{"content": "a\\ud83d b \\ude00c"}')).toBe("a\uFFFD b \uFFFDc");
  });

  it("ignores fences, chatter and <think> blocks, even with a draft inside them", () => {
    const answer = `<THINK>Draft: {"content": "wrong"}</think>Here you go:\n\`\`\`json\n${JSON.stringify({ title: "T", content: "A: right" }, null, 2)}\n\`\`\`\nEnjoy! {"content": "later"}`;
    expect(decodeContent(answer)).toBe("A: right");
    expect(decodeIn(pieces(answer, 1)).join("")).toBe("A: right");
    expect(decodeIn(["<thi", 'nk>{"content": "no"}</th', 'ink>{"content": "A: yes"}']).join("")).toBe(
      "A: yes",
    );
    // Reasoning whose opening tag is missing, left in the middle of a brace.
    expect(decodeContent('Plan: {step one} then {"x": "y", </think>{"content": "A: fine"}')).toBe("A: fine");
  });

  it("reads a one-level wrapper and a script given as an array of lines", () => {
    expect(decodeContent('{"skit": {"title": "T", "content": "A: hi"}}')).toBe("A: hi");
    expect(decodeIn(pieces('{"content": ["A: one", "", "B: two"], "title": "T"}', 3)).join("")).toBe(
      "A: one\n\nB: two",
    );
  });

  it("turns CRLF and twice-escaped line breaks into plain line breaks", () => {
    expect(decodeContent('{"content": "A: one\\r\\nB: two\\rC: three"}')).toBe("A: one\nB: two\nC: three");
    expect(decodeIn(['{"content": "A: one\\\\', 'nB: two\\\\nC"}']).join("")).toBe("A: one\nB: two\nC");
    // Once real line breaks were seen, a backslash and an "n" are just text.
    expect(decodeContent('{"content": "A: one\\nB: C:\\\\new"}')).toBe("A: one\nB: C:\\new");
  });

  it("lets nothing out for an answer without content", () => {
    expect(decodeContent("Sure! Here is a skit: DAVID: I will fight!")).toBe("");
    expect(decodeContent('{"title": "T", "description": "D"}')).toBe("");
    expect(decodeContent('{"content": 42, "title": "T"}')).toBe("");
  });
});
