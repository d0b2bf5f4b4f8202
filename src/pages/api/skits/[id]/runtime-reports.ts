import { runtimeReportSchema } from "~/features/performance/performance.schema.ts";
import { getSkitRunningTime } from "~/features/performance/server/get-running-time.ts";
import { reportRunningTime } from "~/features/performance/server/report-running-time.ts";
import { currentUser, requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** GET: the estimate, the median of reported running times and the viewer's own report. */
export const GET = api(async (ctx) => {
  const summary = await getSkitRunningTime({
    db: await getDb(),
    viewer: currentUser(ctx),
    idOrUuid: ctx.params.id ?? "",
  });
  return json(summary);
});

/** POST {minutes}: report (or update) how long the skit ran, after downloading it. */
export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Please sign in to report a running time.");
  const input = await readJson(ctx.request, runtimeReportSchema);
  const summary = await reportRunningTime({
    db: await getDb(),
    user,
    idOrUuid: ctx.params.id ?? "",
    minutes: input.minutes,
  });
  return json({ message: "Thank you! Your running time was saved.", ...summary });
});
