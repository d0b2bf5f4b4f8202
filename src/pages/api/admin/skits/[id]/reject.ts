import { z } from "zod";
import { rejectSkit } from "~/features/skits/server/moderate-skit.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

const bodySchema = z.object({
  reason: z.string().trim().max(1000, "Reason must be 1000 characters or less").optional(),
});

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const { reason } = await readJson(ctx.request, bodySchema);
  const skit = await rejectSkit({ db: await getDb(), admin, idOrUuid: ctx.params.id ?? "", reason });
  return json({
    message: "Skit rejected",
    id: skit.id,
    uuid: skit.uuid,
    status: skit.status,
    isApproved: false,
  });
});
