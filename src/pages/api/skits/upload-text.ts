import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from "~/features/library/library.schema.ts";
import { readUploadedFile } from "~/features/library/server/read-upload.ts";
import { uploadTextSkit } from "~/features/library/server/upload-text-skit.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json } from "~/server/http/handler.ts";

/** Multipart field skitFile: a .txt skit of at most 2 MB, stored as a pending skit of the uploader. */
export const POST = api(async (ctx) => {
  const user = requireUser(ctx);
  const file = await readUploadedFile(ctx.request, {
    field: UPLOAD_FIELD,
    maxBytes: UPLOAD_MAX_BYTES,
    tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  });
  const skit = await uploadTextSkit({ db: await getDb(), user, file });
  return json(
    { skit, message: "Skit uploaded. It will appear in the library once an administrator approves it." },
    { status: 201 },
  );
});
