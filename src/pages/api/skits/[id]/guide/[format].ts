import { wantsLargePrint } from "~/features/downloads/downloads.schema.ts";
import { GUIDE_FORMATS, type GuideFormat } from "~/features/guide/guide.schema.ts";
import { downloadGuide } from "~/features/guide/server/download-guide.ts";
import { downloaderOrRedirect, fileResponse } from "~/features/performance/server/file-response.ts";
import { getDb } from "~/server/db/client.ts";
import { AppError } from "~/server/http/errors.ts";
import { api } from "~/server/http/handler.ts";

/** GET /api/skits/{id}/guide/{pdf|docx}[?largePrint=1]: the skit's one-page leader's guide. */
export const GET = api(async (ctx) => {
  const user = downloaderOrRedirect(ctx);
  if (user instanceof Response) return user;
  const format = ctx.params.format ?? "";
  if (!(GUIDE_FORMATS as readonly string[]).includes(format)) {
    throw new AppError("BAD_REQUEST", "Unsupported format. Choose pdf or docx.");
  }
  const file = await downloadGuide({
    db: await getDb(),
    user,
    idOrUuid: ctx.params.id ?? "",
    format: format as GuideFormat,
    largePrint: wantsLargePrint(ctx.url.searchParams.get("largePrint")),
    signal: ctx.request.signal,
  });
  return fileResponse(file.bytes, file.contentType, file.fileName);
});
