/**
 * When a remix is approved, the creator of the skit it came from earns a credit: once per
 * remix (idempotency key remix:<remix id>), never for remixing one's own skit, and not when
 * the original or its creator is gone. Runs inside the approval's transaction.
 */
import { eq } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { type Skit, skits } from "../../../server/db/schema.ts";
import { grantCredits } from "../../money/server/credits.ts";
import { CREDITS_PER_REMIX } from "../remix.schema.ts";

export async function grantRemixCredit(
  tx: Tx,
  remix: Pick<Skit, "id" | "remixedFromId" | "creatorId">,
  actorId: number,
): Promise<boolean> {
  if (remix.remixedFromId === null) return false;
  const [original] = await tx
    .select({ id: skits.id, creatorId: skits.creatorId })
    .from(skits)
    .where(eq(skits.id, remix.remixedFromId));
  if (!original || original.creatorId === null || original.creatorId === remix.creatorId) return false;
  return grantCredits(tx, {
    userId: original.creatorId,
    amount: CREDITS_PER_REMIX,
    reason: "remix",
    idempotencyKey: `remix:${remix.id}`,
    skitId: original.id,
    actorId,
    note: `Remix ${remix.id} approved`,
  });
}
