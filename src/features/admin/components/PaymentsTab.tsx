/** The Payments tab: quick stats from creators' revenues and the way into /admin/payments. */
import { formatCents, type PayoutSummary } from "../admin.schema.ts";
import { Loaded, StatCard, useApiData } from "./ui.tsx";

export default function PaymentsTab() {
  const summary = useApiData<PayoutSummary>("/api/admin/payout-summary");
  return (
    <section aria-labelledby="payments-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="payments-heading" className="text-lg font-semibold">
            Creator Payments
          </h2>
          <p className="text-sm text-muted-foreground">
            Review what creators are owed, create payout batches and record payments.
          </p>
        </div>
        <a className="btn btn-primary" href="/admin/payments">
          Open Payment Dashboard
        </a>
      </div>
      <Loaded state={summary} label="Loading payment figures…">
        {(data) => (
          <div className="grid gap-3 sm:grid-cols-3">
            <StatCard
              label="Active Creators"
              value={data.activeCreators.toLocaleString("en-US")}
              hint="Creators who have earned revenue"
            />
            <StatCard
              label="Pending Payments"
              value={formatCents(data.pendingPaymentsCents)}
              hint={`Owed to ${data.creatorsOwed.toLocaleString("en-US")} ${data.creatorsOwed === 1 ? "creator" : "creators"}`}
            />
            <StatCard
              label="Total Paid Out"
              value={formatCents(data.totalPaidOutCents)}
              hint="All completed payouts"
            />
          </div>
        )}
      </Loaded>
    </section>
  );
}
