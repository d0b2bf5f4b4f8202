/** GET /api/about — the About page's content; POST (admins) — { title, subtitle, mainText, team, videoUrl } saves it. */
import { aboutFormSchema } from "~/features/content/about.schema.ts";
import { getAboutContent } from "~/features/content/server/about-content-get.ts";
import { updateAboutContent } from "~/features/content/server/about-content-update.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const GET = api(async () => json(await getAboutContent(await getDb())));

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const input = await readJson(ctx.request, aboutFormSchema);
  return json(await updateAboutContent({ db: await getDb(), admin, input }));
});
