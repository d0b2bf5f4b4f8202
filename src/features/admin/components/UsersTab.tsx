/** The Users tab: search, the spec's columns, and a details panel where an admin adjusts credits with a reason. */
import { type SubmitEvent, useEffect, useId, useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import {
  type AdminUserDetails,
  type AdminUserRow,
  CREDIT_ADJUSTMENT_LIMIT,
  creditAdjustmentSchema,
  formatCents,
} from "../admin.schema.ts";
import {
  type Column,
  DataTable,
  errorMessage,
  formatDate,
  formatDateTime,
  Loaded,
  LoadedList,
  SearchHeader,
  StatCard,
  tdClass,
  useApiData,
} from "./ui.tsx";

const USER_COLUMNS: readonly Column[] = [
  "User ID",
  "Email",
  "Name",
  "Joined",
  "Role",
  "Credits",
  { label: "Actions", right: true },
];

const fullName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter((p) => p?.trim()).join(" ") || "—";

/** A random id (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function UsersTab() {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim(), 250);
  const users = useApiData<AdminUserRow[]>(
    `/api/admin/users${term ? `?search=${encodeURIComponent(term)}` : ""}`,
  );
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <SearchHeader
        value={search}
        onChange={setSearch}
        label="Search users"
        placeholder="Search email, name or user ID…"
      >
        <h2 id="users-heading" className="text-lg font-semibold">
          Users
        </h2>
      </SearchHeader>
      <LoadedList state={users} label="Loading users…" empty="No users found matching your search.">
        {(rows) => (
          <DataTable
            caption="Users"
            columns={USER_COLUMNS}
            after={
              rows.length >= 200 ? (
                <p className="mt-2 text-xs text-muted-foreground">
                  Showing the newest 200 users. Search to find others.
                </p>
              ) : null
            }
          >
            {rows.map((user) => (
              <tr key={user.id}>
                <td className={`${tdClass} tabular-nums`}>{user.id}</td>
                <td className={`${tdClass} break-all`}>{user.email}</td>
                <td className={tdClass}>{fullName(user)}</td>
                <td className={tdClass}>{formatDate(user.createdAt)}</td>
                <td className={tdClass}>
                  {user.isAdmin ? (
                    <span className="badge badge-primary">Admin</span>
                  ) : (
                    <span className="badge">User</span>
                  )}
                  {user.isLifetimeCreator ? <span className="badge badge-accent ml-1">Lifetime</span> : null}
                </td>
                <td className={`${tdClass} tabular-nums`}>{user.credits}</td>
                <td className={`${tdClass} text-right`}>
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => setSelected(user.id)}
                    aria-label={`View details of ${user.email}`}
                  >
                    View Details
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadedList>
      {selected !== null ? (
        <UserDetailsDialog
          userId={selected}
          onClose={() => setSelected(null)}
          onCreditsChanged={(id, credits) =>
            users.setData((rows) => rows.map((r) => (r.id === id ? { ...r, credits } : r)))
          }
        />
      ) : null}
    </section>
  );
}

function UserDetailsDialog({
  userId,
  onClose,
  onCreditsChanged,
}: {
  userId: number;
  onClose: () => void;
  onCreditsChanged: (id: number, credits: number) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const details = useApiData<AdminUserDetails>(`/api/admin/users/${userId}`);
  const titleId = useId();
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[min(56rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-border bg-background px-6 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          User details
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
      <div className="px-6 py-5">
        <Loaded state={details} label="Loading user details…">
          {(data) => (
            <UserDetailsBody
              data={data}
              onAdjusted={(credits) => {
                onCreditsChanged(userId, credits);
                details.reload();
              }}
            />
          )}
        </Loaded>
      </div>
    </dialog>
  );
}

function UserDetailsBody({
  data,
  onAdjusted,
}: {
  data: AdminUserDetails;
  onAdjusted: (credits: number) => void;
}) {
  const { user } = data;
  const unlimited = user.isAdmin || user.isLifetimeCreator;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xl font-semibold">{fullName(user)}</p>
          <p className="break-all text-sm text-muted-foreground">
            {user.email} · User #{user.id}
          </p>
          <p className="text-sm text-muted-foreground">
            Joined {formatDate(user.createdAt)} · Signs in with{" "}
            {user.authProvider === "password" ? "email and password" : user.authProvider}
            {user.emailVerified ? " · email verified" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {user.isAdmin ? (
            <span className="badge badge-primary">Admin</span>
          ) : (
            <span className="badge">User</span>
          )}
          <span className={user.isLifetimeCreator ? "badge badge-accent" : "badge badge-outline"}>
            {user.isLifetimeCreator ? "Lifetime Creator" : "Not a Lifetime Creator"}
          </span>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard
          label="Credits"
          value={unlimited ? "Unlimited" : user.credits}
          hint={unlimited ? `${user.credits} stored` : undefined}
        />
        <StatCard
          label="Skits"
          value={data.skitCounts.total}
          hint={`${data.skitCounts.approved} approved · ${data.skitCounts.pending} pending · ${data.skitCounts.rejected} rejected`}
        />
        <StatCard
          label="Downloads"
          value={data.downloads.made}
          hint={`made · ${data.downloads.received} of their skits`}
        />
        <StatCard
          label="Revenue"
          value={formatCents(data.revenue.totalCents)}
          hint={`${formatCents(data.revenue.pendingCents)} pending · ${formatCents(data.revenue.paidCents)} paid`}
        />
      </div>

      <CreditAdjustForm userId={user.id} credits={user.credits} onAdjusted={onAdjusted} />

      <section aria-labelledby="user-skits-heading">
        <h3 id="user-skits-heading" className="mb-2 font-semibold">
          Skits
        </h3>
        {data.skits.length === 0 ? (
          <p className="text-sm text-muted-foreground">No skits yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {data.skits.map((skit) => (
              <li
                key={skit.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
              >
                <a className="text-link" href={`/skit/${skit.uuid}`}>
                  {skit.title}
                </a>
                <span className="flex items-center gap-2 text-muted-foreground">
                  <span className="badge badge-outline capitalize">{skit.status}</span>
                  {skit.downloadCount} downloads · {formatDate(skit.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="credit-history-heading">
        <h3 id="credit-history-heading" className="mb-2 font-semibold">
          Credit history
        </h3>
        {data.creditHistory.length === 0 ? (
          <p className="text-sm text-muted-foreground">No credit changes recorded.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {data.creditHistory.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                <span>
                  <span
                    className={`font-semibold tabular-nums ${entry.delta < 0 ? "text-destructive" : entry.delta > 0 ? "text-success" : ""}`}
                  >
                    {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                  </span>{" "}
                  {entry.reason}
                  {entry.note ? <span className="text-muted-foreground"> — {entry.note}</span> : null}
                </span>
                <span className="text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="audit-heading">
        <h3 id="audit-heading" className="mb-2 font-semibold">
          Admin actions about this user
        </h3>
        {data.audit.length === 0 ? (
          <p className="text-sm text-muted-foreground">No admin actions recorded.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border text-sm">
            {data.audit.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-3 py-2">
                <div className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">{entry.action}</span>
                  <span className="text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  by {entry.actorEmail ?? (entry.actorId ? `User #${entry.actorId}` : "a removed account")} ·{" "}
                  {entry.targetType}
                  {entry.targetId ? ` #${entry.targetId}` : ""}
                </p>
                <AuditChange before={entry.before} after={entry.after} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const show = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const b = show(before);
  const a = show(after);
  if (!b && !a) return null;
  return (
    <p className="break-all font-mono text-xs">
      {b ? <span className="text-muted-foreground">{b}</span> : null}
      {b && a ? " → " : null}
      {a}
    </p>
  );
}

function CreditAdjustForm({
  userId,
  credits,
  onAdjusted,
}: {
  userId: number;
  credits: number;
  onAdjusted: (credits: number) => void;
}) {
  const deltaId = useId();
  const reasonId = useId();
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // One id per form submission: a retried request is applied once.
  const requestId = useRef(newRequestId());

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = creditAdjustmentSchema.safeParse({
      delta: delta.trim() === "" ? Number.NaN : Number(delta),
      reason,
      requestId: requestId.current,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await apiRequest<{ credits: number; applied: number; requested: number }>(
        "POST",
        `/api/admin/users/${userId}/credits`,
        parsed.data,
      );
      const capped = result.applied !== result.requested ? ` (capped at the balance: ${result.applied})` : "";
      showToast({
        title: "Credits updated",
        description: `New balance: ${result.credits} credits${capped}.`,
      });
      setDelta("");
      setReason("");
      requestId.current = newRequestId();
      onAdjusted(result.credits);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const next: Record<string, string> = {};
        for (const [key, messages] of Object.entries(error.errors)) if (messages[0]) next[key] = messages[0];
        setErrors(next);
      }
      showToast({
        title: "Failed to update credits",
        description: errorMessage(error, "There was an error updating the credits."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-lg border border-border bg-muted/40 p-4"
      aria-labelledby={`${deltaId}-heading`}
    >
      <h3 id={`${deltaId}-heading`} className="font-semibold">
        Adjust credits
      </h3>
      <p className="mb-3 text-sm text-muted-foreground">
        Current balance {credits}. Use a negative number to take credits away; a balance never goes below 0.
      </p>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={deltaId} className="field-label">
            Change
          </label>
          <input
            id={deltaId}
            type="number"
            inputMode="numeric"
            step={1}
            min={-CREDIT_ADJUSTMENT_LIMIT}
            max={CREDIT_ADJUSTMENT_LIMIT}
            className="field-input"
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            aria-invalid={errors.delta ? "true" : undefined}
            aria-describedby={`${deltaId}-error`}
            placeholder="e.g. 5 or -2"
          />
          <p id={`${deltaId}-error`} className="field-error">
            {errors.delta ?? ""}
          </p>
        </div>
        <div>
          <label htmlFor={reasonId} className="field-label">
            Reason (required)
          </label>
          <input
            id={reasonId}
            className="field-input"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={errors.reason ? "true" : undefined}
            aria-describedby={`${reasonId}-error`}
            placeholder="e.g. Refund for a failed generation"
          />
          <p id={`${reasonId}-error`} className="field-error">
            {errors.reason ?? ""}
          </p>
        </div>
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={busy}>
          {busy ? "Saving..." : "Apply"}
        </button>
      </div>
    </form>
  );
}
