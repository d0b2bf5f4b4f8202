/**
 * Small presentational pieces shared by the list and table views: status, categories, rating, row actions,
 * the title link, and the table frame with its trailing Status (creator mode) and Actions columns.
 */
import type { ReactNode } from "react";
import type { LibraryCategory, LibrarySkit } from "../library-query.ts";

const STATUS_STYLES: Record<string, { label: string; className: string }> = {
  approved: { label: "Approved", className: "bg-success text-success-foreground" },
  pending: { label: "Pending", className: "bg-accent text-accent-foreground" },
  rejected: { label: "Rejected", className: "bg-destructive text-destructive-foreground" },
};

export function StatusBadge({ status }: { status: string }) {
  const style = STATUS_STYLES[status] ?? {
    label: status,
    className: "bg-secondary text-secondary-foreground",
  };
  return <span className={`badge ${style.className}`}>{style.label}</span>;
}

export function CategoryBadges({ categories }: { categories: LibraryCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Categories">
      {categories.map((c) => (
        <li
          key={c.id}
          className="rounded-full border px-2 py-0.5 text-xs font-medium text-foreground"
          style={{ borderColor: c.color, boxShadow: `inset 3px 0 0 ${c.color}` }}
        >
          {c.name}
        </li>
      ))}
    </ul>
  );
}

export function RatingSummary({
  averageRating,
  reviewCount,
}: Pick<LibrarySkit, "averageRating" | "reviewCount">) {
  if (averageRating === null || reviewCount === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <span className="text-amber-700 dark:text-amber-300" aria-hidden="true">
        ★
      </span>
      <span className="sr-only">Rated </span>
      {averageRating.toFixed(1)}
      <span className="sr-only"> out of 5 from</span> ({reviewCount}{" "}
      {reviewCount === 1 ? "review" : "reviews"})
    </span>
  );
}

type ActionRow = Pick<LibrarySkit, "uuid" | "title" | "status" | "editsRemaining">;

/** View, and for the creator an Edit button while the skit is unapproved and has edits left. */
export function RowActions({ skit, creatorMode }: { skit: ActionRow; creatorMode: boolean }) {
  const canEdit = creatorMode && skit.status === "pending" && skit.editsRemaining > 0;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <a href={`/skit/${skit.uuid}`} className="btn btn-outline btn-sm" aria-label={`View ${skit.title}`}>
        View
      </a>
      {canEdit ? (
        <a
          href={`/edit/${skit.uuid}`}
          className="btn btn-secondary btn-sm"
          aria-label={`Edit ${skit.title} (${skit.editsRemaining} ${skit.editsRemaining === 1 ? "edit" : "edits"} left)`}
        >
          Edit ({skit.editsRemaining} {skit.editsRemaining === 1 ? "edit" : "edits"} left)
        </a>
      ) : null}
    </div>
  );
}

/** The skit's title, linking to its page. */
export function SkitTitleLink({ skit }: { skit: Pick<LibrarySkit, "uuid" | "title"> }) {
  return (
    <a href={`/skit/${skit.uuid}`} className="font-semibold hover:underline">
      {skit.title}
    </a>
  );
}

/** A heading of the skit tables; `right` aligns a numeric or action column to the right. */
export type SkitColumn = { label: string; right?: boolean };

const headingClass = (column: SkitColumn) =>
  column.right ? "px-3 py-2 text-right font-semibold" : "px-3 py-2 font-semibold";

/**
 * The table both views render: a screen-reader caption, the sticky heading row (the view's columns, then
 * Status in creator mode, then Actions) and the rows as children of the body.
 */
export function SkitTable({
  caption,
  columns,
  creatorMode,
  children,
}: {
  caption: string;
  columns: readonly SkitColumn[];
  creatorMode: boolean;
  children: ReactNode;
}) {
  const headings = [
    ...columns,
    ...(creatorMode ? [{ label: "Status" }] : []),
    { label: "Actions", right: true },
  ];
  return (
    <table className="w-full min-w-[40rem] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 z-10 bg-muted text-xs tracking-wide text-muted-foreground uppercase">
        <tr>
          {headings.map((column) => (
            <th key={column.label} scope="col" className={headingClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">{children}</tbody>
    </table>
  );
}

/** The cells under SkitTable's trailing headings: the status badge in creator mode, then the row actions. */
export function StatusAndActionCells({ skit, creatorMode }: { skit: ActionRow; creatorMode: boolean }) {
  return (
    <>
      {creatorMode ? (
        <td className="px-3 py-3">
          <StatusBadge status={skit.status} />
        </td>
      ) : null}
      <td className="px-3 py-3">
        <RowActions skit={skit} creatorMode={creatorMode} />
      </td>
    </>
  );
}
