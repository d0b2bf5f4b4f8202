/** The Fountain download of a stored skit (the third download format). */
import { eq } from "drizzle-orm";
import { parseScript } from "../../../lib/script-parser.ts";
import type { Tx } from "../../../server/db/client.ts";
import { type Skit, users } from "../../../server/db/schema.ts";
import { displayName } from "../../skits/server/skit-view.ts";
import { buildFountain } from "../fountain.ts";
import { licenseText } from "../licenses.ts";

/** The creator's display name ("Ruth Teacher"), or null. */
export async function creatorNameOf(db: Tx, creatorId: number | null): Promise<string | null> {
  if (creatorId === null) return null;
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, creatorId));
  return row ? displayName(row.firstName, row.lastName) : null;
}

/** UTF-8 bytes of the skit as a Fountain screenplay. */
export function renderSkitFountain(
  skit: Pick<Skit, "title" | "description" | "scripture" | "props" | "license" | "content">,
  author: string | null,
): Uint8Array {
  const text = buildFountain(
    {
      title: skit.title,
      description: skit.description,
      scripture: skit.scripture,
      author,
      props: skit.props,
      license: licenseText(skit.license),
    },
    parseScript(skit.content),
  );
  return new TextEncoder().encode(text);
}
