/** GET /api/admin/payments/purchases: completed card payments, newest first, with whether each can be refunded. */
import { listPurchases } from "~/features/money/server/list-purchases.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listPurchases({ db: await getDb(), admin }));
});
