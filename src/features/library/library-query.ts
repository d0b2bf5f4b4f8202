/**
 * The public library (spec sections 2 and 9): browse filters, tabs, sorting,
 * pagination and the text-upload rules, shared by the API, the pages and the
 * islands. Browser-safe and free of zod: the browse island ships only this
 * module. The API's strict parser (zod, with the spec's messages) is in
 * library.schema.ts; a test holds the two parsers to the same answers.
 */
import {
  AGE_GROUP_OPTIONS,
  DIFFICULTY_OPTIONS,
  LENGTH_OPTIONS,
  type Option,
  SETTING_OPTIONS,
  values,
} from "../skits/skit-options.ts";

/**
 * Speaking-parts filter buckets (spec section 9: 1-3, 4-6, 7-10, 10+). The spec
 * lists 10 in two buckets; 10 belongs to "7-10" and "10+" means 11 or more.
 */
export const SPEAKING_PARTS_BUCKETS = [
  { value: "1-3", label: "1-3 parts", min: 1, max: 3 },
  { value: "4-6", label: "4-6 parts", min: 4, max: 6 },
  { value: "7-10", label: "7-10 parts", min: 7, max: 10 },
  { value: "10+", label: "More than 10 parts", min: 11, max: 20 },
] as const;

export const SORT_OPTIONS = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "downloads", label: "Most downloaded" },
  { value: "title-asc", label: "Title (A-Z)" },
  { value: "title-desc", label: "Title (Z-A)" },
] as const satisfies readonly Option<string>[];

export const LIBRARY_TABS = [
  { value: "all", label: "All Skits" },
  { value: "popular", label: "Most Popular" },
  { value: "recent", label: "Recently Added" },
] as const satisfies readonly Option<string>[];

export const LIBRARY_VIEWS = [
  { value: "list", label: "List" },
  { value: "table", label: "Table" },
] as const satisfies readonly Option<string>[];

export type SpeakingPartsBucket = (typeof SPEAKING_PARTS_BUCKETS)[number]["value"];
export type LibrarySort = (typeof SORT_OPTIONS)[number]["value"];
export type LibraryTab = (typeof LIBRARY_TABS)[number]["value"];
export type LibraryView = (typeof LIBRARY_VIEWS)[number]["value"];

/** Most Popular: more than this many downloads (spec section 9). */
export const POPULAR_MIN_DOWNLOADS = 5;
/** Recently Added: created within this interval (a PostgreSQL interval; spec section 9). */
export const RECENT_INTERVAL = "1 month";
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 500;
/**
 * Result counts are exact up to this many matches; above it the library reports
 * "200+" (counting tens of thousands of rows for every filter change would not
 * fit the 50 ms budget on a large library). A search ranks the first matches up
 * to the cap (or up to the requested page when it lies deeper).
 */
export const COUNT_CAP = 200;
export const SEARCH_MAX_LENGTH = 200;
/** Table view: descriptions cut at 80 characters with "..." (spec section 9). */
export const TABLE_DESCRIPTION_MAX = 80;

export function truncateDescription(text: string, max = TABLE_DESCRIPTION_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export interface LibraryQuery {
  search?: string;
  ageGroup?: (typeof AGE_GROUP_OPTIONS)[number]["value"];
  length?: (typeof LENGTH_OPTIONS)[number]["value"];
  difficulty?: (typeof DIFFICULTY_OPTIONS)[number]["value"];
  setting?: (typeof SETTING_OPTIONS)[number]["value"];
  speakingParts?: SpeakingPartsBucket;
  category?: number;
  /** "true" (default): the public library. Admins may ask for "false" (not approved) or "all". */
  approved: "true" | "false" | "all";
  sort?: LibrarySort;
  tab: LibraryTab;
  page: number;
  pageSize: number;
}
export type LibraryQueryKey = keyof LibraryQuery;

export const LIBRARY_QUERY_KEYS = [
  "search",
  "ageGroup",
  "length",
  "difficulty",
  "setting",
  "speakingParts",
  "category",
  "approved",
  "sort",
  "tab",
  "page",
  "pageSize",
] as const satisfies readonly LibraryQueryKey[];

export const APPROVED_VALUES = ["true", "false", "all"] as const;
export const SPEAKING_PARTS_VALUES = SPEAKING_PARTS_BUCKETS.map((b) => b.value) as [
  SpeakingPartsBucket,
  ...SpeakingPartsBucket[],
];

/** The filter-panel fields (Reset Filters clears these and the search). */
export const FILTER_KEYS = [
  "category",
  "ageGroup",
  "length",
  "speakingParts",
  "difficulty",
  "setting",
] as const;

/** The library keys present in a query string, as given. */
export function libraryParams(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of LIBRARY_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

/** Empty strings (an unselected <select>) mean "no filter"; NUL characters cannot reach PostgreSQL text. */
function present(raw: Record<string, string>, key: LibraryQueryKey): string | undefined {
  const value = key === "search" ? raw[key]?.replaceAll("\u0000", "") : raw[key];
  return value === undefined || value.trim() === "" ? undefined : value;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A whole number within [min, max] written as a plain decimal (what z.coerce.number().int() accepts), or undefined. */
function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * Lenient parse for pages and the browse island: a bad value in a shared link
 * is dropped (its default applies), never an error page. Same rules as the
 * API's strict schema.
 */
export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const raw = libraryParams(params);
  const search = present(raw, "search")?.trim();
  const query: LibraryQuery = {
    approved: oneOf(APPROVED_VALUES, present(raw, "approved")) ?? "true",
    tab: oneOf(values(LIBRARY_TABS), present(raw, "tab")) ?? "all",
    page: wholeNumber(present(raw, "page"), 1, MAX_PAGE) ?? 1,
    pageSize: wholeNumber(present(raw, "pageSize"), 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
  if (search !== undefined && search.length <= SEARCH_MAX_LENGTH) query.search = search;
  const ageGroup = oneOf(values(AGE_GROUP_OPTIONS), present(raw, "ageGroup"));
  if (ageGroup) query.ageGroup = ageGroup;
  const length = oneOf(values(LENGTH_OPTIONS), present(raw, "length"));
  if (length) query.length = length;
  const difficulty = oneOf(values(DIFFICULTY_OPTIONS), present(raw, "difficulty"));
  if (difficulty) query.difficulty = difficulty;
  const setting = oneOf(values(SETTING_OPTIONS), present(raw, "setting"));
  if (setting) query.setting = setting;
  const speakingParts = oneOf(SPEAKING_PARTS_VALUES, present(raw, "speakingParts"));
  if (speakingParts) query.speakingParts = speakingParts;
  const category = wholeNumber(present(raw, "category"), 1, 2_147_483_647);
  if (category !== undefined) query.category = category;
  const sort = oneOf(values(SORT_OPTIONS), present(raw, "sort"));
  if (sort) query.sort = sort;
  return query;
}

export function parseLibraryView(value: string | null | undefined): LibraryView {
  return value === "table" ? "table" : "list";
}

/** The sort a query really uses: explicit, else relevance when searching, else the tab's default. */
export function effectiveSort(query: Pick<LibraryQuery, "sort" | "search" | "tab">): LibrarySort {
  const searching = Boolean(query.search && hasSearchTerms(query.search));
  if (query.sort && (query.sort !== "relevance" || searching)) return query.sort;
  if (searching) return "relevance";
  return query.tab === "popular" ? "downloads" : "newest";
}

/** True when the text holds at least one letter or digit (something full-text search can match). */
export function hasSearchTerms(search: string): boolean {
  return /[\p{L}\p{N}]/u.test(search);
}

/**
 * The query string for a library query (defaults and empty values omitted), so
 * a link reproduces the view. `extra` adds page-level keys such as view.
 */
export function libraryQueryString(
  query: Partial<LibraryQuery>,
  extra: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (query.approved && query.approved !== "true") params.set("approved", query.approved);
  if (query.tab && query.tab !== "all") params.set("tab", query.tab);
  if (query.sort) params.set("sort", query.sort);
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasActiveFilters(query: Partial<LibraryQuery>): boolean {
  return Boolean(query.search) || FILTER_KEYS.some((key) => query[key] !== undefined);
}

// ---- Rows the API answers with --------------------------------------------------------------

export interface LibraryCategory {
  id: number;
  name: string;
  color: string;
}

export interface LibrarySkit {
  id: number;
  uuid: string;
  title: string;
  description: string;
  scripture: string | null;
  topic: string;
  speakingParts: number;
  nonSpeakingParts: number;
  length: string;
  language: string;
  ageGroup: string;
  difficulty: string | null;
  setting: string | null;
  skitType: string | null;
  status: string;
  isApproved: boolean;
  isPublic: boolean;
  downloadCount: number;
  creatorId: number | null;
  editsRemaining: number;
  source: string;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  averageRating: number | null;
  reviewCount: number;
  categories: LibraryCategory[];
}

export interface LibraryPage {
  skits: LibrarySkit[];
  /** Matching skits, exact up to COUNT_CAP. */
  total: number;
  /** True when there are more than `total` matches (the count stopped at the cap). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Pages reachable with the counted total. */
  totalPages: number;
  hasMore: boolean;
  /** The sort actually applied (relevance when searching without an explicit sort). */
  sort: LibrarySort;
}

export function formatFoundCount(page: Pick<LibraryPage, "total" | "totalCapped">): string {
  const n = page.total.toLocaleString("en-US");
  if (page.totalCapped) return `Found ${n}+ skits`;
  return `Found ${n} ${page.total === 1 ? "skit" : "skits"}`;
}

// ---- Creator list (dashboard and browse "Your Skits"): search and sort in the browser ---------

/** Client-side search and sort over a creator's own skits (a few dozen rows). */
export function filterOwnSkits<
  T extends Pick<
    LibrarySkit,
    "title" | "description" | "scripture" | "topic" | "createdAt" | "downloadCount"
  >,
>(rows: T[], search: string | undefined, sort: LibrarySort | undefined): T[] {
  const terms = (search ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 0);
  const filtered = terms.length
    ? rows.filter((row) => {
        const haystack = `${row.title} ${row.description} ${row.scripture ?? ""} ${row.topic}`.toLowerCase();
        return terms.every((t) => haystack.includes(t));
      })
    : [...rows];
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, "en", { sensitivity: "base" });
  const byDate = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt);
  switch (sort) {
    case "oldest":
      return filtered.sort(byDate);
    case "downloads":
      return filtered.sort((a, b) => b.downloadCount - a.downloadCount || byDate(b, a));
    case "title-asc":
      return filtered.sort(byTitle);
    case "title-desc":
      return filtered.sort((a, b) => byTitle(b, a));
    default:
      return filtered.sort((a, b) => byDate(b, a));
  }
}

// ---- Text upload (spec section 5, "Text upload") ----------------------------------------------

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_FIELD = "skitFile";
export const UPLOAD_MESSAGES = {
  noFile: "Please select a file to upload",
  wrongType: "Please select a text file (.txt)",
  tooLarge: "File size must be less than 2MB",
  empty: "The file is empty. Please choose a .txt file that contains your skit.",
  notUtf8:
    "The file is not valid UTF-8 text. Please save it as a plain-text (.txt) file in UTF-8 and try again.",
  binary: "The file looks like a binary file, not plain text. Please choose a .txt file.",
} as const;

/**
 * Browser and server agree on what counts as a text file: a .txt name with the
 * text/plain type, or no usable type (browsers send application/octet-stream
 * when they cannot tell; the content is then checked as UTF-8 text anyway).
 */
export function isTextFile(name: string, type: string): boolean {
  if (!/\.txt$/i.test(name.trim())) return false;
  const mime = type.split(";")[0]?.trim().toLowerCase() ?? "";
  return mime === "" || mime === "text/plain" || mime === "application/octet-stream";
}

/** The first message that refuses a chosen file before it is sent, or null. */
export function checkUploadFile(
  file: { name: string; type: string; size: number } | null | undefined,
): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!isTextFile(file.name, file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  return null;
}
