import {
  DOWNLOAD_FORMATS,
  type DownloadFormat,
  wantsLargePrint,
} from "~/features/downloads/downloads.schema.ts";
import { downloadSkit } from "~/features/downloads/server/download-skit.ts";
import { currentUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { AppError } from "~/server/http/errors.ts";
import { api } from "~/server/http/handler.ts";

/** A browser navigation (new tab, link) rather than a script's fetch. */
function isNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

export const GET = api(async (ctx) => {
  const user = currentUser(ctx);
  if (!user) {
    if (isNavigation(ctx.request)) {
      const back = `/skit/${encodeURIComponent(ctx.params.id ?? "")}`;
      return ctx.redirect(`/api/login?next=${encodeURIComponent(back)}`, 302);
    }
    throw new AppError("UNAUTHORIZED", "Authentication required: Please sign in to download skits");
  }
  const format = ctx.params.format ?? "";
  if (!(DOWNLOAD_FORMATS as readonly string[]).includes(format)) {
    throw new AppError("BAD_REQUEST", "Unsupported format. Choose pdf, docx or fountain.");
  }
  const file = await downloadSkit({
    db: await getDb(),
    user,
    idOrUuid: ctx.params.id ?? "",
    format: format as DownloadFormat,
    largePrint: wantsLargePrint(ctx.url.searchParams.get("largePrint")),
  });
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "content-length": String(file.bytes.byteLength),
      "cache-control": "private, no-store",
    },
  });
});
