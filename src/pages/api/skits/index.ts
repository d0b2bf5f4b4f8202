import { parseLibraryQueryStrict } from "~/features/library/library.schema.ts";
import { listSkits } from "~/features/library/server/list-skits.ts";
import { currentUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { validationError } from "~/server/http/errors.ts";
import { api, json } from "~/server/http/handler.ts";

/** The public library: filters, search, tab, sort and pagination (see library.schema.ts). */
export const GET = api(async (ctx) => {
  const parsed = parseLibraryQueryStrict(ctx.url.searchParams);
  if (!parsed.success) throw validationError(parsed.error);
  return json(await listSkits({ db: await getDb(), viewer: currentUser(ctx), query: parsed.data }));
});
