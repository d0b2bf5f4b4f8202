/** An admin saves the About page's content (one row, updated in place), audit-logged. */
import { desc, eq } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Db } from "../../../server/db/client.ts";
import { aboutContent } from "../../../server/db/schema.ts";
import { assertAdmin } from "../../admin/server/admin-access.ts";
import { recordAudit } from "../../admin/server/record-audit.ts";
import type { AboutContentView, AboutForm } from "../about.schema.ts";
import { getAboutContent } from "./about-content-get.ts";

export async function updateAboutContent(options: {
  db: Db;
  admin: SessionUser;
  input: AboutForm;
}): Promise<AboutContentView> {
  const { db, admin, input } = options;
  assertAdmin(admin);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(aboutContent)
      .orderBy(desc(aboutContent.updatedAt), desc(aboutContent.id))
      .limit(1)
      .for("update");
    const values = { ...input, updatedAt: new Date() };
    if (current) {
      await tx.update(aboutContent).set(values).where(eq(aboutContent.id, current.id));
    } else {
      await tx.insert(aboutContent).values(values);
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: "about.update",
      targetType: "about_content",
      targetId: current ? String(current.id) : null,
      before: current
        ? {
            title: current.title,
            subtitle: current.subtitle,
            mainText: current.mainText,
            team: current.team,
            videoUrl: current.videoUrl,
          }
        : null,
      after: input,
    });
  });
  return getAboutContent(db);
}
