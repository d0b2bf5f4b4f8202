import { getDownloadStats } from "~/features/library/server/get-creator-overview.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** { totalDownloads } of the signed-in user's skits. */
export const GET = api(async (ctx) => {
  const user = requireUser(ctx);
  return json(await getDownloadStats({ db: await getDb(), user }));
});
