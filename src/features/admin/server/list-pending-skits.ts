/** The moderation queue: pending skits, oldest first, optionally searched. */
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { skits, users } from "../../../server/db/schema.ts";
import { checkSkitReferences } from "../../scripture/check-skit-references.ts";
import type { PendingSkitRow } from "../admin.schema.ts";
import { assertAdmin, likePattern } from "./admin-access.ts";

export async function listPendingSkits(options: {
  db: Tx;
  admin: SessionUser;
  search?: string | undefined;
  limit?: number;
}): Promise<PendingSkitRow[]> {
  assertAdmin(options.admin);
  const term = options.search?.trim();
  const pattern = term ? likePattern(term) : null;
  const rows = await options.db
    .select({
      id: skits.id,
      uuid: skits.uuid,
      title: skits.title,
      description: skits.description,
      scripture: skits.scripture,
      topic: skits.topic,
      ageGroup: skits.ageGroup,
      creatorId: skits.creatorId,
      creatorEmail: users.email,
      createdAt: skits.createdAt,
      updatedAt: skits.updatedAt,
      downloadCount: skits.downloadCount,
      content: skits.content,
    })
    .from(skits)
    .leftJoin(users, eq(users.id, skits.creatorId))
    .where(
      and(
        eq(skits.status, "pending"),
        pattern
          ? or(
              ilike(skits.title, pattern),
              ilike(skits.description, pattern),
              ilike(skits.scripture, pattern),
              ilike(skits.topic, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(skits.createdAt), asc(skits.id))
    .limit(options.limit ?? 500);
  return rows.map(({ content, ...r }) => {
    const issues = checkSkitReferences({ scripture: r.scripture, content }).issues;
    return {
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      // Only skits with invalid Bible references carry the flag.
      ...(issues.length > 0
        ? { referenceIssues: issues.map((i) => ({ text: i.text, message: i.message })) }
        : {}),
    };
  });
}
