import { profileSchema } from "~/features/accounts/accounts.schema.ts";
import { updateProfile } from "~/features/accounts/server/update-profile.ts";
import { requireUser } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

/** Updates first name, last name and (password accounts only) email. */
export const PUT = api(async (ctx) => {
  const user = requireUser(ctx);
  const input = await readJson(ctx.request, profileSchema);
  return json(await updateProfile({ db: await getDb(), user, input }));
});
