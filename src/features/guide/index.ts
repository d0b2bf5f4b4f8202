/**
 * Which guide writer this process uses: the OpenAI-compatible one when OPENAI_API_KEY is set
 * (the skit writer's settings, read by fromOpenAIConfig), otherwise the offline writer. Tests
 * can put their own in place with setGuideGeneratorForTests.
 */
import { fromOpenAIConfig } from "../generation/openai/client.ts";
import type { GuideGenerator } from "./guide-generator.ts";
import { offlineGuideGenerator } from "./offline-guide.ts";
import { createOpenAIGuideGenerator } from "./openai-guide.ts";

let override: GuideGenerator | null = null;
const configuredGuideGenerator = fromOpenAIConfig(createOpenAIGuideGenerator);

export function getGuideGenerator(): GuideGenerator {
  return override ?? configuredGuideGenerator() ?? offlineGuideGenerator;
}

/** Replaces the guide writer getGuideGenerator returns; null restores the configured one. */
export function setGuideGeneratorForTests(generator: GuideGenerator | null): void {
  override = generator;
}
