import { getGenerator } from "~/features/generation/index.ts";
import { createSkit } from "~/features/skits/server/create-skit.ts";
import { skitFormWithLicenseSchema } from "~/features/skits/skit.schema.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, readJson } from "~/server/http/handler.ts";
import { respondWithProgress } from "~/server/http/stream.ts";

export const POST = api(async (ctx) => {
  const user = requireUser(ctx);
  const form = await readJson(ctx.request, skitFormWithLicenseSchema);
  const db = await getDb();
  return respondWithProgress(
    ctx.request,
    (onProgress, signal) =>
      createSkit({
        db,
        user,
        form,
        generator: getGenerator(),
        generateOptions: { signal, ...(onProgress ? { onProgress } : {}) },
      }),
    201,
  );
});
