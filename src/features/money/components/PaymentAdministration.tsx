/**
 * /admin/payments: summary cards, the missing-payout-method warning, the 1099
 * note, and tabs Payment Overview (batches, their PayPal CSV and settling each
 * payment; purchases and refunds), Ready to Pay (with a count; creates a batch)
 * and All Creators (the payment report). Every action is audit-logged server side.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { tabIndexForKey } from "../../../components/ui/tab-keys.ts";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import {
  ConfirmDialog,
  EmptyState,
  formatDate,
  formatDateTime,
  StatCard,
  tableClass,
  tdClass,
  thClass,
} from "../../admin/components/ui.tsx";
import {
  type CreatorReportRow,
  formatUsd,
  type PaymentBatchView,
  type PayoutOverview,
  type PayoutPaymentRow,
  type PendingPayoutRow,
  PURPOSE_LABELS,
  type PurchaseRow,
} from "../money.schema.ts";

export interface PaymentAdminData {
  overview: PayoutOverview;
  report: CreatorReportRow[];
  pending: PendingPayoutRow[];
  batches: PaymentBatchView[];
  purchases: PurchaseRow[];
}

type TabId = "overview" | "ready" | "creators";

type Action =
  | { kind: "batch" }
  | { kind: "paid"; payment: PayoutPaymentRow }
  | { kind: "failed"; payment: PayoutPaymentRow }
  | { kind: "refund"; purchase: PurchaseRow };

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || row.email;

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  completed: "Completed",
  partially_failed: "Partially failed",
  refunded: "Refunded",
  succeeded: "Completed",
};

function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "paid" || status === "completed" || status === "succeeded"
      ? "bg-success text-success-foreground"
      : status === "failed" || status === "refunded" || status === "partially_failed"
        ? "bg-destructive/15 text-destructive"
        : "bg-muted text-foreground";
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {STATUS_LABEL[status] ?? status}
    </span>
  );
}

/** A column heading: a label, or a label aligned right (amounts and counts). */
type Column = string | { label: string; right: true };

const numTdClass = `${tdClass} text-right tabular-nums`;

/**
 * A table that scrolls sideways: the column headings and a row per item. With `empty`, no items show
 * that empty state instead. `spacing` is the margin above it.
 */
function PaymentsTable<T>({
  columns,
  rows,
  empty,
  spacing = "mt-4",
  children: renderRow,
}: {
  columns: readonly Column[];
  rows: readonly T[];
  empty?: string;
  spacing?: string;
  children: (row: T) => ReactNode;
}) {
  if (empty !== undefined && rows.length === 0) {
    return (
      <div className={spacing}>
        <EmptyState title={empty} />
      </div>
    );
  }
  return (
    <div className={`${spacing} overflow-x-auto`}>
      <table className={tableClass}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} className={thClass}>
                  {column}
                </th>
              ) : (
                <th key={column.label} className={`${thClass} text-right`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{rows.map(renderRow)}</tbody>
      </table>
    </div>
  );
}

/** One tab panel of the page's tab list: `${baseId}-panel-${id}`, shown while its tab is the active one. */
function TabPanel({
  baseId,
  id,
  active,
  className,
  children,
}: {
  baseId: string;
  id: TabId;
  active: TabId;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      role="tabpanel"
      id={`${baseId}-panel-${id}`}
      aria-labelledby={`${baseId}-tab-${id}`}
      hidden={active !== id}
      tabIndex={0}
      className={className}
    >
      {children}
    </section>
  );
}

export default function PaymentAdministration({ initial }: { initial: PaymentAdminData }) {
  const baseId = useId();
  const [data, setData] = useState<PaymentAdminData>(initial);
  const [tab, setTab] = useState<TabId>("overview");
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({
    overview: null,
    ready: null,
    creators: null,
  });

  async function refresh() {
    const [overview, report, pending, batches, purchases] = await Promise.all([
      apiRequest<PayoutOverview>("GET", "/api/admin/payments/overview"),
      apiRequest<CreatorReportRow[]>("GET", "/api/admin/payments/report"),
      apiRequest<PendingPayoutRow[]>("GET", "/api/admin/payments/pending"),
      apiRequest<PaymentBatchView[]>("GET", "/api/admin/payments/batches"),
      apiRequest<PurchaseRow[]>("GET", "/api/admin/payments/purchases"),
    ]);
    setData({ overview, report, pending, batches, purchases });
  }

  function openAction(next: Action) {
    setText("");
    setFieldError(null);
    setAction(next);
  }

  async function confirmAction() {
    if (!action) return;
    const current = action;
    if ((current.kind === "paid" || current.kind === "failed") && text.trim() === "") {
      setFieldError(
        current.kind === "paid" ? "The PayPal transaction id is required" : "A reason is required",
      );
      return;
    }
    setBusy(true);
    try {
      if (current.kind === "batch") {
        const batch = await apiRequest<PaymentBatchView>("POST", "/api/admin/payments/batches", {
          notes: text.trim() || null,
        });
        showToast({
          title: "Payment batch created",
          description: `${batch.totalRecipients} ${batch.totalRecipients === 1 ? "creator" : "creators"}, ${formatUsd(batch.totalAmountCents)}. Export the PayPal file from Payment Overview.`,
        });
        setTab("overview");
      } else if (current.kind === "paid") {
        await apiRequest("POST", `/api/admin/payments/payouts/${current.payment.id}/paid`, {
          externalPaymentId: text.trim(),
        });
        showToast({
          title: "Payment marked paid",
          description: `${formatUsd(current.payment.amountCents)} to ${current.payment.email}.`,
        });
      } else if (current.kind === "failed") {
        await apiRequest("POST", `/api/admin/payments/payouts/${current.payment.id}/failed`, {
          reason: text.trim(),
        });
        showToast({
          title: "Payment marked failed",
          description: "The creator's revenue is pending again and will join the next batch.",
        });
      } else {
        await apiRequest("POST", "/api/admin/refunds", {
          paymentIntentId: current.purchase.paymentIntentId,
          provider: current.purchase.provider,
        });
        showToast({
          title: "Payment refunded",
          description: `${formatUsd(current.purchase.amountCents)} to ${current.purchase.email ?? "the buyer"}.`,
        });
      }
      setAction(null);
      await refresh().catch(() => window.location.reload());
    } catch (error) {
      showToast({
        title: current.kind === "refund" ? "Refund failed" : "Action failed",
        description: errorText(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const tabs: { id: TabId; label: string }[] = [
    { id: "overview", label: "Payment Overview" },
    { id: "ready", label: `Ready to Pay (${data.pending.length})` },
    { id: "creators", label: "All Creators" },
  ];

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = tabIndexForKey(event.key, index, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  }

  const { overview } = data;
  const flagged = data.report.filter((r) => r.reaches1099Threshold);
  const missing = data.report.filter((r) => !r.hasPaymentPreference && r.pendingRevenueCents > 0);

  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Active Creators"
          value={overview.activeCreators.toLocaleString("en-US")}
          hint="Creators who have earned revenue"
        />
        <StatCard
          label="Pending Payments"
          value={formatUsd(overview.pendingTotalCents)}
          hint="Owed, including batches in progress"
        />
        <StatCard
          label="Total Paid Out"
          value={formatUsd(overview.paidOutCents)}
          hint="All completed payouts"
        />
        <StatCard
          label="Ready to Pay"
          value={overview.readyCount.toLocaleString("en-US")}
          hint="Reached their minimum, PayPal set"
        />
      </div>

      {missing.length > 0 ? (
        <div
          role="status"
          className="rounded-lg border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm"
        >
          <p className="font-semibold">
            {missing.length === 1
              ? "1 creator has pending revenue but no payment method."
              : `${missing.length} creators have pending revenue but no payment method.`}
          </p>
          <p className="mt-1 text-muted-foreground">
            They cannot be paid until they add a PayPal email on their account page (Payments tab):{" "}
            {missing
              .slice(0, 5)
              .map((r) => `${nameOf(r)} (${formatUsd(r.pendingRevenueCents)})`)
              .join(", ")}
            {missing.length > 5 ? ", …" : ""}
          </p>
        </div>
      ) : null}

      <div className="rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
        <p>
          <span className="font-semibold">Tax note:</span> US creators paid $600 or more in a calendar year
          need a Form 1099.{" "}
          {flagged.length > 0
            ? `${flagged.length} ${flagged.length === 1 ? "creator has" : "creators have"} reached $600 this year (marked 1099 under All Creators).`
            : "No creator has reached $600 this year."}
        </p>
      </div>

      <div>
        <div
          role="tablist"
          aria-label="Payment administration"
          className="flex flex-wrap gap-1 rounded-lg bg-muted p-1 sm:inline-flex"
        >
          {tabs.map((t, index) => (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${t.id}`}
              aria-controls={`${baseId}-panel-${t.id}`}
              aria-selected={tab === t.id}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(event) => onTabKey(event, index)}
              className="rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground hover:text-foreground aria-selected:bg-card aria-selected:text-foreground aria-selected:shadow-sm focus-visible:outline-2 focus-visible:outline-ring sm:px-4"
            >
              {t.label}
            </button>
          ))}
        </div>

        <TabPanel baseId={baseId} id="overview" active={tab} className="mt-4 grid gap-6">
          <div className="card p-4 sm:p-6">
            <h2 className="text-xl font-bold">Payment batches</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Export a batch as a PayPal Payouts file, upload it in PayPal, then mark each payment paid with
              PayPal's transaction id — or failed with a reason, which returns the revenue to pending for the
              next batch.
            </p>
            <div className="mt-4 grid gap-4">
              {data.batches.length === 0 ? (
                <EmptyState title="No payment batches yet.">Create one from the Ready to Pay tab.</EmptyState>
              ) : (
                data.batches.map((batch) => (
                  <article
                    key={batch.id}
                    className="rounded-lg border border-border p-4"
                    aria-labelledby={`${baseId}-batch-${batch.id}`}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div>
                        <h3 id={`${baseId}-batch-${batch.id}`} className="font-semibold">
                          {batch.batchName}
                        </h3>
                        <p className="text-sm text-muted-foreground">
                          {formatUsd(batch.totalAmountCents)} to {batch.totalRecipients}{" "}
                          {batch.totalRecipients === 1 ? "creator" : "creators"} · created{" "}
                          {formatDateTime(batch.createdAt)}
                          {batch.notes ? ` · ${batch.notes}` : ""}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        <StatusBadge status={batch.status} />
                        {batch.payments.some((p) => p.status === "pending") ? (
                          <a
                            className="btn btn-outline btn-sm"
                            href={`/api/admin/payments/batches/${batch.id}/export`}
                            download
                          >
                            Export PayPal CSV
                          </a>
                        ) : null}
                      </div>
                    </div>
                    <PaymentsTable
                      spacing="mt-3"
                      columns={[
                        "Creator",
                        "PayPal email",
                        { label: "Amount", right: true },
                        "Status",
                        "Actions",
                      ]}
                      rows={batch.payments}
                    >
                      {(p) => (
                        <tr key={p.id}>
                          <td className={tdClass}>{p.name ?? p.email}</td>
                          <td className={tdClass}>{p.paypalEmail ?? "—"}</td>
                          <td className={numTdClass}>{formatUsd(p.amountCents)}</td>
                          <td className={tdClass}>
                            <StatusBadge status={p.status} />
                            {p.externalPaymentId ? (
                              <span className="mt-1 block text-xs text-muted-foreground">
                                {p.externalPaymentId}
                              </span>
                            ) : null}
                            {p.failureReason ? (
                              <span className="mt-1 block text-xs text-muted-foreground">
                                {p.failureReason}
                              </span>
                            ) : null}
                          </td>
                          <td className={tdClass}>
                            {p.status === "pending" ? (
                              <div className="flex flex-wrap gap-2">
                                <button
                                  type="button"
                                  className="btn btn-primary btn-sm"
                                  onClick={() => openAction({ kind: "paid", payment: p })}
                                >
                                  Mark Paid
                                </button>
                                <button
                                  type="button"
                                  className="btn btn-outline btn-sm"
                                  onClick={() => openAction({ kind: "failed", payment: p })}
                                >
                                  Mark Failed
                                </button>
                              </div>
                            ) : (
                              <span className="text-xs text-muted-foreground">
                                {formatDate(p.completedAt)}
                              </span>
                            )}
                          </td>
                        </tr>
                      )}
                    </PaymentsTable>
                  </article>
                ))
              )}
            </div>
          </div>

          <div className="card p-4 sm:p-6">
            <h2 className="text-xl font-bold">Purchases and refunds</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              The 30-day money-back guarantee: refund a Lifetime Creator purchase, a credit pack or a donation
              within 30 days. Refunding Lifetime ends the status; a credit pack takes back its unspent
              credits; a donation cancels the creator's pending share.
            </p>
            <PaymentsTable
              columns={["Date", "Buyer", "Purchase", { label: "Amount", right: true }, "Status", "Refund"]}
              rows={data.purchases}
              empty="No completed payments yet."
            >
              {(p) => (
                <tr key={`${p.provider}:${p.paymentIntentId}`}>
                  <td className={tdClass}>{formatDate(p.fulfilledAt)}</td>
                  <td className={tdClass}>{p.email ?? "—"}</td>
                  <td className={tdClass}>
                    {PURPOSE_LABELS[p.purpose]}
                    {p.provider === "test" ? <span className="ml-2 badge badge-outline">Test</span> : null}
                  </td>
                  <td className={numTdClass}>{formatUsd(p.amountCents)}</td>
                  <td className={tdClass}>
                    <StatusBadge status={p.refundedAt ? "refunded" : p.status} />
                  </td>
                  <td className={tdClass}>
                    {p.refundBlockedReason === null ? (
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        onClick={() => openAction({ kind: "refund", purchase: p })}
                      >
                        Refund
                      </button>
                    ) : (
                      <span className="text-xs text-muted-foreground">{p.refundBlockedReason}</span>
                    )}
                  </td>
                </tr>
              )}
            </PaymentsTable>
          </div>
        </TabPanel>

        <TabPanel baseId={baseId} id="ready" active={tab} className="card mt-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-xl font-bold">Ready to pay</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Creators whose pending revenue reaches their minimum payout and who have a PayPal email.
              </p>
            </div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={data.pending.length === 0}
              onClick={() => openAction({ kind: "batch" })}
            >
              Create Payment Batch
            </button>
          </div>
          <PaymentsTable
            columns={[
              "Creator",
              "PayPal email",
              { label: "Owed", right: true },
              { label: "Minimum", right: true },
              "Last revenue",
            ]}
            rows={data.pending}
            empty="No creators are ready to be paid."
          >
            {(row) => (
              <tr key={row.userId}>
                <td className={tdClass}>
                  {nameOf(row)}
                  <span className="block text-xs text-muted-foreground">{row.email}</span>
                </td>
                <td className={tdClass}>{row.paypalEmail}</td>
                <td className={`${numTdClass} font-semibold`}>{formatUsd(row.totalOwedCents)}</td>
                <td className={numTdClass}>{formatUsd(row.minimumPayoutCents)}</td>
                <td className={tdClass}>{formatDate(row.lastRevenueDate)}</td>
              </tr>
            )}
          </PaymentsTable>
        </TabPanel>

        <TabPanel baseId={baseId} id="creators" active={tab} className="card mt-4 p-4 sm:p-6">
          <h2 className="text-xl font-bold">All creators</h2>
          <PaymentsTable
            columns={[
              "Creator",
              { label: "Total", right: true },
              { label: "Pending", right: true },
              { label: "Paid", right: true },
              { label: "Revenues", right: true },
              "First revenue",
              "Payout method",
            ]}
            rows={data.report}
            empty="No creator revenue yet."
          >
            {(row) => (
              <tr key={row.userId}>
                <td className={tdClass}>
                  {nameOf(row)}
                  {row.reaches1099Threshold ? (
                    <span
                      className="ml-2 badge badge-primary"
                      title={`Paid ${formatUsd(row.paidThisYearCents)} this year`}
                    >
                      1099
                    </span>
                  ) : null}
                  <span className="block text-xs text-muted-foreground">{row.email}</span>
                </td>
                <td className={numTdClass}>{formatUsd(row.totalRevenueCents)}</td>
                <td className={numTdClass}>{formatUsd(row.pendingRevenueCents)}</td>
                <td className={numTdClass}>{formatUsd(row.paidRevenueCents)}</td>
                <td className={numTdClass}>{row.revenueCount}</td>
                <td className={tdClass}>{formatDate(row.firstRevenue)}</td>
                <td className={tdClass}>
                  {row.hasPaymentPreference ? (
                    <>
                      {row.paymentMethod === "paypal"
                        ? "PayPal"
                        : row.paymentMethod === "bank_transfer"
                          ? "Bank transfer"
                          : "Stripe"}
                      {row.paypalEmail ? (
                        <span className="block text-xs text-muted-foreground">{row.paypalEmail}</span>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-destructive">Not set</span>
                  )}
                </td>
              </tr>
            )}
          </PaymentsTable>
        </TabPanel>
      </div>

      <ConfirmDialog
        open={action !== null}
        busy={busy}
        title={
          action?.kind === "batch"
            ? "Create a payment batch?"
            : action?.kind === "paid"
              ? "Mark this payment paid?"
              : action?.kind === "failed"
                ? "Mark this payment failed?"
                : "Refund this payment?"
        }
        description={
          action?.kind === "batch"
            ? `${data.pending.length} ${data.pending.length === 1 ? "creator" : "creators"} will be paid ${formatUsd(data.pending.reduce((s, r) => s + r.totalOwedCents, 0))} in total. Their pending revenue moves into the batch.`
            : action?.kind === "paid"
              ? `${formatUsd(action.payment.amountCents)} to ${action.payment.paypalEmail ?? action.payment.email}. Enter PayPal's transaction id.`
              : action?.kind === "failed"
                ? `${formatUsd(action.payment.amountCents)} to ${action.payment.paypalEmail ?? action.payment.email}. The creator's revenue returns to pending.`
                : action?.kind === "refund"
                  ? `${PURPOSE_LABELS[action.purchase.purpose]}, ${formatUsd(action.purchase.amountCents)} to ${action.purchase.email ?? "the buyer"}. The money goes back to their card.`
                  : ""
        }
        confirmLabel={
          action?.kind === "batch"
            ? "Create Batch"
            : action?.kind === "paid"
              ? "Mark Paid"
              : action?.kind === "failed"
                ? "Mark Failed"
                : "Refund"
        }
        busyLabel="Working..."
        destructive={action?.kind === "failed" || action?.kind === "refund"}
        onConfirm={() => void confirmAction()}
        onCancel={() => setAction(null)}
      >
        {action && action.kind !== "refund" ? (
          <div>
            <label htmlFor={`${baseId}-action-text`} className="field-label">
              {action.kind === "batch"
                ? "Notes (optional)"
                : action.kind === "paid"
                  ? "PayPal transaction id"
                  : "Reason"}
            </label>
            <input
              id={`${baseId}-action-text`}
              className="field-input"
              value={text}
              maxLength={action.kind === "paid" ? 255 : 500}
              onChange={(e) => {
                setText(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${baseId}-action-error` : undefined}
            />
            {fieldError ? (
              <p id={`${baseId}-action-error`} className="field-error">
                {fieldError}
              </p>
            ) : null}
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
