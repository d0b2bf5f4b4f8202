/**
 * The list view (spec: "Skit list and table views"): a search box, a sort
 * select and a table with Title, Age Group, Length, Parts, Downloads and
 * Actions (plus Status in creator mode). The toolbar is a GET form, so it works
 * before JavaScript; islands pass change handlers to make it instant.
 */
import type { ChangeEvent, ReactNode } from "react";
import { AGE_GROUP_OPTIONS, LENGTH_OPTIONS, labelFor } from "../../skits/skit-options.ts";
import type { LibrarySkit, LibrarySort } from "../library-query.ts";
import {
  CategoryBadges,
  RatingSummary,
  type SkitColumn,
  SkitTable,
  SkitTitleLink,
  StatusAndActionCells,
} from "./SkitBadges.tsx";

export type SkitRow = Pick<
  LibrarySkit,
  | "id"
  | "uuid"
  | "title"
  | "description"
  | "scripture"
  | "topic"
  | "ageGroup"
  | "length"
  | "speakingParts"
  | "downloadCount"
  | "status"
  | "editsRemaining"
  | "averageRating"
  | "reviewCount"
  | "categories"
>;

const LIST_COLUMNS: readonly SkitColumn[] = [
  { label: "Title" },
  { label: "Age Group" },
  { label: "Length" },
  { label: "Parts", right: true },
  { label: "Downloads", right: true },
];

export interface ListToolbar {
  /** Where the GET form goes without JavaScript, and the fields it carries along. */
  action: string;
  hidden: Record<string, string>;
  search: string;
  /** The sort in effect (explicit, or the default for the search and tab). */
  sort: LibrarySort;
  sortOptions: readonly { value: LibrarySort; label: string }[];
  onSearchInput?: (value: string) => void;
  onSubmit?: () => void;
  onSortChange?: (value: LibrarySort) => void;
  clearSearchHref: string;
  onClearSearch?: () => void;
}

interface Props {
  skits: SkitRow[];
  creatorMode?: boolean;
  toolbar: ListToolbar;
  /** Replaces the default empty state ("No skits found matching your search"). */
  emptyState?: ReactNode;
  /** Accessible name of the table. */
  caption: string;
  idPrefix: string;
  /** Height limit of the scrolling results (the browse page uses 800px). */
  maxHeightClass?: string;
}

export default function SkitListView({
  skits,
  creatorMode = false,
  toolbar,
  emptyState,
  caption,
  idPrefix,
  maxHeightClass = "max-h-[800px]",
}: Props) {
  const searching = toolbar.search.trim() !== "";
  return (
    <div className="flex flex-col gap-4">
      <form
        method="get"
        action={toolbar.action}
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          if (!toolbar.onSubmit) return;
          event.preventDefault();
          toolbar.onSubmit();
        }}
      >
        {Object.entries(toolbar.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex-1">
          <label htmlFor={`${idPrefix}-search`} className="field-label">
            Search skits
          </label>
          <input
            id={`${idPrefix}-search`}
            type="search"
            name="search"
            className="field-input"
            placeholder="Title, scripture or topic"
            autoComplete="off"
            maxLength={200}
            {...(toolbar.onSearchInput
              ? {
                  value: toolbar.search,
                  onChange: (e: ChangeEvent<HTMLInputElement>) => toolbar.onSearchInput?.(e.target.value),
                }
              : { defaultValue: toolbar.search })}
          />
        </div>
        <div className="sm:w-52">
          <label htmlFor={`${idPrefix}-sort`} className="field-label">
            Sort by
          </label>
          <select
            id={`${idPrefix}-sort`}
            name="sort"
            className="field-input"
            {...(toolbar.onSortChange
              ? {
                  value: toolbar.sort,
                  onChange: (e: ChangeEvent<HTMLSelectElement>) =>
                    toolbar.onSortChange?.(e.target.value as LibrarySort),
                }
              : { defaultValue: toolbar.sort })}
          >
            {toolbar.sortOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>

      {skits.length === 0 ? (
        (emptyState ?? (
          <div className="rounded-lg border border-dashed border-border p-8 text-center">
            <p className="font-semibold">
              {searching ? "No skits found matching your search" : "No skits found."}
            </p>
            {searching ? (
              <a
                href={toolbar.clearSearchHref}
                className="text-link mt-2 inline-block"
                onClick={(event) => {
                  if (!toolbar.onClearSearch) return;
                  event.preventDefault();
                  toolbar.onClearSearch();
                }}
              >
                Clear search
              </a>
            ) : null}
          </div>
        ))
      ) : (
        <div
          className={`${maxHeightClass} overflow-auto rounded-lg border border-border`}
          data-testid="skit-list"
        >
          <SkitTable caption={caption} columns={LIST_COLUMNS} creatorMode={creatorMode}>
            {skits.map((skit) => (
              <tr key={skit.id} className="align-top hover:bg-muted/40">
                <td className="min-w-[14rem] px-3 py-3">
                  <SkitTitleLink skit={skit} />
                  <div className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                    <span>{skit.scripture?.trim() || skit.topic}</span>
                    <RatingSummary averageRating={skit.averageRating} reviewCount={skit.reviewCount} />
                  </div>
                  <CategoryBadges categories={skit.categories} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{labelFor(AGE_GROUP_OPTIONS, skit.ageGroup)}</td>
                <td className="px-3 py-3 whitespace-nowrap">{labelFor(LENGTH_OPTIONS, skit.length)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{skit.speakingParts}</td>
                <td className="px-3 py-3 text-right tabular-nums">
                  {skit.downloadCount.toLocaleString("en-US")}
                </td>
                <StatusAndActionCells skit={skit} creatorMode={creatorMode} />
              </tr>
            ))}
          </SkitTable>
        </div>
      )}
    </div>
  );
}
