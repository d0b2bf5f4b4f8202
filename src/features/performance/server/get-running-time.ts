/** The running time of a skit: the script's estimate and the median of reported running times. */
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { downloads, runtimeReports } from "../../../server/db/schema.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import type { RunningTimeSummary } from "../performance.schema.ts";
import { median, runningMinutesOf } from "../running-time.ts";

/** Whether a user has downloaded a skit (any format, ever): the condition for reporting its running time. */
export async function hasDownloaded(db: Tx, userId: number, skitId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(downloads)
    .where(and(eq(downloads.userId, userId), eq(downloads.skitId, skitId)))
    .limit(1);
  return row !== undefined;
}

export async function getRunningTime(options: {
  db: Tx;
  skit: { id: number; content: string };
  viewerId: number | null;
}): Promise<RunningTimeSummary> {
  const { db, skit, viewerId } = options;
  const rows = await db
    .select({ userId: runtimeReports.userId, minutes: runtimeReports.minutes })
    .from(runtimeReports)
    .where(eq(runtimeReports.skitId, skit.id));
  const mine = viewerId === null ? undefined : rows.find((r) => r.userId === viewerId);
  return {
    estimateMinutes: runningMinutesOf(skit.content),
    medianMinutes: median(rows.map((r) => r.minutes)),
    reportCount: rows.length,
    yourMinutes: mine?.minutes ?? null,
    canReport: viewerId !== null && (await hasDownloaded(db, viewerId, skit.id)),
  };
}

/** The running time of a skit the viewer may see (404 otherwise). */
export async function getSkitRunningTime(options: {
  db: Tx;
  viewer: SessionUser | null;
  idOrUuid: string;
}): Promise<RunningTimeSummary> {
  const skit = await getVisibleSkit(options.db, options.idOrUuid, options.viewer);
  return getRunningTime({ db: options.db, skit, viewerId: options.viewer?.id ?? null });
}
