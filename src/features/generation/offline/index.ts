/**
 * The built-in offline skit writer: the default generator when no OpenAI key is set. It writes
 * complete, performable scripts in the documented format (docs/script-format.md) from a curated
 * library of Bible stories, or an original parable when no story fits the topic.
 */
import type { GeneratedSkit, SkitForm } from "../../skits/skit.schema.ts";
import type { GenerateOptions, SkitGenerator } from "../generator.ts";
import { composeSkit } from "./compose.ts";

/** Splits content into paragraphs for the progress view, keeping the blank lines between them. */
export function progressChunks(content: string): string[] {
  return content.split(/(?<=\n\n)/);
}

export const offlineGenerator: SkitGenerator = {
  name: "offline",
  async generate(form: SkitForm, options: GenerateOptions = {}): Promise<GeneratedSkit> {
    options.signal?.throwIfAborted();
    const skit = composeSkit(form);
    if (options.onProgress) {
      for (const chunk of progressChunks(skit.content)) {
        options.signal?.throwIfAborted();
        options.onProgress(chunk);
        // Let the event loop breathe so a streaming response can flush each paragraph.
        await new Promise<void>((resolve) => setTimeout(resolve, 0));
      }
    }
    return skit;
  },
};
