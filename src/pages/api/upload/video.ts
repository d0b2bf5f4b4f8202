/**
 * POST /api/upload/video (admins) — multipart field `video`: video/* only (415),
 * at most VIDEO_MAX_BYTES (413). 201 { url, id, fileName, mimeType, size }.
 */
import { readMultipartFile } from "~/features/admin/server/read-multipart-file.ts";
import { uploadVideo, videoTooLargeMessage } from "~/features/admin/server/upload-video.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { config } from "~/server/config.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const maxBytes = config().VIDEO_MAX_BYTES;
  const file = await readMultipartFile(ctx.request, "video", {
    maxBytes,
    tooLargeMessage: videoTooLargeMessage(maxBytes),
    notMultipartMessage: "Send the video as multipart/form-data in a field named video.",
  });
  const uploaded = await uploadVideo({ db: await getDb(), admin, file, maxBytes });
  return json(uploaded, { status: 201 });
});
