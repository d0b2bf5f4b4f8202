import { wantsLargePrint } from "~/features/downloads/downloads.schema.ts";
import { downloadActorScript } from "~/features/performance/server/actor-scripts.ts";
import { downloaderOrRedirect, fileResponse } from "~/features/performance/server/file-response.ts";
import { getDb } from "~/server/db/client.ts";
import { api } from "~/server/http/handler.ts";

/** GET /api/skits/{id}/actor-scripts/{role}[?largePrint=1]: one speaking part's actor script (PDF). */
export const GET = api(async (ctx) => {
  const user = downloaderOrRedirect(ctx);
  if (user instanceof Response) return user;
  const file = await downloadActorScript({
    db: await getDb(),
    user,
    idOrUuid: ctx.params.id ?? "",
    roleId: ctx.params.role ?? "",
    largePrint: wantsLargePrint(ctx.url.searchParams.get("largePrint")),
  });
  return fileResponse(file.bytes, "application/pdf", file.fileName);
});
