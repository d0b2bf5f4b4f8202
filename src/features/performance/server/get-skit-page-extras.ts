/**
 * Everything the skit page shows beyond the skit itself, from one read of the skit: the
 * performance view (parts, doubling, running time, licence), the remix attribution, whether
 * it can be remixed, and the scripture check (for its creator and admins only).
 */
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import type { Skit } from "../../../server/db/schema.ts";
import { getRemixOrigin, type RemixOrigin } from "../../remix/server/get-remix-origin.ts";
import { checkSkitReferences, type SkitReferenceCheck } from "../../scripture/check-skit-references.ts";
import { getVisibleSkit } from "../../skits/server/get-skit.ts";
import { canReadFullText } from "../../skits/server/skit-access.ts";
import { performanceOf, type SkitPerformance } from "./get-skit-performance.ts";

export interface SkitPageExtras {
  performance: SkitPerformance;
  remixOrigin: RemixOrigin | null;
  /** Published in the library, so anyone signed in may remix it. */
  canRemix: boolean;
  /** Only for the creator and admins. */
  scriptureCheck: SkitReferenceCheck | null;
}

/** By id or uuid (checks visibility), or for a skit already read with getVisibleSkit (no second read). */
export async function getSkitPageExtras(
  options: { db: Tx; viewer: SessionUser | null } & ({ idOrUuid: string } | { skit: Skit }),
): Promise<SkitPageExtras> {
  const skit =
    "skit" in options ? options.skit : await getVisibleSkit(options.db, options.idOrUuid, options.viewer);
  const [performance, remixOrigin] = await Promise.all([
    performanceOf({ db: options.db, skit, viewerId: options.viewer?.id ?? null }),
    getRemixOrigin(options.db, skit.remixedFromId),
  ]);
  return {
    performance,
    remixOrigin,
    canRemix: skit.status === "approved" && skit.isPublic,
    scriptureCheck: canReadFullText(options.viewer, skit) ? checkSkitReferences(skit) : null,
  };
}
