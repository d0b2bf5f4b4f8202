import { recordDownloadSchema } from "~/features/downloads/downloads.schema.ts";
import { getDownloadableSkit } from "~/features/downloads/server/download-skit.ts";
import { recordDownload } from "~/features/downloads/server/record-download.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Authentication required: Please sign in to download skits");
  const input = await readJson(ctx.request, recordDownloadSchema);
  const db = await getDb();
  const skit = await getDownloadableSkit(db, user, ctx.params.id ?? "");
  const result = await recordDownload({
    db,
    userId: user.id,
    skit,
    format: input.format,
    donated: input.donated,
    donationAmountCents:
      input.donated && input.donationAmount ? Math.round(input.donationAmount * 100) : null,
  });
  return json({ message: "Download recorded", ...result });
});
