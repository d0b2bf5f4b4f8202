/**
 * The browse page's filters and results. Server-rendered with the first page
 * (every control is a link or a GET form, so it works without JavaScript);
 * once hydrated, changes apply instantly through GET /api/skits and the URL
 * follows (pushState), so a link reproduces the view and Back works.
 */
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../../lib/api-client.ts";
import {
  AGE_GROUP_OPTIONS,
  DIFFICULTY_OPTIONS,
  LENGTH_OPTIONS,
  SETTING_OPTIONS,
} from "../../skits/skit-options.ts";
import {
  DEFAULT_PAGE_SIZE,
  effectiveSort,
  FILTER_KEYS,
  formatFoundCount,
  hasSearchTerms,
  LIBRARY_TABS,
  LIBRARY_VIEWS,
  type LibraryPage,
  type LibraryQuery,
  type LibrarySort,
  type LibraryView,
  libraryQueryString,
  parseLibraryQuery,
  parseLibraryView,
  SORT_OPTIONS,
  SPEAKING_PARTS_BUCKETS,
} from "../library-query.ts";
import SkitListView from "./SkitListView.tsx";
import SkitTableView from "./SkitTableView.tsx";

export interface BrowseCategory {
  id: number;
  name: string;
}

interface Props {
  initialQuery: LibraryQuery;
  initialView: LibraryView;
  initialResult: LibraryPage;
  categories: BrowseCategory[];
  signedIn: boolean;
}

type FilterKey = (typeof FILTER_KEYS)[number];

const SEARCH_DEBOUNCE_MS = 300;

const FILTERS: {
  key: FilterKey;
  label: string;
  any: string;
  options: readonly { value: string; label: string }[];
}[] = [
  { key: "ageGroup", label: "Age group", any: "All age groups", options: AGE_GROUP_OPTIONS },
  { key: "length", label: "Length", any: "Any length", options: LENGTH_OPTIONS },
  { key: "speakingParts", label: "Speaking parts", any: "Any number", options: SPEAKING_PARTS_BUCKETS },
  { key: "difficulty", label: "Difficulty", any: "Any difficulty", options: DIFFICULTY_OPTIONS },
  { key: "setting", label: "Setting", any: "Any setting", options: SETTING_OPTIONS },
];

function browseHref(query: Partial<LibraryQuery>, view: LibraryView): string {
  return `/browse${libraryQueryString(query, { view: view === "table" ? "table" : undefined })}`;
}

/** Plain left clicks are handled in place; modified clicks (new tab, …) keep the link's default. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function withoutFilters(query: LibraryQuery, keepTab: boolean): LibraryQuery {
  const next: LibraryQuery = { ...query, search: undefined, page: 1 };
  for (const key of FILTER_KEYS) next[key] = undefined;
  if (!keepTab) next.tab = "all";
  return next;
}

export default function LibraryBrowser({
  initialQuery,
  initialView,
  initialResult,
  categories,
  signedIn,
}: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [view, setView] = useState(initialView);
  const [result, setResult] = useState(initialResult);
  const [searchText, setSearchText] = useState(initialQuery.search ?? "");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const requestSeq = useRef(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest query and view, for callbacks that run after a later render (debounced search).
  const current = useRef({ query, view });
  current.current = { query, view };

  const load = useCallback(async (next: LibraryQuery) => {
    const seq = ++requestSeq.current;
    setLoading(true);
    setError(null);
    try {
      const page = await apiRequest<LibraryPage>("GET", `/api/skits${libraryQueryString(next)}`);
      if (seq !== requestSeq.current) return;
      setResult(page);
    } catch {
      if (seq !== requestSeq.current) return;
      setError("We couldn't load skits. Please check your connection and try again.");
    } finally {
      if (seq === requestSeq.current) setLoading(false);
    }
  }, []);

  /** Applies a new query and/or view: updates the URL (push or replace) and fetches when the query changed. */
  const go = useCallback(
    (next: LibraryQuery, nextView: LibraryView, history: "push" | "replace" = "push") => {
      const previous = current.current.query;
      const queryChanged = libraryQueryString(next) !== libraryQueryString(previous);
      current.current = { query: next, view: nextView };
      setQuery(next);
      setView(nextView);
      const href = browseHref(next, nextView);
      if (history === "push") window.history.pushState(null, "", href);
      else window.history.replaceState(null, "", href);
      if (queryChanged) {
        if (next.page !== previous.page) {
          for (const el of resultsRef.current?.querySelectorAll(
            "[data-testid=skit-list], [data-testid=skit-table]",
          ) ?? [])
            el.scrollTop = 0;
          resultsRef.current?.scrollIntoView({ block: "nearest" });
        }
        void load(next);
      }
    },
    [load],
  );

  useEffect(() => {
    setHydrated(true);
    const onPopState = () => {
      const params = new URLSearchParams(window.location.search);
      const next = parseLibraryQuery(params);
      clearTimeout(searchTimer.current);
      setQuery(next);
      setView(parseLibraryView(params.get("view")));
      setSearchText(next.search ?? "");
      void load(next);
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      clearTimeout(searchTimer.current);
    };
  }, [load]);

  const link = (next: LibraryQuery, nextView: LibraryView) => ({
    href: browseHref(next, nextView),
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      clearTimeout(searchTimer.current);
      setSearchText(next.search ?? "");
      go(next, nextView);
    },
  });

  const setFilter = (key: FilterKey, value: string) => {
    // The value comes from the select's own options; parsing the URL-shaped query keeps the types honest.
    const params = new URLSearchParams(libraryQueryString({ ...query, page: 1 }).slice(1));
    if (value === "") params.delete(key);
    else params.set(key, value);
    go(parseLibraryQuery(params), view);
  };

  const searching = Boolean(query.search && hasSearchTerms(query.search));
  const sort = effectiveSort(query);
  const sortOptions = SORT_OPTIONS.filter((o) => o.value !== "relevance" || searching);
  const filtersActive = FILTER_KEYS.some((key) => query[key] !== undefined) || query.tab !== "all";
  const empty = result.skits.length === 0 && result.total === 0;
  const keep = (names: (keyof LibraryQuery | "view")[]) => {
    const hidden: Record<string, string> = {};
    for (const name of names) {
      const value = name === "view" ? (view === "table" ? "table" : undefined) : query[name];
      if (
        value !== undefined &&
        !(name === "tab" && value === "all") &&
        !(name === "approved" && value === "true") &&
        !(name === "pageSize" && value === DEFAULT_PAGE_SIZE)
      )
        hidden[name] = String(value);
    }
    return hidden;
  };

  const filtersEmptyState = (
    <div
      className="rounded-lg border border-dashed border-border p-8 text-center"
      data-testid="filters-empty"
    >
      <p className="font-semibold">No skits match your current filters</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Try a different age group, length or cast size, or clear the filters.
      </p>
      <a className="btn btn-outline mt-4" {...link(withoutFilters(query, false), view)}>
        Clear Filters
      </a>
    </div>
  );

  const pageLabel = `Page ${result.page} of ${Math.max(result.totalPages, 1).toLocaleString("en-US")}${result.totalCapped ? "+" : ""}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
      <aside aria-labelledby="filters-heading" className="card h-fit p-5">
        <form
          method="get"
          action="/browse"
          onSubmit={(event) => {
            event.preventDefault();
            const params = new URLSearchParams();
            for (const [key, value] of new FormData(event.currentTarget))
              if (typeof value === "string") params.set(key, value);
            go(parseLibraryQuery(params), view);
          }}
        >
          <h2 id="filters-heading" className="text-lg font-bold">
            Filters
          </h2>
          {Object.entries(keep(["search", "sort", "tab", "pageSize", "approved", "view"])).map(
            ([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ),
          )}
          <div className="mt-4 flex flex-col gap-4">
            <div>
              <label htmlFor="filter-category" className="field-label">
                Category
              </label>
              <select
                id="filter-category"
                name="category"
                className="field-input"
                value={query.category === undefined ? "" : String(query.category)}
                onChange={(e) => setFilter("category", e.target.value)}
              >
                <option value="">All categories</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            {FILTERS.map((f) => (
              <div key={f.key}>
                <label htmlFor={`filter-${f.key}`} className="field-label">
                  {f.label}
                </label>
                <select
                  id={`filter-${f.key}`}
                  name={f.key}
                  className="field-input"
                  value={query[f.key] ?? ""}
                  onChange={(e) => setFilter(f.key, e.target.value)}
                >
                  <option value="">{f.any}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="mt-5 flex flex-wrap gap-2">
            {hydrated ? null : (
              <button type="submit" className="btn btn-primary">
                Apply Filters
              </button>
            )}
            <a className="btn btn-outline" {...link(withoutFilters(query, true), view)}>
              Reset Filters
            </a>
          </div>
        </form>
      </aside>

      <section aria-labelledby="results-heading" className="card min-w-0 p-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="results-heading" className="text-xl font-bold">
              Available Skits
            </h2>
            <p
              className="text-sm text-muted-foreground"
              role="status"
              aria-live="polite"
              data-testid="found-count"
            >
              {loading ? "Loading skits..." : formatFoundCount(result)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label="View" className="inline-flex rounded-lg border border-input p-0.5">
              {LIBRARY_VIEWS.map((v) => (
                <a
                  key={v.value}
                  {...link(query, v.value)}
                  aria-current={view === v.value ? "true" : undefined}
                  className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === v.value ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted"}`}
                >
                  {v.label}
                  <span className="sr-only"> view</span>
                </a>
              ))}
            </div>
            {signedIn ? (
              <a href="/create" className="btn btn-primary">
                Create New Skit
              </a>
            ) : (
              <a href="/api/login" className="btn btn-primary">
                Sign In to Create
              </a>
            )}
          </div>
        </div>

        <nav
          aria-label="Library sections"
          className="mt-4 flex gap-1 overflow-x-auto rounded-lg bg-muted p-1"
        >
          {LIBRARY_TABS.map((t) => (
            <a
              key={t.value}
              {...link({ ...query, tab: t.value, page: 1, sort: undefined }, view)}
              aria-current={query.tab === t.value ? "page" : undefined}
              className={`flex-1 rounded-md px-3 py-2 text-center text-sm font-medium whitespace-nowrap ${query.tab === t.value ? "bg-background text-foreground shadow" : "text-muted-foreground hover:text-foreground"}`}
            >
              {t.label}
            </a>
          ))}
        </nav>

        {error ? (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
          >
            <span>{error}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void load(query)}>
              Try again
            </button>
          </div>
        ) : null}

        <div
          ref={resultsRef}
          className={`mt-4 transition-opacity ${loading ? "opacity-60" : ""}`}
          aria-busy={loading}
          data-testid="results"
        >
          {view === "list" ? (
            <SkitListView
              skits={result.skits}
              caption="Skits in the library"
              idPrefix="library"
              toolbar={{
                action: "/browse",
                hidden: keep([...FILTER_KEYS, "tab", "pageSize", "approved", "view"]),
                search: searchText,
                sort,
                sortOptions,
                onSearchInput: (value) => {
                  setSearchText(value);
                  clearTimeout(searchTimer.current);
                  searchTimer.current = setTimeout(() => {
                    const latest = current.current;
                    if ((latest.query.search ?? "") === value.trim()) return;
                    // The first keystroke adds a history entry; refining the same search replaces it.
                    go(
                      { ...latest.query, search: value.trim() || undefined, page: 1 },
                      latest.view,
                      latest.query.search ? "replace" : "push",
                    );
                  }, SEARCH_DEBOUNCE_MS);
                },
                onSubmit: () => {
                  clearTimeout(searchTimer.current);
                  go({ ...query, search: searchText.trim() || undefined, page: 1 }, view);
                },
                onSortChange: (value: LibrarySort) => go({ ...query, sort: value, page: 1 }, view),
                clearSearchHref: browseHref({ ...query, search: undefined, page: 1 }, view),
                onClearSearch: () => {
                  clearTimeout(searchTimer.current);
                  setSearchText("");
                  go({ ...query, search: undefined, page: 1 }, view);
                },
              }}
              {...(empty && filtersActive ? { emptyState: filtersEmptyState } : {})}
            />
          ) : empty && filtersActive ? (
            filtersEmptyState
          ) : (
            <SkitTableView skits={result.skits} caption="Skits in the library" />
          )}
        </div>

        {result.totalPages > 1 || result.page > 1 ? (
          <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
            {result.page > 1 ? (
              <a
                className="btn btn-outline btn-sm"
                rel="prev"
                {...link({ ...query, page: result.page - 1 }, view)}
              >
                Previous
              </a>
            ) : (
              <span className="btn btn-outline btn-sm" aria-disabled="true">
                Previous
              </span>
            )}
            <span className="text-muted-foreground" aria-current="page">
              {pageLabel}
            </span>
            {result.hasMore ? (
              <a
                className="btn btn-outline btn-sm"
                rel="next"
                {...link({ ...query, page: result.page + 1 }, view)}
              >
                Next
              </a>
            ) : (
              <span className="btn btn-outline btn-sm" aria-disabled="true">
                Next
              </span>
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
