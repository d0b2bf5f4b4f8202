/** GET /api/admin/newsletter.csv — every newsletter subscriber as a CSV download. */
import { newsletterCsv } from "~/features/admin/server/list-newsletter-subscribers.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const csv = await newsletterCsv({ db: await getDb(), admin });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});
