/**
 * The public library: filtered, searched, sorted and paginated skits (GET
 * /api/skits and the browse page). Everyone sees approved public skits; admins
 * may also list the ones that are not approved.
 *
 * Every query does bounded work so it stays fast on a large library: the page
 * itself is read in index order, and matches are counted without ordering up to
 * a window (COUNT_CAP, or the requested page when it lies deeper) — exact below
 * it, reported as "200+" above it. A search ranks the first matches of that
 * window by relevance.
 */
import { and, asc, desc, eq, exists, gt, gte, lte, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SessionUser } from "../../../server/auth/current-user.ts";
import type { Tx } from "../../../server/db/client.ts";
import { categories, ratings, type Skit, skitCategories, skits } from "../../../server/db/schema.ts";
import {
  COUNT_CAP,
  effectiveSort,
  type LibraryCategory,
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

/**
 * The outer skit's id, always table-qualified: Drizzle leaves columns unqualified
 * in single-table selects, which would make correlated subqueries ambiguous.
 */
const SKIT_ID = sql.raw(`"skits"."id"`);

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
  else if (!(viewer?.isAdmin && query.approved === "all"))
    conditions.push(eq(skits.status, "approved"), eq(skits.isPublic, true));
  if (query.ageGroup) conditions.push(eq(skits.ageGroup, query.ageGroup));
  if (query.length) conditions.push(eq(skits.length, query.length));
  if (query.difficulty) conditions.push(eq(skits.difficulty, query.difficulty));
  if (query.setting) conditions.push(eq(skits.setting, query.setting));
  const bucket = SPEAKING_PARTS_BUCKETS.find((b) => b.value === query.speakingParts);
  if (bucket) conditions.push(gte(skits.speakingParts, bucket.min), lte(skits.speakingParts, bucket.max));
  if (query.category !== undefined) {
    conditions.push(
      exists(
        sql`(select 1 from ${skitCategories} sc where sc.skit_id = ${SKIT_ID} and sc.category_id = ${query.category})`,
      ),
    );
  }
  if (query.tab === "popular") conditions.push(gt(skits.downloadCount, POPULAR_MIN_DOWNLOADS));
  if (query.tab === "recent")
    conditions.push(sql`${skits.createdAt} >= now() - ${RECENT_INTERVAL}::interval`);
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

/**
 * The list columns plus the approved-rating summary and the categories, read
 * with correlated subqueries (index lookups per row) so a page is one statement.
 * Use in a select whose FROM holds skits.
 */
export const librarySkitColumns = {
  ...listColumns,
  averageRating: sql<
    string | null
  >`(select round(avg(r.rating)::numeric, 1) from ${ratings} r where r.skit_id = ${SKIT_ID} and r.status = 'approved')`,
  reviewCount: sql<number>`(select count(*)::int from ${ratings} r where r.skit_id = ${SKIT_ID} and r.status = 'approved')`,
  categories: sql<
    LibraryCategory[] | string
  >`(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color) order by c.name, c.id), '[]'::json) from ${skitCategories} sc join ${categories} c on c.id = sc.category_id where sc.skit_id = ${SKIT_ID})`,
};

type LibraryRow = Pick<Skit, keyof typeof listColumns> & {
  averageRating: string | number | null;
  reviewCount: number | string;
  categories: LibraryCategory[] | string | null;
};

/** Maps a row selected with librarySkitColumns to the API shape. */
export function toLibrarySkit(row: LibraryRow): LibrarySkit {
  const cats =
    typeof row.categories === "string"
      ? (JSON.parse(row.categories) as LibraryCategory[])
      : (row.categories ?? []);
  return {
    ...row,
    isApproved: row.status === "approved",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: Number(row.reviewCount),
    categories: cats.map((c) => ({ id: Number(c.id), name: c.name, color: c.color })),
  };
}

/** Counts matches up to `limit` without ordering them (the cheapest plan that finds that many). */
async function countUpTo(db: Tx, where: SQL | undefined, limit: number): Promise<number> {
  const found = db.$with("found").as(
    db
      .select({ one: sql<number>`1`.as("one") })
      .from(skits)
      .where(where)
      .limit(limit),
  );
  const [row] = await db.with(found).select({ total: sql<number>`count(*)::int` }).from(found);
  return row?.total ?? 0;
}

export async function listSkits(options: {
  db: Tx;
  viewer: Viewer;
  query: LibraryQuery;
}): Promise<LibraryPage> {
  const { db, viewer, query } = options;
  const tsQuery = query.search ? searchTsQuery(query.search) : null;
  const sort = effectiveSort({ ...query, search: tsQuery ? query.search : undefined });
  const where = and(...libraryConditions(query, viewer, tsQuery));
  const offset = (query.page - 1) * query.pageSize;
  // Matches are counted (and, for relevance, ranked) up to this window: the cap, or deeper for a deep page.
  const window = Math.max(COUNT_CAP, offset + query.pageSize) + 1;
  const sortsByTitle = sort === "title-asc" || sort === "title-desc";
  const keys = {
    id: skits.id,
    rank: (sort === "relevance" && tsQuery
      ? sql<number>`ts_rank(${skits.searchVector}, ${tsQuery})`
      : sql<number>`0::real`
    ).as("rank"),
    createdAt: skits.createdAt,
    downloadCount: skits.downloadCount,
    titleKey: (sortsByTitle ? titleKey : sql<string>`''`).as("title_key"),
  };

  let counted: number | undefined;
  let rows: (LibraryRow & { total?: number })[];
  if (sort === "relevance" && tsQuery) {
    // Relevance: rank the first `window` matches (found in any order) and cut the page from them.
    const matches = db.$with("matches").as(db.select(keys).from(skits).where(where).limit(window));
    const page = db.$with("page_ids").as(
      db
        .select()
        .from(matches)
        .orderBy(...orderBy(sort, matches))
        .limit(query.pageSize)
        .offset(offset),
    );
    rows = await db
      .with(matches, page)
      .select({
        ...librarySkitColumns,
        total: sql<number>`(select count(*) from ${matches})::int`.as("total"),
      })
      .from(page)
      .innerJoin(skits, eq(skits.id, page.id))
      .orderBy(...orderBy(sort, page));
    counted = rows[0]?.total;
    // An empty first page means no matches at all; an empty later page needs the count on its own.
    if (counted === undefined) counted = offset === 0 ? 0 : await countUpTo(db, where, window);
  } else {
    // Other sorts: the page in index order, then its rows' details; the count only when the page cannot tell it.
    const page = db.$with("page_ids").as(
      db
        .select(keys)
        .from(skits)
        .where(where)
        .orderBy(...orderBy(sort, { ...keys, titleKey }))
        .limit(query.pageSize)
        .offset(offset),
    );
    rows = await db
      .with(page)
      .select(librarySkitColumns)
      .from(page)
      .innerJoin(skits, eq(skits.id, page.id))
      .orderBy(...orderBy(sort, page));
    const short = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
    counted = short ? offset + rows.length : await countUpTo(db, where, window);
  }
  const totalCapped = counted >= window;
  const total = totalCapped ? window - 1 : counted;
  const totalPages = Math.ceil(total / query.pageSize);
  return {
    skits: rows.map(({ total: _total, ...row }) => toLibrarySkit(row)),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    totalPages,
    hasMore: totalCapped || query.page < totalPages,
    sort,
  };
}
