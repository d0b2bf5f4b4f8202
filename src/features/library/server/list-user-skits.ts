/** A creator's own skits, every status, newest first (dashboard and browse "Your Skits"). */
import { desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";
import type { LibrarySkit } from "../library.schema.ts";
import { librarySkitColumns, toLibrarySkit } from "./list-skits.ts";

/** At most this many skits are listed for one creator (newest first). */
export const USER_SKITS_LIMIT = 500;

export async function listUserSkits(options: {
  db: Tx;
  user: Pick<SessionUser, "id">;
}): Promise<LibrarySkit[]> {
  const rows = await options.db
    .select(librarySkitColumns)
    .from(skits)
    .where(eq(skits.creatorId, options.user.id))
    .orderBy(desc(skits.createdAt), desc(skits.id))
    .limit(USER_SKITS_LIMIT);
  return rows.map(toLibrarySkit);
}
