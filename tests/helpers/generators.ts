/** Generators for integration tests: a fast scripted one and a failing one. */
import {
  type GenerateOptions,
  GenerationError,
  type SkitGenerator,
} from "../../src/features/generation/generator.ts";
import type { GeneratedSkit, SkitForm } from "../../src/features/skits/skit.schema.ts";

export function scriptedGenerator(delayMs = 0): SkitGenerator & { calls: number } {
  const generator = {
    name: "offline" as const,
    calls: 0,
    async generate(form: SkitForm, options: GenerateOptions = {}): Promise<GeneratedSkit> {
      generator.calls++;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const paragraphs = [
        `${form.topic.toUpperCase()}: A SKIT`,
        `SCRIPTURE: ${form.scripture ?? "—"}`,
        "SCENE 1: THE BEGINNING",
        "(The stage is bare.)",
        ...Array.from(
          { length: form.speakingParts },
          (_, i) => `CHARACTER ${i + 1}: Line number ${i + 1} about ${form.topic}.`,
        ),
        "THE END",
      ];
      for (const p of paragraphs) options.onProgress?.(`${p}\n\n`);
      return {
        title: `A Skit About ${form.topic}`,
        description: `A ${form.length} skit for ${form.ageGroup} about ${form.topic}.`,
        content: paragraphs.join("\n\n"),
      };
    },
  };
  return generator;
}

export const failingGenerator: SkitGenerator = {
  name: "openai",
  async generate() {
    throw new GenerationError(
      "The skit writer is not answering right now. Please try again in a few minutes.",
    );
  },
};
