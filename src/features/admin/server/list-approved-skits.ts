/**
 * Approved skits for the admin: the most recently approved first (the Skits
 * tab's 'Recently Approved Skits') or searched by title, scripture and topic
 * (the category assignment screen), each with its categories.
 */
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { skits, users } from "../../../server/db/schema.ts";
import { categoriesOf } from "../../skits/server/skit-view.ts";
import type { ApprovedSkitRow } from "../admin.schema.ts";
import { assertAdmin, iso, likePattern } from "./admin-access.ts";

export const APPROVED_LIST_MAX = 100;

export async function listApprovedSkits(options: {
  db: Tx;
  admin: SessionUser;
  search?: string | undefined;
  limit?: number | undefined;
}): Promise<ApprovedSkitRow[]> {
  assertAdmin(options.admin);
  const limit = Math.min(Math.max(options.limit ?? 10, 1), APPROVED_LIST_MAX);
  const term = options.search?.trim();
  const pattern = term ? likePattern(term) : null;
  const rows = await options.db
    .select({
      id: skits.id,
      uuid: skits.uuid,
      title: skits.title,
      scripture: skits.scripture,
      topic: skits.topic,
      ageGroup: skits.ageGroup,
      creatorId: skits.creatorId,
      creatorEmail: users.email,
      approvedAt: skits.approvedAt,
      updatedAt: skits.updatedAt,
      downloadCount: skits.downloadCount,
    })
    .from(skits)
    .leftJoin(users, eq(users.id, skits.creatorId))
    .where(
      and(
        eq(skits.status, "approved"),
        pattern
          ? or(ilike(skits.title, pattern), ilike(skits.scripture, pattern), ilike(skits.topic, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${skits.approvedAt}, ${skits.updatedAt})`), desc(skits.id))
    .limit(limit);
  const categories = await categoriesOf(
    options.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    approvedAt: iso(r.approvedAt),
    updatedAt: r.updatedAt.toISOString(),
    categories: categories.get(r.id) ?? [],
  }));
}
