/** GET /api/admin/messages — contact-form messages, newest first, with the unread count. */
import { listContactMessages } from "~/features/admin/server/list-contact-messages.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listContactMessages({ db: await getDb(), admin }));
});
