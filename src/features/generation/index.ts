/**
 * Which skit writer this process uses: the OpenAI-compatible client when
 * OPENAI_API_KEY is set, otherwise the built-in offline writer. Integration tests
 * can put their own generator in place with setGeneratorForTests.
 */
import type { SkitGenerator } from "./generator.ts";
import { offlineGenerator } from "./offline/index.ts";
import { fromOpenAIConfig } from "./openai/client.ts";
import { createOpenAIGenerator } from "./openai/openai-generator.ts";

export type { GenerateOptions, SkitGenerator } from "./generator.ts";
export { GenerationError } from "./generator.ts";

let override: SkitGenerator | null = null;
const configuredGenerator = fromOpenAIConfig(createOpenAIGenerator);

export function getGenerator(): SkitGenerator {
  return override ?? configuredGenerator() ?? offlineGenerator;
}

/** Replaces the generator getGenerator returns; null restores the configured one. */
export function setGeneratorForTests(generator: SkitGenerator | null): void {
  override = generator;
}
