/** The Reviews tab: pending reviews as cards with Approve Review and Reject Review. */
import { useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import type { PendingReviewRow } from "../admin.schema.ts";
import { ConfirmDialog, errorMessage, formatDateTime, Loaded, Stars, useApiData } from "./ui.tsx";

export default function ReviewsTab() {
  const reviews = useApiData<PendingReviewRow[]>("/api/admin/reviews/pending");
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<PendingReviewRow | null>(null);

  async function approve(review: PendingReviewRow) {
    setBusyId(review.id);
    try {
      await apiRequest("POST", `/api/admin/reviews/${review.id}/approve`);
      showToast({
        title: "Review approved",
        description: `The review is now visible on "${review.skitTitle}".`,
      });
      reviews.setData((rows) => rows.filter((r) => r.id !== review.id));
    } catch (error) {
      showToast({
        title: "Failed to approve review",
        description: errorMessage(error, "There was an error approving the review."),
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  async function reject() {
    const review = rejecting;
    if (!review) return;
    setBusyId(review.id);
    try {
      await apiRequest("POST", `/api/admin/reviews/${review.id}/reject`, {});
      showToast({ title: "Review rejected", description: "The review will not be published." });
      reviews.setData((rows) => rows.filter((r) => r.id !== review.id));
      setRejecting(null);
    } catch (error) {
      showToast({
        title: "Failed to reject review",
        description: errorMessage(error, "There was an error rejecting the review."),
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby="pending-reviews-heading" className="grid gap-4">
      <div>
        <h2 id="pending-reviews-heading" className="text-lg font-semibold">
          Reviews Pending Approval
        </h2>
        <p className="text-sm text-muted-foreground">Reviews appear on a skit's page only after approval.</p>
      </div>
      <Loaded state={reviews} label="Loading pending reviews…">
        {(rows) =>
          rows.length === 0 ? (
            <div className="rounded-lg border border-dashed border-border px-6 py-10 text-center">
              <p className="text-lg font-semibold">All caught up!</p>
              <p className="mt-1 text-sm text-muted-foreground">No reviews pending approval at this time.</p>
            </div>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {rows.map((review) => (
                <li
                  key={review.id}
                  className="card flex flex-col gap-3 p-4"
                  aria-labelledby={`review-${review.id}-title`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Stars rating={review.rating} />
                    <span className="text-xs text-muted-foreground">
                      Submitted {formatDateTime(review.createdAt)}
                    </span>
                  </div>
                  <div>
                    <p id={`review-${review.id}-title`} className="font-semibold">
                      <a className="text-link" href={`/skit/${review.skitUuid}`}>
                        {review.skitTitle}
                      </a>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Skit #{review.skitId} · by{" "}
                      {review.userName ? `${review.userName} (${review.userEmail})` : review.userEmail} · User
                      #{review.userId}
                    </p>
                  </div>
                  <p className="whitespace-pre-line text-sm">
                    {review.review?.trim() ? (
                      review.review
                    ) : (
                      <em className="text-muted-foreground">No written review.</em>
                    )}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      disabled={busyId === review.id}
                      onClick={() => approve(review)}
                    >
                      {busyId === review.id && !rejecting ? "Approving..." : "Approve Review"}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={busyId === review.id}
                      onClick={() => setRejecting(review)}
                    >
                      Reject Review
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject this review?"
        description="The review will be kept but never shown on the skit's page."
        confirmLabel="Reject Review"
        busyLabel="Rejecting..."
        busy={busyId !== null}
        destructive
        onConfirm={reject}
        onCancel={() => setRejecting(null)}
      />
    </section>
  );
}
