/** Shapes shared by the performance routes and islands: running-time reports. */
import { z } from "zod";

export const MIN_REPORTED_MINUTES = 1;
export const MAX_REPORTED_MINUTES = 180;

export const RUNTIME_MINUTES_MESSAGE = "Running time must be a whole number of minutes between 1 and 180";

export const runtimeReportSchema = z.object({
  minutes: z.coerce
    .number({ error: RUNTIME_MINUTES_MESSAGE })
    .int(RUNTIME_MINUTES_MESSAGE)
    .min(MIN_REPORTED_MINUTES, RUNTIME_MINUTES_MESSAGE)
    .max(MAX_REPORTED_MINUTES, RUNTIME_MINUTES_MESSAGE),
});

export type RuntimeReportInput = z.input<typeof runtimeReportSchema>;

/** What the running-time endpoints answer and the skit page shows. */
export interface RunningTimeSummary {
  /** From the parsed script: spoken words at 130 a minute plus 5 seconds per direction. */
  estimateMinutes: number;
  /** Median of the reported running times; null before the first report. */
  medianMinutes: number | null;
  reportCount: number;
  /** The viewer's own report, if any. */
  yourMinutes: number | null;
  /** The viewer downloaded the skit, so they may report (or update) its running time. */
  canReport: boolean;
}
