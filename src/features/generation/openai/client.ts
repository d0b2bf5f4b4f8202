/** The one OpenAI SDK client setup (and its configuration) shared by the skit writer and the leader's guide. */
import OpenAI from "openai";
import { config } from "../../../server/config.ts";
import type { logger as defaultLogger } from "../../../server/logger.ts";

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

/**
 * A chat-completions client for the configured server: the key, the base URL (the OpenAI
 * API when absent), the silence timeout, the SDK's own retries off (callers decide what
 * to ask again), and the SDK's diagnostics in the app log at debug level, never on the console.
 */
export function createOpenAIClient(
  options: OpenAIGeneratorOptions,
  log: Pick<typeof defaultLogger, "debug">,
): OpenAI {
  const toLog = (m: string) => log.debug(`openai: ${m}`);
  return new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs,
    maxRetries: 0,
    logger: { error: toLog, warn: toLog, info: toLog, debug: toLog },
  });
}

/**
 * A getter for one object built from the configured server (OPENAI_API_KEY, OPENAI_BASE_URL,
 * OPENAI_MODEL, OPENAI_TIMEOUT_MS): null without a key, built again only when the settings change.
 */
export function fromOpenAIConfig<T>(create: (options: OpenAIGeneratorOptions) => T): () => T | null {
  let cached: { key: string; value: T } | undefined;
  return () => {
    const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS } = config();
    if (!OPENAI_API_KEY) return null;
    const key = JSON.stringify([OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS]);
    if (cached?.key !== key) {
      cached = {
        key,
        value: create({
          apiKey: OPENAI_API_KEY,
          baseURL: OPENAI_BASE_URL,
          model: OPENAI_MODEL,
          timeoutMs: OPENAI_TIMEOUT_MS,
        }),
      };
    }
    return cached.value;
  };
}
