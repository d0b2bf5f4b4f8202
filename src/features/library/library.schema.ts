/**
 * The library API's query schema (zod, with the messages of spec section 9).
 * Everything browser-side (option lists, the lenient page parser, row types,
 * upload rules) is in library-query.ts, re-exported here for server code.
 */
import { z } from "zod";
import {
  AGE_GROUP_OPTIONS,
  DIFFICULTY_OPTIONS,
  LENGTH_OPTIONS,
  SETTING_OPTIONS,
  values,
} from "../skits/skit-options.ts";
import {
  APPROVED_VALUES,
  DEFAULT_PAGE_SIZE,
  LIBRARY_TABS,
  type LibraryQuery,
  libraryParams,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  SPEAKING_PARTS_VALUES,
} from "./library-query.ts";

export * from "./library-query.ts";

/** Empty strings (an unselected <select>) mean "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalEnum = <T extends [string, ...string[]]>(vals: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(vals, { error: message }).optional());

export const libraryQuerySchema = z.object({
  search: z.preprocess(
    // NUL characters cannot reach PostgreSQL text: they are dropped.
    (v) => blankToUndefined(typeof v === "string" ? v.replaceAll("\u0000", "") : v),
    z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `Search must be ${SEARCH_MAX_LENGTH} characters or less`)
      .optional(),
  ),
  ageGroup: optionalEnum(values(AGE_GROUP_OPTIONS), "Unknown age group"),
  length: optionalEnum(values(LENGTH_OPTIONS), "Unknown length"),
  difficulty: optionalEnum(values(DIFFICULTY_OPTIONS), "Unknown difficulty"),
  setting: optionalEnum(values(SETTING_OPTIONS), "Unknown setting"),
  speakingParts: optionalEnum(SPEAKING_PARTS_VALUES, "Speaking parts must be one of 1-3, 4-6, 7-10 or 10+"),
  category: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Unknown category" })
      .int("Unknown category")
      .min(1, "Unknown category")
      .max(2_147_483_647, "Unknown category")
      .optional(),
  ),
  /** true (default): the public library. Admins may ask for false (not approved) or all. */
  approved: z.preprocess(
    blankToUndefined,
    z.enum(APPROVED_VALUES, { error: "approved must be true, false or all" }).default("true"),
  ),
  sort: optionalEnum(
    values(SORT_OPTIONS),
    "Sort must be one of newest, oldest, downloads, title-asc, title-desc or relevance",
  ),
  tab: z.preprocess(
    blankToUndefined,
    z.enum(values(LIBRARY_TABS), { error: "Tab must be all, popular or recent" }).default("all"),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Page must be a whole number" })
      .int("Page must be a whole number")
      .min(1, "Page must be 1 or more")
      .max(MAX_PAGE, `Page must be ${MAX_PAGE} or less`)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "pageSize must be a whole number" })
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be 1 or more")
      .max(MAX_PAGE_SIZE, `pageSize must be ${MAX_PAGE_SIZE} or less`)
      .default(DEFAULT_PAGE_SIZE),
  ),
});

// The schema's output and the browser-side LibraryQuery are the same shape (checked both ways at compile time).
type SchemaQuery = z.output<typeof libraryQuerySchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<SchemaQuery, LibraryQuery> = true;
void sameShape;

/** Strict parse for the API: a bad value is a 400 with the field's message. */
export function parseLibraryQueryStrict(params: URLSearchParams) {
  return libraryQuerySchema.safeParse(libraryParams(params));
}
