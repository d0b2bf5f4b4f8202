import { getGenerator } from "~/features/generation/index.ts";
import { editSkit } from "~/features/skits/server/edit-skit.ts";
import { skitFormWithLicenseSchema } from "~/features/skits/skit.schema.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, readJson } from "~/server/http/handler.ts";
import { respondWithProgress } from "~/server/http/stream.ts";

export const PUT = api(async (ctx) => {
  const user = requireUser(ctx);
  const form = await readJson(ctx.request, skitFormWithLicenseSchema);
  const db = await getDb();
  return respondWithProgress(ctx.request, (onProgress, signal) =>
    editSkit({
      db,
      user,
      idOrUuid: ctx.params.id ?? "",
      form,
      generator: getGenerator(),
      generateOptions: { signal, ...(onProgress ? { onProgress } : {}) },
    }),
  );
});
