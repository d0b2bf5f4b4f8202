/**
 * The skit writer backed by any OpenAI-compatible chat-completions server (OpenAI,
 * Ollama, vLLM, llama.cpp, …). It streams the answer (the readable script inside it goes
 * to options.onProgress as it arrives, see ContentStreamDecoder), then reads the JSON
 * object {title, description, content} out of it and validates it with storedSkitSchema.
 * A malformed answer is asked for once more (the progress view is told so); every
 * failure surfaces as a GenerationError whose message a teacher can read.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import { parseScript } from "../../../lib/script-parser.ts";
import { logger as defaultLogger } from "../../../server/logger.ts";
import { type GeneratedSkit, type SkitForm, storedSkitSchema } from "../../skits/skit.schema.ts";
import { type GenerateOptions, GenerationError, type SkitGenerator } from "../generator.ts";
import { createOpenAIClient, type OpenAIGeneratorOptions } from "./client.ts";
import { buildMessages, buildRepairMessage } from "./prompt.ts";

export type { OpenAIGeneratorOptions } from "./client.ts";

export const MESSAGES = {
  unreadable: "The skit writer returned an unreadable answer. Please try again.",
  timeout: "The skit writer took too long to answer. Please try again in a moment.",
  unreachable: "The skit writer could not be reached. Please try again in a few minutes.",
  cancelled: "The skit generation was cancelled.",
  busy: "The skit writer is busy right now. Please wait a minute and try again.",
  serverError: "The skit writer is having trouble right now. Please try again in a few minutes.",
  misconfigured: "The skit writer is not set up correctly. Please tell the site administrator.",
  refused:
    "The skit writer could not accept this request. Try shortening or rewording the topic and instructions, then try again.",
  declined: "The skit writer declined to write this skit. Try rewording the topic or the instructions.",
} as const;

/** What one streamed request produced. */
interface Completion {
  text: string;
  finishReason: string | null;
}

type Parsed = { ok: true; skit: GeneratedSkit } | { ok: false; problem: string };

/** Drops reasoning blocks some local models print before their answer. */
function stripThinking(text: string): string {
  return text.replace(/<think>[\s\S]*?<\/think>/gi, "").replace(/^[\s\S]*<\/think>/i, "");
}

/** The JSON value in a model's answer: bare, inside ```json fences, or surrounded by chatter. */
function extractJson(answer: string): unknown {
  const text = stripThinking(answer).trim();
  const candidates: string[] = [text];
  const fenced = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)\r?\n?```/.exec(text);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = text.indexOf("{");
  const last = text.lastIndexOf("}");
  if (first !== -1 && last > first) candidates.push(text.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  throw new SyntaxError(
    text === ""
      ? "the answer was empty"
      : "the answer was not a JSON object (it could not be parsed as JSON)",
  );
}

const looseSkitSchema = z.looseObject({
  title: z.unknown(),
  description: z.unknown(),
  content: z.unknown(),
});

/** Reads {title, description, content} from a model's answer and validates it. */
export function parseSkitAnswer(answer: string): Parsed {
  let value: unknown;
  try {
    value = extractJson(answer);
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  // Some models wrap the object once: {"skit": {...}}.
  if (value && typeof value === "object" && !Array.isArray(value) && !("content" in value)) {
    const inner = Object.values(value).find((v) => v && typeof v === "object" && "content" in v);
    if (inner) value = inner;
  }
  const loose = looseSkitSchema.safeParse(value);
  if (!loose.success) return { ok: false, problem: "the answer was not a JSON object" };
  const { title, description } = loose.data;
  let { content } = loose.data;
  // A script sent as an array of lines is still a script.
  if (Array.isArray(content) && content.every((l) => typeof l === "string")) content = content.join("\n");
  if (typeof content === "string") {
    const text: string = content;
    // Line breaks escaped twice in the JSON arrive as a backslash and an "n".
    const unescaped = !text.includes("\n") && text.includes("\\n") ? text.replace(/\\n/g, "\n") : text;
    content = unescaped.replace(/\r\n?/g, "\n");
  }
  const result = storedSkitSchema.safeParse({ title, description, content });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `"${i.path.join(".") || "(object)"}": ${i.message}`);
    return {
      ok: false,
      problem: `the JSON object did not have the required fields (${problems.join("; ")})`,
    };
  }
  const script = parseScript(result.data.content);
  const blocks = [...script.preamble, ...script.scenes.flatMap((scene) => scene.blocks)];
  if (!blocks.some((block) => block.type === "dialogue")) {
    return {
      ok: false,
      problem: 'the "content" was not in the script format (no speeches written as "NAME: line" were found)',
    };
  }
  return { ok: true, skit: result.data };
}

/** Shown in the progress view before the skit writer is asked for a second answer. */
export const RETRY_NOTE = "— The writer is trying again —";

const THINK_OPEN = "<think>";
const THINK_CLOSE = "</think>";
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

type DecoderState = "outside" | "think" | "json" | "string" | "content" | "done";

/**
 * Turns a model's answer, streamed piece by piece, into the readable text of its "content"
 * value for the progress view. It follows the JSON structure loosely (so "content" is found
 * before or after "title", and inside a one-level wrapper), decodes JSON string escapes —
 * also an escape or a surrogate pair cut in two by a piece boundary — and ignores
 * everything else: the other fields, ```json fences, chatter and <think> blocks. A script
 * sent as an array of lines comes out one line each. Like parseSkitAnswer, it turns line
 * breaks escaped twice (a backslash and an "n") into line breaks and CR/CRLF into LF.
 */
export class ContentStreamDecoder {
  /** Raw text not yet consumed (only ever a few characters between pushes). */
  private buffer = "";
  private state: DecoderState = "outside";
  /** Open objects and arrays of the JSON value being read. */
  private stack: ("{" | "[")[] = [];
  private expectKey = false;
  private isKey = false;
  private key = "";
  private lastKey: string | null = null;
  /** The key whose value comes next (set by ":"). */
  private valueOf: string | null = null;
  /** Stack depth of an array given as the "content" value, whose strings are the lines. */
  private linesDepth: number | null = null;
  private lines = 0;
  // Output filters.
  private out = "";
  private pendingHigh = "";
  private pendingBackslash = false;
  private afterCR = false;
  private sawLineBreak = false;
  private doubleEscaped = false;

  /** Feeds the next raw piece; returns the readable text it completes ("" when none). */
  push(piece: string): string {
    this.buffer += piece;
    let pos = 0;
    const buf = this.buffer;
    scan: while (pos < buf.length && this.state !== "done") {
      const c = buf[pos] as string;
      switch (this.state) {
        case "outside":
        case "think": {
          if (c === "<") {
            const tag = this.state === "outside" ? THINK_OPEN : THINK_CLOSE;
            const match = matchAt(buf, pos, tag);
            if (match === "wait") break scan;
            if (match === "yes") {
              this.state = this.state === "outside" ? "think" : "outside";
              pos += tag.length;
              continue;
            }
          } else if (c === "{" && this.state === "outside") {
            this.state = "json";
            this.stack = ["{"];
            this.expectKey = true;
            this.valueOf = null;
          }
          pos++;
          break;
        }
        case "json": {
          if (c === "<") {
            // A reasoning block that had no opening tag: what came before it was not the answer.
            const match = matchAt(buf, pos, THINK_CLOSE);
            if (match === "wait") break scan;
            if (match === "yes") {
              this.state = "outside";
              this.stack = [];
              this.linesDepth = null;
              pos += THINK_CLOSE.length;
              continue;
            }
          }
          pos++;
          this.structure(c);
          break;
        }
        case "string": {
          if (c === "\\") {
            if (pos + 1 >= buf.length) break scan;
            if (this.isKey) this.key += buf.slice(pos, pos + 2);
            pos += 2;
          } else {
            pos++;
            if (c === '"') {
              if (this.isKey) {
                this.lastKey = this.key;
                this.expectKey = false;
              }
              this.state = "json";
            } else if (this.isKey && this.key.length <= "content".length) this.key += c;
          }
          break;
        }
        case "content": {
          if (c === "\\") {
            const kind = buf[pos + 1];
            if (kind === undefined) break scan;
            if (kind === "u") {
              if (pos + 6 > buf.length) break scan;
              const hex = buf.slice(pos + 2, pos + 6);
              if (/^[0-9a-fA-F]{4}$/.test(hex)) {
                this.unit(String.fromCharCode(Number.parseInt(hex, 16)));
                pos += 6;
              } else pos += 2;
            } else {
              this.unit(SIMPLE_ESCAPES[kind] ?? kind);
              pos += 2;
            }
          } else {
            pos++;
            if (c === '"') this.endContent();
            else this.unit(c);
          }
          break;
        }
        default:
          break scan;
      }
    }
    this.buffer = this.state === "done" ? "" : buf.slice(pos);
    const text = this.out;
    this.out = "";
    return text;
  }

  /** One character of the JSON text outside strings. */
  private structure(c: string): void {
    const top = this.stack.at(-1);
    if (c === " " || c === "\n" || c === "\r" || c === "\t") return;
    if (c === '"') {
      if (top === "{" && this.expectKey) {
        this.state = "string";
        this.isKey = true;
        this.key = "";
      } else if (this.valueOf === "content") {
        this.state = "content";
      } else if (top === "[" && this.linesDepth === this.stack.length) {
        if (this.lines++ > 0) this.text("\n");
        this.state = "content";
      } else {
        this.state = "string";
        this.isKey = false;
      }
    } else if (c === "{" || c === "[") {
      if (c === "[" && this.valueOf === "content" && this.linesDepth === null) {
        this.linesDepth = this.stack.length + 1;
      }
      this.stack.push(c);
      this.expectKey = c === "{";
    } else if (c === "}" || c === "]") {
      if (c === "]" && this.linesDepth === this.stack.length) {
        this.flush();
        this.state = "done";
        return;
      }
      this.stack.pop();
      this.expectKey = false;
      if (this.stack.length === 0) this.state = "outside";
    } else if (c === ",") {
      this.expectKey = top === "{";
    } else if (c === ":") {
      this.valueOf = this.lastKey;
      this.expectKey = false;
      return;
    }
    this.valueOf = null;
  }

  private endContent(): void {
    this.flush();
    this.state = this.linesDepth === null ? "done" : "json";
  }

  /** One UTF-16 code unit of the content; a surrogate pair is only let out whole. */
  private unit(u: string): void {
    const code = u.charCodeAt(0);
    if (this.pendingHigh) {
      const high = this.pendingHigh;
      this.pendingHigh = "";
      if (isLowSurrogate(code)) {
        this.text(high + u);
        return;
      }
      this.text("\uFFFD");
    }
    if (isHighSurrogate(code)) this.pendingHigh = u;
    else this.text(isLowSurrogate(code) ? "\uFFFD" : u);
  }

  /** Readable text out, with CR/CRLF made LF and twice-escaped line breaks made real. */
  private text(t: string): void {
    if (this.pendingBackslash) {
      this.pendingBackslash = false;
      if (t === "n") {
        this.doubleEscaped = true;
        this.out += "\n";
        return;
      }
      this.out += "\\";
    }
    if (t === "\\" && (this.doubleEscaped || !this.sawLineBreak)) {
      this.pendingBackslash = true;
      return;
    }
    if (t === "\n" && this.afterCR) {
      this.afterCR = false;
      return;
    }
    this.afterCR = t === "\r";
    if (t === "\r" || t === "\n") {
      if (!this.doubleEscaped) this.sawLineBreak = true;
      this.out += "\n";
    } else this.out += t;
  }

  /** Lets out what is held back at the end of a string. */
  private flush(): void {
    if (this.pendingHigh) this.text("\uFFFD");
    this.pendingHigh = "";
    if (this.pendingBackslash) {
      this.pendingBackslash = false;
      this.out += "\\";
    }
  }
}

/** Whether `tag` (any case) starts at buf[pos]; "wait" when the text so far could still be it. */
function matchAt(buf: string, pos: number, tag: string): "yes" | "no" | "wait" {
  const seen = buf.slice(pos, pos + tag.length).toLowerCase();
  if (seen.length < tag.length) return tag.startsWith(seen) ? "wait" : "no";
  return seen === tag ? "yes" : "no";
}

/** The readable content of a whole answer, as the progress view shows it. */
export function decodeContent(answer: string): string {
  return new ContentStreamDecoder().push(answer);
}

const wholeCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

/** The text of a non-streamed chat completion ("" when it has none). */
function readWholeCompletion(body: unknown): Completion {
  const parsed = wholeCompletionSchema.safeParse(body);
  if (!parsed.success) return { text: "", finishReason: null };
  const choice = parsed.data.choices[0];
  return { text: choice?.message?.content ?? "", finishReason: choice?.finish_reason ?? null };
}

/** Why an attempt's abort signal fired. */
type AbortCause = "timeout" | "cancelled";

/** The server said response_format is not supported (older llama.cpp, some proxies). */
function rejectsJsonMode(error: unknown): boolean {
  return (
    error instanceof APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_object|json mode/i.test(error.message)
  );
}

export function createOpenAIGenerator(options: OpenAIGeneratorOptions): SkitGenerator {
  const log = options.log ?? defaultLogger;
  const client = createOpenAIClient(options, log);
  /** Cleared after the first server that refuses response_format, for the life of the generator. */
  let useJsonMode = true;

  async function streamOnce(
    messages: ChatCompletionMessageParam[],
    generateOptions: GenerateOptions,
  ): Promise<Completion> {
    const controller = new AbortController();
    let cause: AbortCause | undefined;
    const abort = (why: AbortCause) => {
      cause ??= why;
      controller.abort();
    };
    const outer = generateOptions.signal;
    const onOuterAbort = () => abort("cancelled");
    if (outer?.aborted) throw new GenerationError(MESSAGES.cancelled);
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    let watchdog = setTimeout(() => abort("timeout"), options.timeoutMs);
    const feed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort("timeout"), options.timeoutMs);
    };

    let text = "";
    let finishReason: string | null = null;
    // The progress view gets the readable script, never the raw JSON around it.
    const decoder = new ContentStreamDecoder();
    const report = (piece: string) => {
      const readable = decoder.push(piece);
      if (readable) generateOptions.onProgress?.(readable);
    };
    try {
      const { data: stream, response } = await client.chat.completions
        .create(
          {
            model: options.model,
            messages,
            stream: true,
            ...(useJsonMode ? { response_format: { type: "json_object" as const } } : {}),
          },
          { signal: controller.signal },
        )
        .withResponse();
      feed();
      if (/application\/json/i.test(response.headers.get("content-type") ?? "")) {
        // A server that ignores `stream` answers with one ordinary completion.
        const whole = readWholeCompletion(await response.json());
        report(whole.text);
        text = whole.text;
        finishReason = whole.finishReason;
      } else {
        for await (const chunk of stream) {
          feed();
          const choice = chunk.choices[0];
          const delta = choice?.delta?.content;
          if (delta) {
            text += delta;
            report(delta);
          }
          if (choice?.finish_reason) finishReason = choice.finish_reason;
        }
      }
    } catch (error) {
      if (cause !== undefined) throw abortError(cause, error);
      throw error;
    } finally {
      clearTimeout(watchdog);
      outer?.removeEventListener("abort", onOuterAbort);
    }
    // The SDK ends a stream quietly when it is aborted; a partial answer is not an answer.
    if (cause !== undefined) throw abortError(cause);
    return { text, finishReason };
  }

  function abortError(cause: AbortCause, error?: unknown): GenerationError {
    if (cause === "timeout") {
      log.warn(`Skit generation timed out: no answer from ${options.model} for ${options.timeoutMs} ms`);
      return new GenerationError(MESSAGES.timeout, { cause: error });
    }
    return new GenerationError(MESSAGES.cancelled, { cause: error });
  }

  /** One request; retried once without response_format when the server refuses it. */
  async function complete(
    messages: ChatCompletionMessageParam[],
    generateOptions: GenerateOptions,
  ): Promise<Completion> {
    try {
      return await streamOnce(messages, generateOptions);
    } catch (error) {
      if (useJsonMode && rejectsJsonMode(error)) {
        log.debug("The chat-completions server refused response_format; asking for plain JSON text instead");
        useJsonMode = false;
        return await streamOnce(messages, generateOptions);
      }
      throw error;
    }
  }

  async function generate(form: SkitForm, options: GenerateOptions = {}): Promise<GeneratedSkit> {
    const messages = buildMessages(form);
    const onProgress = options.onProgress;
    let shown = false;
    const generateOptions: GenerateOptions = {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(onProgress
        ? {
            onProgress: (chunk: string) => {
              shown = true;
              onProgress(chunk);
            },
          }
        : {}),
    };
    try {
      const first = await complete(messages, generateOptions);
      const firstParsed = parseSkitAnswer(first.text);
      if (firstParsed.ok) return firstParsed.skit;
      if (first.finishReason === "content_filter") throw new GenerationError(MESSAGES.declined);

      log.warn(`The skit writer's answer was unreadable (${firstParsed.problem}); asking once more`);
      const truncated = first.finishReason === "length";
      const retryMessages: ChatCompletionMessageParam[] = [
        ...messages,
        ...(truncated || first.text.trim() === ""
          ? []
          : [{ role: "assistant" as const, content: first.text }]),
        { role: "user", content: buildRepairMessage(firstParsed.problem, { truncated }) },
      ];
      // The second answer starts afresh in the progress view, set apart from the first.
      onProgress?.(`${shown ? "\n\n" : ""}${RETRY_NOTE}\n\n`);
      const second = await complete(retryMessages, generateOptions);
      const secondParsed = parseSkitAnswer(second.text);
      if (secondParsed.ok) return secondParsed.skit;
      if (second.finishReason === "content_filter") throw new GenerationError(MESSAGES.declined);
      log.warn(`The skit writer's second answer was unreadable too (${secondParsed.problem})`);
      throw new GenerationError(MESSAGES.unreadable);
    } catch (error) {
      throw toGenerationError(error);
    }
  }

  function toGenerationError(error: unknown): GenerationError {
    if (error instanceof GenerationError) return error;
    let message: string;
    if (error instanceof APIUserAbortError) message = MESSAGES.cancelled;
    else if (error instanceof APIConnectionTimeoutError) message = MESSAGES.timeout;
    else if (error instanceof APIConnectionError) message = MESSAGES.unreachable;
    else if (error instanceof APIError) {
      const status = error.status;
      if (status === 401 || status === 403 || status === 404) message = MESSAGES.misconfigured;
      else if (status === 429) message = MESSAGES.busy;
      else if (status !== undefined && status >= 400 && status < 500) message = MESSAGES.refused;
      else message = MESSAGES.serverError;
    } else message = MESSAGES.serverError;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log.warn(`Skit generation failed (model ${options.model}): ${detail}`);
    return new GenerationError(message, { cause: error });
  }

  return { name: "openai", generate };
}
