/** POST /api/admin/messages/{id}/read — marks a contact message as read. */
import { markContactMessageRead } from "~/features/admin/server/list-contact-messages.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const messageId = intParam(ctx.params.id, "Message not found.");
  return json(await markContactMessageRead({ db: await getDb(), admin, messageId }));
});
