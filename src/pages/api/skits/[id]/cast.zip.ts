import { wantsLargePrint } from "~/features/downloads/downloads.schema.ts";
import { downloadCastZip } from "~/features/performance/server/actor-scripts.ts";
import { downloaderOrRedirect, fileResponse } from "~/features/performance/server/file-response.ts";
import { getDb } from "~/server/db/client.ts";
import { api } from "~/server/http/handler.ts";

/** GET /api/skits/{id}/cast.zip[?largePrint=1]: the full script and every speaking part's actor script. */
export const GET = api(async (ctx) => {
  const user = downloaderOrRedirect(ctx);
  if (user instanceof Response) return user;
  const file = await downloadCastZip({
    db: await getDb(),
    user,
    idOrUuid: ctx.params.id ?? "",
    largePrint: wantsLargePrint(ctx.url.searchParams.get("largePrint")),
  });
  return fileResponse(file.bytes, "application/zip", file.fileName);
});
