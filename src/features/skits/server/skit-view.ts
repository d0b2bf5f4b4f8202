/** The read view of a skit sent to clients, with its rating summary. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { categories, ratings, type Skit, skitCategories, skits, users } from "../../../server/db/schema.ts";
import { previewOf } from "../preview.ts";
import { canReadFullText } from "./skit-access.ts";

export interface SkitCategoryView {
  id: number;
  name: string;
  color: string;
}

export interface SkitView {
  id: number;
  uuid: string;
  title: string;
  description: string;
  /** The whole text for its creator and admins, else the preview. */
  content: string;
  isPreview: boolean;
  /** True when the full text is longer than the preview. */
  hasMore: boolean;
  scripture: string | null;
  topic: string;
  speakingParts: number;
  nonSpeakingParts: number;
  length: string;
  language: string;
  ageGroup: string;
  difficulty: string | null;
  setting: string | null;
  props: string | null;
  skitType: string | null;
  skitNarrator: string | null;
  audienceParticipation: string | null;
  additionalInstructions: string | null;
  status: string;
  isApproved: boolean;
  rejectionReason: string | null;
  isPublic: boolean;
  downloadCount: number;
  creatorId: number | null;
  creatorName: string | null;
  editsRemaining: number;
  license: string;
  source: string;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  averageRating: number | null;
  reviewCount: number;
  categories: SkitCategoryView[];
}

export function displayName(first: string | null, last: string | null): string | null {
  const name = [first, last]
    .filter((p) => p?.trim())
    .join(" ")
    .trim();
  return name || null;
}

export async function ratingSummaries(
  db: Tx,
  skitIds: number[],
): Promise<Map<number, { averageRating: number | null; reviewCount: number }>> {
  const out = new Map<number, { averageRating: number | null; reviewCount: number }>();
  if (skitIds.length === 0) return out;
  const rows = await db
    .select({
      skitId: ratings.skitId,
      average: sql<string | null>`round(avg(${ratings.rating})::numeric, 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(inArray(ratings.skitId, skitIds), eq(ratings.status, "approved")))
    .groupBy(ratings.skitId);
  for (const row of rows) {
    out.set(row.skitId, {
      averageRating: row.average === null ? null : Number(row.average),
      reviewCount: row.count,
    });
  }
  return out;
}

export async function categoriesOf(db: Tx, skitIds: number[]): Promise<Map<number, SkitCategoryView[]>> {
  const out = new Map<number, SkitCategoryView[]>();
  if (skitIds.length === 0) return out;
  const rows = await db
    .select({
      skitId: skitCategories.skitId,
      id: categories.id,
      name: categories.name,
      color: categories.color,
    })
    .from(skitCategories)
    .innerJoin(categories, eq(categories.id, skitCategories.categoryId))
    .where(inArray(skitCategories.skitId, skitIds))
    .orderBy(categories.name);
  for (const row of rows) {
    const list = out.get(row.skitId) ?? [];
    list.push({ id: row.id, name: row.name, color: row.color });
    out.set(row.skitId, list);
  }
  return out;
}

export async function toSkitView(
  db: Tx,
  skit: Skit,
  viewer: Pick<SessionUser, "id" | "isAdmin"> | null,
): Promise<SkitView> {
  const [summary, cats, creator] = await Promise.all([
    ratingSummaries(db, [skit.id]),
    categoriesOf(db, [skit.id]),
    skit.creatorId === null
      ? Promise.resolve([])
      : db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, skit.creatorId)),
  ]);
  const full = canReadFullText(viewer, skit);
  const preview = previewOf(skit.content);
  const rating = summary.get(skit.id);
  const creatorRow = creator[0];
  return {
    id: skit.id,
    uuid: skit.uuid,
    title: skit.title,
    description: skit.description,
    content: full ? skit.content : preview.text,
    isPreview: !full,
    hasMore: preview.truncated,
    scripture: skit.scripture,
    topic: skit.topic,
    speakingParts: skit.speakingParts,
    nonSpeakingParts: skit.nonSpeakingParts,
    length: skit.length,
    language: skit.language,
    ageGroup: skit.ageGroup,
    difficulty: skit.difficulty,
    setting: skit.setting,
    props: skit.props,
    skitType: skit.skitType,
    skitNarrator: skit.skitNarrator,
    audienceParticipation: skit.audienceParticipation,
    additionalInstructions: skit.additionalInstructions,
    status: skit.status,
    isApproved: skit.status === "approved",
    rejectionReason: full ? skit.rejectionReason : null,
    isPublic: skit.isPublic,
    downloadCount: skit.downloadCount,
    creatorId: skit.creatorId,
    creatorName: creatorRow ? displayName(creatorRow.firstName, creatorRow.lastName) : null,
    editsRemaining: skit.editsRemaining,
    license: skit.license,
    source: skit.source,
    createdAt: skit.createdAt.toISOString(),
    updatedAt: skit.updatedAt.toISOString(),
    approvedAt: skit.approvedAt ? skit.approvedAt.toISOString() : null,
    averageRating: rating?.averageRating ?? null,
    reviewCount: rating?.reviewCount ?? 0,
    categories: cats.get(skit.id) ?? [],
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a skit by uuid or numeric id (no visibility check). */
export async function findSkit(db: Tx, idOrUuid: string): Promise<Skit | null> {
  if (UUID_RE.test(idOrUuid)) {
    const rows = await db.select().from(skits).where(eq(skits.uuid, idOrUuid.toLowerCase())).limit(1);
    return rows[0] ?? null;
  }
  if (/^\d{1,9}$/.test(idOrUuid)) {
    const rows = await db
      .select()
      .from(skits)
      .where(eq(skits.id, Number(idOrUuid)))
      .limit(1);
    return rows[0] ?? null;
  }
  return null;
}
