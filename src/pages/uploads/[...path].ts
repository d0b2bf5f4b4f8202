/** GET / HEAD /uploads/{key} — uploaded files with their content type and byte ranges (videos seek). */
import type { APIContext } from "astro";
import { serveUpload } from "~/features/admin/server/serve-upload.ts";
import { getDb } from "~/server/db/client.ts";
import { api } from "~/server/http/handler.ts";

const serve = async (ctx: APIContext) =>
  serveUpload({ db: await getDb(), key: ctx.params.path ?? "", request: ctx.request });

export const GET = api(serve);
export const HEAD = api(serve);
