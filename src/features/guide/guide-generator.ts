/**
 * The guide generation interface: the same two writers as the skits, the built-in offline
 * writer (from its story library) and any OpenAI-compatible chat-completions server.
 */
import type { GuideInput, LeaderGuide } from "./guide.schema.ts";

export interface GuideGenerator {
  readonly name: "openai" | "offline";
  generate(input: GuideInput, options?: { signal?: AbortSignal }): Promise<LeaderGuide>;
}
