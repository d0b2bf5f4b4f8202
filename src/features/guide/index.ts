/**
 * Which guide writer this process uses: the OpenAI-compatible one when OPENAI_API_KEY is set
 * (configured like the skit writer), otherwise the offline writer. Tests can put their own in
 * place with setGuideGeneratorForTests.
 */
import { config } from "../../server/config.ts";
import type { GuideGenerator } from "./guide-generator.ts";
import { offlineGuideGenerator } from "./offline-guide.ts";
import { createOpenAIGuideGenerator } from "./openai-guide.ts";

let override: GuideGenerator | null = null;
let cached: { key: string; generator: GuideGenerator } | undefined;

export function getGuideGenerator(): GuideGenerator {
  if (override) return override;
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS } = config();
  if (!OPENAI_API_KEY) return offlineGuideGenerator;
  const key = JSON.stringify([OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS]);
  if (cached?.key !== key) {
    cached = {
      key,
      generator: createOpenAIGuideGenerator({
        apiKey: OPENAI_API_KEY,
        baseURL: OPENAI_BASE_URL,
        model: OPENAI_MODEL,
        timeoutMs: OPENAI_TIMEOUT_MS,
      }),
    };
  }
  return cached.generator;
}

/** Replaces the guide writer getGuideGenerator returns; null restores the configured one. */
export function setGuideGeneratorForTests(generator: GuideGenerator | null): void {
  override = generator;
}
