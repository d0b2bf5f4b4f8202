/**
 * The table view (spec: "Skit list and table views"): Skit Details (title and
 * the description cut at 80 characters), Length, Parts, Age Group, Status in
 * creator mode, and Actions. Empty: one row "No skits found.". At most 600px
 * high, scrolling inside.
 */
import { AGE_GROUP_OPTIONS, LENGTH_OPTIONS, labelFor } from "../../skits/skit-options.ts";
import { truncateDescription } from "../library-query.ts";
import { CategoryBadges, RatingSummary, RowActions, StatusBadge } from "./SkitBadges.tsx";
import type { SkitRow } from "./SkitListView.tsx";

interface Props {
  skits: SkitRow[];
  creatorMode?: boolean;
  caption: string;
}

export default function SkitTableView({ skits, creatorMode = false, caption }: Props) {
  const columns = creatorMode ? 6 : 5;
  return (
    <div className="max-h-[600px] overflow-auto rounded-lg border border-border" data-testid="skit-table">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Skit Details
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Length
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Parts
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Age Group
            </th>
            {creatorMode ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {skits.length === 0 ? (
            <tr>
              <td colSpan={columns} className="px-3 py-8 text-center text-muted-foreground">
                No skits found.
              </td>
            </tr>
          ) : (
            skits.map((skit) => (
              <tr key={skit.id} className="align-top hover:bg-muted/40">
                <td className="max-w-md min-w-[16rem] px-3 py-3">
                  <a href={`/skit/${skit.uuid}`} className="font-semibold hover:underline">
                    {skit.title}
                  </a>
                  <p className="mt-0.5 text-muted-foreground">{truncateDescription(skit.description)}</p>
                  <RatingSummary averageRating={skit.averageRating} reviewCount={skit.reviewCount} />
                  <CategoryBadges categories={skit.categories} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{labelFor(LENGTH_OPTIONS, skit.length)}</td>
                <td className="px-3 py-3 text-right tabular-nums">{skit.speakingParts}</td>
                <td className="px-3 py-3 whitespace-nowrap">{labelFor(AGE_GROUP_OPTIONS, skit.ageGroup)}</td>
                {creatorMode ? (
                  <td className="px-3 py-3">
                    <StatusBadge status={skit.status} />
                  </td>
                ) : null}
                <td className="px-3 py-3">
                  <RowActions skit={skit} creatorMode={creatorMode} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
