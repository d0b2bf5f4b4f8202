/** The most downloaded skits in the public library (home page "Popular Skits"). */
import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { skits } from "../../../server/db/schema.ts";

export interface PopularSkit {
  id: number;
  uuid: string;
  title: string;
  ageGroup: string;
  scripture: string | null;
  topic: string;
  speakingParts: number;
  length: string;
  downloadCount: number;
}

/** Approved, public skits, most downloaded first (newest first on a tie). */
export async function listPopularSkits(db: Tx, limit = 3): Promise<PopularSkit[]> {
  return db
    .select({
      id: skits.id,
      uuid: skits.uuid,
      title: skits.title,
      ageGroup: skits.ageGroup,
      scripture: skits.scripture,
      topic: skits.topic,
      speakingParts: skits.speakingParts,
      length: skits.length,
      downloadCount: skits.downloadCount,
    })
    .from(skits)
    .where(and(eq(skits.status, "approved"), eq(skits.isPublic, true)))
    .orderBy(desc(skits.downloadCount), desc(skits.createdAt), desc(skits.id))
    .limit(Math.max(0, Math.trunc(limit)));
}
