import { listRevenues } from "~/features/library/server/list-revenues.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** { totalEarnings, pendingPayment, recentRevenues, revenues } in dollars. */
export const GET = api(async (ctx) => {
  const user = requireUser(ctx);
  return json(await listRevenues({ db: await getDb(), user }));
});
