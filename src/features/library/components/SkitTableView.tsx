/**
 * The table view (spec: "Skit list and table views"): Skit Details (title and
 * the description cut at 80 characters), Length, Parts, Age Group, Status in
 * creator mode, and Actions. Empty: one row "No skits found.". At most 600px
 * high, scrolling inside.
 */
import { AGE_GROUP_OPTIONS, LENGTH_OPTIONS, labelFor } from "../../skits/skit-options.ts";
import { truncateDescription } from "../library-query.ts";
import {
  CategoryBadges,
  RatingSummary,
  type SkitColumn,
  SkitTable,
  SkitTitleLink,
  StatusAndActionCells,
} from "./SkitBadges.tsx";
import type { SkitRow } from "./SkitListView.tsx";

const TABLE_COLUMNS: readonly SkitColumn[] = [
  { label: "Skit Details" },
  { label: "Length" },
  { label: "Parts", right: true },
  { label: "Age Group" },
];

interface Props {
  skits: SkitRow[];
  creatorMode?: boolean;
  caption: string;
}

export default function SkitTableView({ skits, creatorMode = false, caption }: Props) {
  const columns = TABLE_COLUMNS.length + (creatorMode ? 2 : 1);
  return (
    <div className="max-h-[600px] overflow-auto rounded-lg border border-border" data-testid="skit-table">
      <SkitTable caption={caption} columns={TABLE_COLUMNS} creatorMode={creatorMode}>
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
                <SkitTitleLink skit={skit} />
                <p className="mt-0.5 text-muted-foreground">{truncateDescription(skit.description)}</p>
                <RatingSummary averageRating={skit.averageRating} reviewCount={skit.reviewCount} />
                <CategoryBadges categories={skit.categories} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">{labelFor(LENGTH_OPTIONS, skit.length)}</td>
              <td className="px-3 py-3 text-right tabular-nums">{skit.speakingParts}</td>
              <td className="px-3 py-3 whitespace-nowrap">{labelFor(AGE_GROUP_OPTIONS, skit.ageGroup)}</td>
              <StatusAndActionCells skit={skit} creatorMode={creatorMode} />
            </tr>
          ))
        )}
      </SkitTable>
    </div>
  );
}
