/**
 * The public library: filtered, searched, sorted and paginated skits (GET
 * /api/skits and the browse page). Everyone sees approved public skits; admins
 * may also list the ones that are not approved.
 *
 * Every query does bounded work so it stays fast on a large library: the
 * matching ids are collected in sort order up to a window (COUNT_CAP rows, or
 * the requested page if it lies deeper), and the count comes from that window —
 * exact below the cap, reported as "1,000+" above it. Relevance is ranked among
 * the first matches of that window.
 */
import { and, asc, desc, eq, exists, gt, gte, lte, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { type Skit, skitCategories, skits } from "../../../server/db/schema.ts";
import { categoriesOf, ratingSummaries } from "../../skits/server/skit-view.ts";
import {
  COUNT_CAP,
  effectiveSort,
  type LibraryPage,
  type LibraryQuery,
  type LibrarySkit,
  type LibrarySort,
  POPULAR_MIN_DOWNLOADS,
  RECENT_INTERVAL,
  SPEAKING_PARTS_BUCKETS,
} from "../library.schema.ts";
import { searchTsQuery } from "./search-query.ts";

type Viewer = Pick<SessionUser, "id" | "isAdmin"> | null;

/** Title order that is identical on PGlite and PostgreSQL (byte order of the lower-cased title). */
const titleKey = sql<string>`lower(${skits.title}) collate "C"`;

/** The columns a sort reads, from the skits table or from the matches CTE. */
interface SortColumns {
  id: SQLWrapper;
  rank: SQLWrapper;
  createdAt: SQLWrapper;
  downloadCount: SQLWrapper;
  titleKey: SQLWrapper;
}

function orderBy(sort: LibrarySort, c: SortColumns): SQL[] {
  switch (sort) {
    case "relevance":
      return [desc(c.rank), desc(c.createdAt), desc(c.id)];
    case "oldest":
      return [asc(c.createdAt), asc(c.id)];
    case "downloads":
      return [desc(c.downloadCount), desc(c.createdAt), desc(c.id)];
    case "title-asc":
      return [asc(c.titleKey), asc(c.id)];
    case "title-desc":
      return [desc(c.titleKey), desc(c.id)];
    default:
      return [desc(c.createdAt), desc(c.id)];
  }
}

/** The WHERE conditions of a library query (visibility, filters, tab and search). */
export function libraryConditions(query: LibraryQuery, viewer: Viewer, tsQuery: SQL | null): SQL[] {
  const conditions: SQL[] = [];
  if (viewer?.isAdmin && query.approved === "false") conditions.push(ne(skits.status, "approved"));
  else if (!(viewer?.isAdmin && query.approved === "all")) conditions.push(eq(skits.status, "approved"), eq(skits.isPublic, true));
  if (query.ageGroup) conditions.push(eq(skits.ageGroup, query.ageGroup));
  if (query.length) conditions.push(eq(skits.length, query.length));
  if (query.difficulty) conditions.push(eq(skits.difficulty, query.difficulty));
  if (query.setting) conditions.push(eq(skits.setting, query.setting));
  const bucket = SPEAKING_PARTS_BUCKETS.find((b) => b.value === query.speakingParts);
  if (bucket) conditions.push(gte(skits.speakingParts, bucket.min), lte(skits.speakingParts, bucket.max));
  if (query.category !== undefined) {
    conditions.push(
      exists(
        sql`(select 1 from ${skitCategories} where ${skitCategories.skitId} = ${skits.id} and ${skitCategories.categoryId} = ${query.category})`,
      ),
    );
  }
  if (query.tab === "popular") conditions.push(gt(skits.downloadCount, POPULAR_MIN_DOWNLOADS));
  if (query.tab === "recent") conditions.push(sql`${skits.createdAt} >= now() - ${RECENT_INTERVAL}::interval`);
  if (tsQuery) conditions.push(sql`${skits.searchVector} @@ ${tsQuery}`);
  return conditions;
}

const listColumns = {
  id: skits.id,
  uuid: skits.uuid,
  title: skits.title,
  description: skits.description,
  scripture: skits.scripture,
  topic: skits.topic,
  speakingParts: skits.speakingParts,
  nonSpeakingParts: skits.nonSpeakingParts,
  length: skits.length,
  language: skits.language,
  ageGroup: skits.ageGroup,
  difficulty: skits.difficulty,
  setting: skits.setting,
  skitType: skits.skitType,
  status: skits.status,
  isPublic: skits.isPublic,
  downloadCount: skits.downloadCount,
  creatorId: skits.creatorId,
  editsRemaining: skits.editsRemaining,
  source: skits.source,
  createdAt: skits.createdAt,
  updatedAt: skits.updatedAt,
  approvedAt: skits.approvedAt,
};

type ListRow = Pick<Skit, keyof typeof listColumns>;

/** Adds rating summaries and categories to rows (two small batched queries). */
export async function toLibrarySkits(db: Tx, rows: ListRow[]): Promise<LibrarySkit[]> {
  const ids = rows.map((r) => r.id);
  const [ratings, categories] = await Promise.all([ratingSummaries(db, ids), categoriesOf(db, ids)]);
  return rows.map((row) => ({
    ...row,
    isApproved: row.status === "approved",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    averageRating: ratings.get(row.id)?.averageRating ?? null,
    reviewCount: ratings.get(row.id)?.reviewCount ?? 0,
    categories: categories.get(row.id) ?? [],
  }));
}

export { listColumns as librarySkitColumns };

/** Relevance: ranks the first `window` matches (in any order) and cuts the page from them; one statement. */
async function rankedPage(db: Tx, where: SQL | undefined, rank: SQL<number>, window: number, pageSize: number, offset: number) {
  const matches = db.$with("matches").as(
    db.select({ id: skits.id, rank: rank.as("rank"), createdAt: skits.createdAt }).from(skits).where(where).limit(window),
  );
  const order = (c: { id: SQLWrapper; rank: SQLWrapper; createdAt: SQLWrapper }) => [desc(c.rank), desc(c.createdAt), desc(c.id)];
  const pageIds = db.$with("page_ids").as(
    db.select({ id: matches.id, rank: matches.rank, createdAt: matches.createdAt }).from(matches).orderBy(...order(matches)).limit(pageSize).offset(offset),
  );
  const rows = await db
    .with(matches, pageIds)
    .select({ ...listColumns, total: sql<number>`(select count(*) from ${matches})::int`.as("total") })
    .from(pageIds)
    .innerJoin(skits, eq(skits.id, pageIds.id))
    .orderBy(...order(pageIds));
  let counted = rows[0]?.total;
  if (counted === undefined) {
    const [row] = await db.with(matches).select({ total: sql<number>`count(*)::int` }).from(matches);
    counted = row?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), counted };
}

/** Counts matches up to `limit` without ordering them (the cheapest plan that finds that many). */
async function countUpTo(db: Tx, where: SQL | undefined, limit: number): Promise<number> {
  const found = db.$with("found").as(db.select({ one: sql<number>`1`.as("one") }).from(skits).where(where).limit(limit));
  const [row] = await db.with(found).select({ total: sql<number>`count(*)::int` }).from(found);
  return row?.total ?? 0;
}

export async function listSkits(options: { db: Tx; viewer: Viewer; query: LibraryQuery }): Promise<LibraryPage> {
  const { db, viewer, query } = options;
  const tsQuery = query.search ? searchTsQuery(query.search) : null;
  const sort = effectiveSort({ ...query, search: tsQuery ? query.search : undefined });
  const where = and(...libraryConditions(query, viewer, tsQuery));
  const offset = (query.page - 1) * query.pageSize;
  // Matches are counted (and, for relevance, ranked) up to this window: the cap, or deeper for a deep page.
  const window = Math.max(COUNT_CAP, offset + query.pageSize) + 1;

  let rows: ListRow[];
  let counted: number;
  if (sort === "relevance" && tsQuery) {
    ({ rows, counted } = await rankedPage(db, where, sql<number>`ts_rank(${skits.searchVector}, ${tsQuery})`, window, query.pageSize, offset));
  } else {
    const columns = { id: skits.id, rank: sql`0`, createdAt: skits.createdAt, downloadCount: skits.downloadCount, titleKey };
    rows = await db
      .select(listColumns)
      .from(skits)
      .where(where)
      .orderBy(...orderBy(sort, columns))
      .limit(query.pageSize)
      .offset(offset);
    // A short page that is not past the end already tells the exact total.
    counted = rows.length < query.pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : await countUpTo(db, where, window);
  }
  const totalCapped = counted >= window;
  const total = totalCapped ? window - 1 : counted;
  const totalPages = Math.ceil(total / query.pageSize);
  return {
    skits: await toLibrarySkits(db, rows),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    totalPages,
    hasMore: totalCapped || query.page < totalPages,
    sort,
  };
}
