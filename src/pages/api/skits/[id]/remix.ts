import { getGenerator } from "~/features/generation/index.ts";
import { createRemix } from "~/features/remix/server/create-remix.ts";
import { skitFormWithLicenseSchema } from "~/features/skits/skit.schema.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, readJson } from "~/server/http/handler.ts";
import { respondWithProgress } from "~/server/http/stream.ts";

/** POST /api/skits/{id}/remix: write a new skit from an approved one (streams progress like create). */
export const POST = api(async (ctx) => {
  const user = requireUser(ctx, "Please sign in to remix a skit.");
  const form = await readJson(ctx.request, skitFormWithLicenseSchema);
  const db = await getDb();
  return respondWithProgress(
    ctx.request,
    (onProgress, signal) =>
      createRemix({
        db,
        user,
        idOrUuid: ctx.params.id ?? "",
        form,
        generator: getGenerator(),
        generateOptions: { signal, ...(onProgress ? { onProgress } : {}) },
      }),
    201,
  );
});
