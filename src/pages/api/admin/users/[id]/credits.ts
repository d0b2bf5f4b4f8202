/** POST /api/admin/users/{id}/credits — { delta, reason, requestId? }: add or remove credits (never below 0). */
import { creditAdjustmentSchema } from "~/features/admin/admin.schema.ts";
import { adjustUserCredits } from "~/features/admin/server/adjust-user-credits.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, intParam, json, readJson } from "~/server/http/handler.ts";

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const userId = intParam(ctx.params.id, "User not found.");
  const adjustment = await readJson(ctx.request, creditAdjustmentSchema);
  const result = await adjustUserCredits({ db: await getDb(), admin, userId, adjustment });
  return json({ message: "Credits updated", ...result });
});
