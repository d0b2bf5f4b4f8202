/**
 * HTTP byte ranges (RFC 9110 §14) for serving uploads, so a browser can seek in
 * a video. One range per request; a request for several ranges is answered
 * with the whole file (which the RFC allows).
 */
import type { ByteRange } from "../../server/services/storage.ts";

export type RangeDecision =
  | { kind: "full" }
  | { kind: "partial"; range: ByteRange }
  | { kind: "unsatisfiable" };

const SPEC = /^(\d*)-(\d*)$/;

/** What to send for a Range header against a file of `size` bytes. */
export function decideRange(header: string | null, size: number): RangeDecision {
  if (header === null) return { kind: "full" };
  const value = header.trim();
  const match = /^bytes\s*=\s*(.+)$/i.exec(value);
  // Another unit: ignore the header.
  if (!match) return { kind: "full" };
  const specs = match[1]!.split(",").map((s) => s.trim());
  if (specs.length > 1)
    return specs.every((s) => SPEC.test(s)) ? { kind: "full" } : { kind: "unsatisfiable" };
  const parts = SPEC.exec(specs[0]!);
  if (!parts) return { kind: "unsatisfiable" };
  const [, first = "", last = ""] = parts;
  if (first === "" && last === "") return { kind: "unsatisfiable" };
  if (size <= 0) return { kind: "unsatisfiable" };
  if (first === "") {
    // Suffix: the last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length) || length === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  if (last === "") return { kind: "partial", range: { start, end: size - 1 } };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return { kind: "unsatisfiable" };
  return { kind: "partial", range: { start, end: Math.min(end, size - 1) } };
}

export function contentRange(range: ByteRange, size: number): string {
  return `bytes ${range.start}-${range.end}/${size}`;
}
