/**
 * The generation interface. Two implementations: the OpenAI-compatible client
 * (when OPENAI_API_KEY is set) and the built-in offline skit writer.
 */
import type { GeneratedSkit, SkitForm } from "../skits/skit.schema.ts";

export interface GenerateOptions {
  /** Aborts the generation (client went away, timeout). */
  signal?: AbortSignal;
  /** Called with each piece of text as it is written, for the progress view. */
  onProgress?: (chunk: string) => void;
}

export interface SkitGenerator {
  readonly name: "openai" | "offline";
  generate(form: SkitForm, options?: GenerateOptions): Promise<GeneratedSkit>;
}

/** A generation that failed; surfaces to the client as a 502 with this message. */
export class GenerationError extends Error {
  override readonly name = "GenerationError";
}
