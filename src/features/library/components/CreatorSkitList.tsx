/**
 * The dashboard's "Your Skits": the list view in creator mode (with Status),
 * searched and sorted in the browser over the creator's own skits. The first
 * render comes from the server with the same search and sort, so the GET form
 * works without JavaScript too.
 */
import { useState } from "react";
import { filterOwnSkits, type LibrarySort, SORT_OPTIONS } from "../library-query.ts";
import SkitListView, { type SkitRow } from "./SkitListView.tsx";

type OwnRow = SkitRow & { createdAt: string };

interface Props {
  skits: OwnRow[];
  initialSearch: string;
  initialSort: LibrarySort;
}

const OWN_SORTS = SORT_OPTIONS.filter((o) => o.value !== "relevance");

export default function CreatorSkitList({ skits, initialSearch, initialSort }: Props) {
  const [search, setSearch] = useState(initialSearch);
  const [sort, setSort] = useState<LibrarySort>(initialSort);
  const rows = filterOwnSkits(skits, search, sort);

  if (skits.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border p-8 text-center">
        <p className="font-semibold">You haven't created any skits yet.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Write one with the skit form, or upload a .txt file from the Overview tab.
        </p>
        <a href="/create" className="btn btn-primary mt-4">
          Create New Skit
        </a>
      </div>
    );
  }
  return (
    <SkitListView
      skits={rows}
      creatorMode
      caption="Your skits"
      idPrefix="own"
      toolbar={{
        action: "/dashboard",
        hidden: { tab: "skits" },
        search,
        sort,
        sortOptions: OWN_SORTS,
        onSearchInput: setSearch,
        onSubmit: () => {},
        onSortChange: setSort,
        clearSearchHref: "/dashboard?tab=skits",
        onClearSearch: () => setSearch(""),
      }}
    />
  );
}
