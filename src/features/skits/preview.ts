/** The public preview of a skit: its first paragraphs (split on blank lines). */
import { PREVIEW_PARAGRAPHS } from "./skit.schema.ts";

export function splitParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export function previewOf(
  content: string,
  paragraphs = PREVIEW_PARAGRAPHS,
): { text: string; truncated: boolean } {
  const all = splitParagraphs(content);
  return { text: all.slice(0, paragraphs).join("\n\n"), truncated: all.length > paragraphs };
}
