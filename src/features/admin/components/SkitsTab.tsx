/** The Skits tab: the moderation queue (search, Approve / Reject behind confirmations) and 'Recently Approved Skits'. */
import { useId, useMemo, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { AGE_GROUP_OPTIONS, labelFor } from "../../skits/skit-options.ts";
import type { ApprovedSkitRow, PendingSkitRow } from "../admin.schema.ts";
import {
  type Column,
  ConfirmDialog,
  DataTable,
  EmptyState,
  errorMessage,
  formatDate,
  LoadedList,
  SearchHeader,
  tdClass,
  useApiData,
} from "./ui.tsx";

type Pending = { kind: "approve" | "reject"; skit: PendingSkitRow } | null;

const PENDING_COLUMNS: readonly Column[] = [
  "Title",
  "Creator",
  "Age Group",
  "Created",
  { label: "Actions", right: true },
  "Scripture check",
];
const RECENT_COLUMNS: readonly Column[] = [
  "Title",
  "Creator",
  "Approved On",
  { label: "Downloads", right: true },
  { label: "Actions", right: true },
];

/** The creator's email, else their user number, else a dash for a removed account. */
const creatorLabel = (skit: { creatorEmail: string | null; creatorId: number | null }) =>
  skit.creatorEmail ?? (skit.creatorId === null ? "—" : `User #${skit.creatorId}`);

export function matchesSkitSearch(skit: PendingSkitRow, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [skit.title, skit.description, skit.scripture ?? "", skit.topic].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export default function SkitsTab() {
  const pending = useApiData<PendingSkitRow[]>("/api/admin/skits/pending");
  const recent = useApiData<ApprovedSkitRow[]>("/api/admin/skits/approved?limit=10");
  const [search, setSearch] = useState("");
  const [action, setAction] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();

  const visible = useMemo(
    () => (pending.status === "ready" ? pending.data.filter((s) => matchesSkitSearch(s, search)) : []),
    [pending, search],
  );

  async function confirm() {
    if (!action) return;
    setBusy(true);
    const { kind, skit } = action;
    try {
      if (kind === "approve") {
        await apiRequest("POST", `/api/admin/skits/${skit.id}/approve`);
        showToast({
          title: "Skit approved",
          description: `"${skit.title}" is now visible in the public library.`,
        });
        recent.reload();
      } else {
        await apiRequest(
          "POST",
          `/api/admin/skits/${skit.id}/reject`,
          reason.trim() ? { reason: reason.trim() } : {},
        );
        showToast({
          title: "Skit rejected",
          description: `"${skit.title}" was removed from the approval queue.`,
        });
      }
      pending.setData((rows) => rows.filter((r) => r.id !== skit.id));
      setAction(null);
      setReason("");
    } catch (error) {
      showToast({
        title: kind === "approve" ? "Failed to approve skit" : "Failed to reject skit",
        description: errorMessage(
          error,
          `There was an error ${kind === "approve" ? "approving" : "rejecting"} the skit.`,
        ),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="pending-skits-heading" className="grid gap-4">
        <SearchHeader
          value={search}
          onChange={setSearch}
          label="Search pending skits"
          placeholder="Search title, description, scripture, topic…"
        >
          <div>
            <h2 id="pending-skits-heading" className="text-lg font-semibold">
              Skits Pending Approval
            </h2>
            <p className="text-sm text-muted-foreground">
              New skits join the public library only after you approve them.
            </p>
          </div>
        </SearchHeader>
        <LoadedList state={pending} label="Loading pending skits…" empty="No skits pending approval.">
          {() =>
            visible.length === 0 ? (
              <EmptyState title="No pending skits match your search.">
                <button type="button" className="text-link" onClick={() => setSearch("")}>
                  Clear search
                </button>
              </EmptyState>
            ) : (
              <DataTable caption="Skits pending approval" columns={PENDING_COLUMNS}>
                {visible.map((skit) => (
                  <tr key={skit.id} data-skit-id={skit.id}>
                    <td className={tdClass}>
                      <p className="font-medium">{skit.title}</p>
                      <p className="text-xs text-muted-foreground">{skit.scripture || skit.topic}</p>
                    </td>
                    <td className={tdClass}>{creatorLabel(skit)}</td>
                    <td className={tdClass}>{labelFor(AGE_GROUP_OPTIONS, skit.ageGroup) ?? skit.ageGroup}</td>
                    <td className={tdClass}>{formatDate(skit.createdAt)}</td>
                    <td className={`${tdClass} text-right`}>
                      <div className="flex flex-wrap justify-end gap-2">
                        <a
                          className="btn btn-outline btn-sm"
                          href={`/skit/${skit.uuid}`}
                          aria-label={`View ${skit.title}`}
                        >
                          View
                        </a>
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          onClick={() => setAction({ kind: "approve", skit })}
                          aria-label={`Approve ${skit.title}`}
                        >
                          Approve
                        </button>
                        <button
                          type="button"
                          className="btn btn-destructive btn-sm"
                          onClick={() => {
                            setReason("");
                            setAction({ kind: "reject", skit });
                          }}
                          aria-label={`Reject ${skit.title}`}
                        >
                          Reject
                        </button>
                      </div>
                    </td>
                    <td className={tdClass} data-reference-check>
                      {skit.referenceIssues && skit.referenceIssues.length > 0 ? (
                        <ul className="text-xs font-medium text-destructive">
                          {skit.referenceIssues.map((issue) => (
                            <li key={`${issue.text}-${issue.message}`}>
                              <span aria-hidden="true">⚑ </span>
                              {issue.text}: {issue.message}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-xs text-muted-foreground">OK</span>
                      )}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )
          }
        </LoadedList>
      </section>

      <section aria-labelledby="recent-skits-heading" className="grid gap-4">
        <h2 id="recent-skits-heading" className="text-lg font-semibold">
          Recently Approved Skits
        </h2>
        <LoadedList
          state={recent}
          label="Loading recently approved skits…"
          empty="No recently approved skits."
        >
          {(rows) => (
            <DataTable caption="Recently approved skits" columns={RECENT_COLUMNS}>
              {rows.map((skit) => (
                <tr key={skit.id}>
                  <td className={`${tdClass} font-medium`}>{skit.title}</td>
                  <td className={tdClass}>{creatorLabel(skit)}</td>
                  <td className={tdClass}>{formatDate(skit.approvedAt ?? skit.updatedAt)}</td>
                  <td className={`${tdClass} text-right tabular-nums`}>
                    {skit.downloadCount.toLocaleString("en-US")}
                  </td>
                  <td className={`${tdClass} text-right`}>
                    <a
                      className="btn btn-outline btn-sm"
                      href={`/skits/${skit.uuid}`}
                      aria-label={`View ${skit.title}`}
                    >
                      View
                    </a>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </LoadedList>
      </section>

      <ConfirmDialog
        open={action?.kind === "approve"}
        title="Approve this skit?"
        description="This will make the skit visible to all users in the public library."
        confirmLabel="Approve"
        busyLabel="Approving..."
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        open={action?.kind === "reject"}
        title="Reject this skit?"
        description="This skit will be removed from the approval queue and not published to the library."
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        busy={busy}
        destructive
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      >
        <label htmlFor={reasonId} className="field-label">
          Reason (optional)
        </label>
        <textarea
          id={reasonId}
          className="field-input min-h-24"
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Shown to the creator, e.g. what to change before resubmitting."
        />
        <p className="field-hint">The creator sees this skit as Rejected, with your reason.</p>
      </ConfirmDialog>
    </div>
  );
}
