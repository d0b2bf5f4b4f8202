/**
 * Small building blocks the admin islands share: a data loader hook, the
 * loading spinner, a confirmation dialog on <dialog>, empty states, stat
 * cards, star ratings, date formatting, a section header with a search box,
 * and the loaded-list and data-table frames.
 */
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { apiRequest } from "../../../lib/api-client.ts";

export type Loadable<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: T };

/** GETs a URL once (and again on reload()); no polling, no refetch on focus (spec section 7). */
export function useApiData<T>(
  url: string,
): Loadable<T> & { reload: () => void; setData: (update: (data: T) => T) => void } {
  const [state, setState] = useState<Loadable<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    // `version` re-runs the effect on reload().
    void version;
    apiRequest<T>("GET", url)
      .then((data) => live && setState({ status: "ready", data }))
      .catch(
        (error: unknown) =>
          live && setState({ status: "error", message: errorMessage(error, "Could not load this list.") }),
      );
    return () => {
      live = false;
    };
  }, [url, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((s) => (s.status === "ready" ? { status: "ready", data: update(s.data) } : s)),
    [],
  );
  return { ...state, reload, setData };
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function Spinner({ label = "Loading…" }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center justify-center gap-3 py-12 text-muted-foreground"
    >
      <svg className="size-8 animate-spin text-primary" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="text-sm">{label}</span>
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="font-semibold text-destructive">{message}</p>
      <button type="button" className="btn btn-outline btn-sm mt-3" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Renders the loader's spinner, error or data. */
export function Loaded<T>({
  state,
  children,
  label,
}: {
  state: Loadable<T> & { reload: () => void };
  children: (data: T) => ReactNode;
  label?: string;
}) {
  if (state.status === "loading") return <Spinner {...(label ? { label } : {})} />;
  if (state.status === "error") return <LoadError message={state.message} onRetry={state.reload} />;
  return <>{children(state.data)}</>;
}

/** Loaded for a list: the empty state titled `empty` when there are no rows, else `children(rows)`. */
export function LoadedList<T>({
  state,
  label,
  empty,
  children,
}: {
  state: Loadable<T[]> & { reload: () => void };
  label: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <Loaded state={state} label={label}>
      {(rows) => (rows.length === 0 ? <EmptyState title={empty} /> : children(rows))}
    </Loaded>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border px-6 py-10 text-center">
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="card p-4">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="text-amber-500 dark:text-amber-300" role="img" aria-label={`${rating} out of 5 stars`}>
      <span aria-hidden="true">{"★".repeat(full)}</span>
      <span aria-hidden="true" className="text-muted-foreground">
        {"☆".repeat(Math.max(0, 5 - full))}
      </span>
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Invalid time value" : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Invalid time value" : dateTimeFormat.format(date);
}

type SearchBoxProps = {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
};

export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A list section's header: its heading or intro (children) on the left, the list's search box on the right. */
export function SearchHeader({ children, ...search }: SearchBoxProps & { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {children}
      <SearchBox {...search} />
    </div>
  );
}

/**
 * A modal confirmation on <dialog> (focus trapped by the browser, Escape closes).
 * `children` adds fields (for example an optional reason).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  destructive = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border border-border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/50"
    >
      {open ? (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-sm text-muted-foreground">
            {description}
          </p>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy} autoFocus>
              Cancel
            </button>
            <button
              type="submit"
              className={`btn ${destructive ? "btn-destructive" : "btn-primary"}`}
              disabled={busy}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

export const tableClass = "w-full min-w-[40rem] border-collapse text-left text-sm";
export const thClass = "border-b border-border px-3 py-2 font-semibold text-muted-foreground";
export const tdClass = "border-b border-border px-3 py-2 align-top";

/** A heading of an admin table: a label, or a label aligned to the right (numbers, actions). */
export type Column = string | { label: string; right: true };

/**
 * An admin data table that scrolls sideways: a screen-reader caption, the column headings and the rows as
 * children of the body; `after` goes below the table (for example a note that the list was cut).
 */
export function DataTable({
  caption,
  columns,
  children,
  after,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={thClass}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={`${thClass} text-right`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}
