/**
 * Running time: the estimate from the parsed script (spoken words at 130 a minute plus
 * 5 seconds per stage direction, src/lib/script-stats.ts) and the median of the running
 * times people reported after performing a skit. Browser-safe.
 */
import { parseScript } from "../../lib/script-parser.ts";
import { estimateRunningMinutes } from "../../lib/script-stats.ts";

/** The estimated running time of a skit text, in whole minutes (at least 1). For library cards and the skit page. */
export function runningMinutesOf(content: string): number {
  return estimateRunningMinutes(parseScript(content));
}

/** The middle value (the mean of the two middle values for an even count); null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/** "About 4 minutes", "About 1 minute". */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes * 2) / 2;
  return `${rounded} ${rounded === 1 ? "minute" : "minutes"}`;
}

/** The sentence the skit page shows about reported running times. */
export function medianText(medianMinutes: number | null, reportCount: number): string {
  if (medianMinutes === null || reportCount === 0) return "No one has reported how long it ran yet.";
  return `Leaders report a median of ${formatMinutes(medianMinutes)} (${reportCount} ${reportCount === 1 ? "report" : "reports"}).`;
}
