/**
 * Records a download. In one transaction: a download row; the skit's count
 * goes up once per downloader, skit and UTC day; and the creator of an
 * approved skit earns 2 credits once per downloader (never for their own
 * downloads). Repeated or concurrent calls inflate nothing.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../server/db/client.ts";
import { downloads, type Skit, skits } from "../../../server/db/schema.ts";
import { CREDITS_PER_DOWNLOAD, grantCredits } from "../../money/server/credits.ts";
import type { DownloadFormat } from "../downloads.schema.ts";

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export interface RecordedDownload {
  counted: boolean;
  creditsAwarded: number;
  downloadCount: number;
}

export async function recordDownload(options: {
  db: Db;
  userId: number;
  skit: Pick<Skit, "id" | "status" | "creatorId">;
  format: DownloadFormat;
  donated?: boolean;
  donationAmountCents?: number | null;
  now?: Date;
}): Promise<RecordedDownload> {
  const { db, userId, skit, format } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const base = {
      userId,
      skitId: skit.id,
      format,
      donated: options.donated ?? false,
      donationAmountCents: options.donationAmountCents ?? null,
      createdAt: now,
    };
    const counted = await tx
      .insert(downloads)
      .values({ ...base, countedOn: utcDay(now) })
      .onConflictDoNothing()
      .returning({ id: downloads.id });
    let downloadCount: number;
    if (counted.length > 0) {
      const [row] = await tx
        .update(skits)
        .set({ downloadCount: sql`${skits.downloadCount} + 1` })
        .where(eq(skits.id, skit.id))
        .returning({ downloadCount: skits.downloadCount });
      downloadCount = row?.downloadCount ?? 0;
    } else {
      await tx.insert(downloads).values({ ...base, countedOn: null });
      const [row] = await tx
        .select({ downloadCount: skits.downloadCount })
        .from(skits)
        .where(eq(skits.id, skit.id));
      downloadCount = row?.downloadCount ?? 0;
    }
    let creditsAwarded = 0;
    if (skit.status === "approved" && skit.creatorId !== null && skit.creatorId !== userId) {
      const granted = await grantCredits(tx, {
        userId: skit.creatorId,
        amount: CREDITS_PER_DOWNLOAD,
        reason: "download",
        idempotencyKey: `download:${skit.id}:${userId}`,
        skitId: skit.id,
        actorId: userId,
      });
      if (granted) creditsAwarded = CREDITS_PER_DOWNLOAD;
    }
    return { counted: counted.length > 0, creditsAwarded, downloadCount };
  });
}
