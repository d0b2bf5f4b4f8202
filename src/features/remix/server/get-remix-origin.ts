/** The attribution a remix carries on its page: "Remixed from <title> by <creator>". */
import { eq } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { skits, users } from "../../../server/db/schema.ts";
import { displayName } from "../../skits/server/skit-view.ts";

export interface RemixOrigin {
  /** null when the original is no longer published (its page would not open). */
  uuid: string | null;
  title: string;
  creatorName: string;
}

export async function getRemixOrigin(db: Tx, remixedFromId: number | null): Promise<RemixOrigin | null> {
  if (remixedFromId === null) return null;
  const [row] = await db
    .select({
      uuid: skits.uuid,
      title: skits.title,
      status: skits.status,
      isPublic: skits.isPublic,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(skits)
    .leftJoin(users, eq(users.id, skits.creatorId))
    .where(eq(skits.id, remixedFromId));
  if (!row) return { uuid: null, title: "a skit that is no longer available", creatorName: "its author" };
  return {
    uuid: row.status === "approved" && row.isPublic ? row.uuid : null,
    title: row.title,
    creatorName: displayName(row.firstName, row.lastName) ?? "a Scripture Skits writer",
  };
}
