import { listUserSkits } from "~/features/library/server/list-user-skits.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** The signed-in user's own skits, every status, newest first. */
export const GET = api(async (ctx) => {
  const user = requireUser(ctx);
  return json({ skits: await listUserSkits({ db: await getDb(), user }) });
});
