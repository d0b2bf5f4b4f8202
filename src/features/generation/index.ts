/**
 * Which skit writer this process uses: the OpenAI-compatible client when
 * OPENAI_API_KEY is set, otherwise the built-in offline writer. Integration tests
 * can put their own generator in place with setGeneratorForTests.
 */
import { config } from "../../server/config.ts";
import type { SkitGenerator } from "./generator.ts";
import { offlineGenerator } from "./offline/index.ts";
import { createOpenAIGenerator } from "./openai/openai-generator.ts";

export type { GenerateOptions, SkitGenerator } from "./generator.ts";
export { GenerationError } from "./generator.ts";

let override: SkitGenerator | null = null;
let cached: { key: string; generator: SkitGenerator } | undefined;

export function getGenerator(): SkitGenerator {
  if (override) return override;
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS } = config();
  if (!OPENAI_API_KEY) return offlineGenerator;
  const key = JSON.stringify([OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS]);
  if (cached?.key !== key) {
    cached = {
      key,
      generator: createOpenAIGenerator({
        apiKey: OPENAI_API_KEY,
        baseURL: OPENAI_BASE_URL,
        model: OPENAI_MODEL,
        timeoutMs: OPENAI_TIMEOUT_MS,
      }),
    };
  }
  return cached.generator;
}

/** Replaces the generator getGenerator returns; null restores the configured one. */
export function setGeneratorForTests(generator: SkitGenerator | null): void {
  override = generator;
}
