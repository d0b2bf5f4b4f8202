/**
 * The skit writer backed by any OpenAI-compatible chat-completions server (OpenAI,
 * Ollama, vLLM, llama.cpp, …). It streams the answer (each piece goes to
 * options.onProgress), then reads the JSON object {title, description, content} out of
 * it and validates it with storedSkitSchema. A malformed answer is asked for once more;
 * every failure surfaces as a GenerationError whose message a teacher can read.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import { parseScript } from "../../../lib/script-parser.ts";
import { logger as defaultLogger } from "../../../server/logger.ts";
import { type GeneratedSkit, type SkitForm, storedSkitSchema } from "../../skits/skit.schema.ts";
import { type GenerateOptions, GenerationError, type SkitGenerator } from "../generator.ts";
import { buildMessages, buildRepairMessage } from "./prompt.ts";

export interface OpenAIGeneratorOptions {
  apiKey: string;
  /** e.g. http://127.0.0.1:11434/v1 for Ollama; the OpenAI API when absent. */
  baseURL?: string | undefined;
  model: string;
  /**
   * How long the server may stay silent: before the answer starts, and between two
   * streamed pieces. A long skit may take longer than this in total while it streams.
   */
  timeoutMs: number;
  /** Where failures are logged (the app logger by default). */
  log?: Pick<typeof defaultLogger, "debug" | "warn">;
}

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
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs,
    maxRetries: 0,
    // The SDK's own diagnostics go to the app log at debug level, never to the console.
    logger: {
      error: (m: string) => log.debug(`openai: ${m}`),
      warn: (m: string) => log.debug(`openai: ${m}`),
      info: (m: string) => log.debug(`openai: ${m}`),
      debug: (m: string) => log.debug(`openai: ${m}`),
    },
  });
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
        if (whole.text) generateOptions.onProgress?.(whole.text);
        text = whole.text;
        finishReason = whole.finishReason;
      } else {
        for await (const chunk of stream) {
          feed();
          const choice = chunk.choices[0];
          const delta = choice?.delta?.content;
          if (delta) {
            text += delta;
            generateOptions.onProgress?.(delta);
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

  async function generate(form: SkitForm, generateOptions: GenerateOptions = {}): Promise<GeneratedSkit> {
    const messages = buildMessages(form);
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
