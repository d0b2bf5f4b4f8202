/** GET /api/admin/payments/batches: payout batches; POST {notes?, userIds?}: a batch from the creators ready to be paid. */
import { batchSchema } from "~/features/money/money.schema.ts";
import { createPaymentBatch } from "~/features/money/server/create-payment-batch.ts";
import { listPaymentBatches } from "~/features/money/server/list-payment-batches.ts";
import { requireAdmin } from "~/server/auth/guards.ts";
import { getDb } from "~/server/db/client.ts";
import { api, json, readJson } from "~/server/http/handler.ts";

export const GET = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  return json(await listPaymentBatches({ db: await getDb(), admin }));
});

export const POST = api(async (ctx) => {
  const admin = requireAdmin(ctx);
  const input = await readJson(ctx.request, batchSchema);
  const batch = await createPaymentBatch({
    db: await getDb(),
    admin,
    notes: input.notes,
    ...(input.userIds ? { userIds: input.userIds } : {}),
  });
  return json(batch, { status: 201 });
});
