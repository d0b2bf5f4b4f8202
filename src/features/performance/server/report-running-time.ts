/**
 * A user reports how long a skit actually ran: 1-180 minutes, one report per user and skit
 * (a second report replaces the first), only after downloading the skit.
 */
import { sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { runtimeReports } from "../../../server/db/schema.ts";
import { AppError } from "../../../server/http/errors.ts";
import { getDownloadableSkit } from "../../downloads/server/download-skit.ts";
import type { RunningTimeSummary } from "../performance.schema.ts";
import { getRunningTime, hasDownloaded } from "./get-running-time.ts";

export const REPORT_NEEDS_DOWNLOAD_MESSAGE = "Download this skit first, then tell us how long it ran.";

export async function reportRunningTime(options: {
  db: Db;
  user: SessionUser;
  idOrUuid: string;
  minutes: number;
  now?: Date;
}): Promise<RunningTimeSummary> {
  const { db, user, minutes } = options;
  const skit = await getDownloadableSkit(db, user, options.idOrUuid);
  if (!(await hasDownloaded(db, user.id, skit.id)))
    throw new AppError("FORBIDDEN", REPORT_NEEDS_DOWNLOAD_MESSAGE);
  const now = options.now ?? new Date();
  await db
    .insert(runtimeReports)
    .values({ skitId: skit.id, userId: user.id, minutes, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [runtimeReports.userId, runtimeReports.skitId],
      set: { minutes: sql`excluded.minutes`, updatedAt: now },
    });
  return getRunningTime({ db, skit, viewerId: user.id });
}
