/** GET /api/admin/newsletter — newsletter subscribers, newest first, with the total. */
import { listNewsletterSubscribers } from "~/features/admin/server/list-newsletter-subscribers.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listNewsletterSubscribers({ db: await getDb(), admin }));
});
