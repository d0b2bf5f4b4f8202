/** The Stats tab: totals with this month's figures, top downloaded skits and top creators by revenue. */
import { type AdminStats, formatCents } from "../admin.schema.ts";
import { Loaded, StatCard, useApiData } from "./ui.tsx";

const n = (value: number) => value.toLocaleString("en-US");

export default function StatsTab() {
  const stats = useApiData<AdminStats>("/api/admin/stats");
  return (
    <Loaded state={stats} label="Loading statistics…">
      {(data) => (
        <div className="grid gap-6">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Total Skits"
              value={n(data.totalSkits)}
              hint={`+${n(data.skitsThisMonth)} this month · ${n(data.pendingSkits)} pending`}
            />
            <StatCard
              label="Total Downloads"
              value={n(data.totalDownloads)}
              hint={`+${n(data.downloadsThisMonth)} this month`}
            />
            <StatCard
              label="Total Donations"
              value={formatCents(data.totalDonationsCents)}
              hint={`+${formatCents(data.donationsThisMonthCents)} this month`}
            />
            <StatCard
              label="Registered Users"
              value={n(data.totalUsers)}
              hint={`+${n(data.newUsersThisMonth)} new this month`}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="top-downloaded-heading" className="card p-4">
              <h2 id="top-downloaded-heading" className="mb-3 font-semibold">
                Top Downloaded Skits
              </h2>
              {data.topDownloadedSkits.length === 0 ? (
                <p className="text-sm text-muted-foreground">No download data available.</p>
              ) : (
                <ol className="grid gap-2">
                  {data.topDownloadedSkits.map((skit, index) => (
                    <li key={skit.id} className="flex items-center justify-between gap-3 text-sm">
                      <span className="min-w-0">
                        <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                        <a className="text-link" href={`/skit/${skit.uuid}`}>
                          {skit.title}
                        </a>
                        <span className="block pl-6 text-xs text-muted-foreground">
                          {skit.scripture || skit.topic}
                        </span>
                      </span>
                      <span className="shrink-0 font-semibold tabular-nums">
                        {n(skit.downloadCount)} downloads
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="top-creators-heading" className="card p-4">
              <h2 id="top-creators-heading" className="mb-3 font-semibold">
                Top Creators by Revenue
              </h2>
              {data.topCreators.length === 0 ? (
                <p className="text-sm text-muted-foreground">No revenue data available yet.</p>
              ) : (
                <ol className="grid gap-2">
                  {data.topCreators.map((creator, index) => {
                    const name =
                      [creator.firstName, creator.lastName].filter((p) => p?.trim()).join(" ") ||
                      creator.email ||
                      `User #${creator.id}`;
                    return (
                      <li key={creator.id} className="flex items-center justify-between gap-3 text-sm">
                        <span className="min-w-0">
                          <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                          {name}
                          <span className="block pl-6 text-xs text-muted-foreground">
                            {n(creator.skitCount)} {creator.skitCount === 1 ? "skit" : "skits"}
                          </span>
                        </span>
                        <span className="shrink-0 font-semibold tabular-nums">
                          {formatCents(creator.totalRevenueCents)}
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          </div>
          <p className="text-xs text-muted-foreground">
            "This month" counts from{" "}
            {new Date(data.monthStart).toLocaleDateString("en-US", {
              month: "long",
              day: "numeric",
              year: "numeric",
              timeZone: "UTC",
            })}{" "}
            (UTC). Downloads count every recorded download; donations exclude failed and refunded payments.
          </p>
        </div>
      )}
    </Loaded>
  );
}
