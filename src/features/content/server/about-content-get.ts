/** The About page's content (the latest saved row, or the default text). */
import { desc } from "drizzle-orm";
import type { Tx } from "../../../server/db/client.ts";
import { aboutContent } from "../../../server/db/schema.ts";
import { type AboutContentView, DEFAULT_ABOUT } from "../about.schema.ts";

export async function getAboutContent(db: Tx): Promise<AboutContentView> {
  const [row] = await db
    .select()
    .from(aboutContent)
    .orderBy(desc(aboutContent.updatedAt), desc(aboutContent.id))
    .limit(1);
  if (!row) return DEFAULT_ABOUT;
  return {
    title: row.title,
    subtitle: row.subtitle,
    mainText: row.mainText,
    team: (row.team ?? []).map((m) => ({
      name: m.name ?? "",
      role: m.role ?? "",
      bio: m.bio ?? "",
      photoUrl: m.photoUrl ?? "",
    })),
    videoUrl: row.videoUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}
