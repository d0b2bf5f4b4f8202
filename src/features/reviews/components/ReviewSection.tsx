/**
 * The skit page's Reviews tab: the review form (a star radio group, optional
 * text, show-my-name checkbox) for signed-in readers who may review, and the
 * list of reviews. The list is server-rendered; after a submission it reloads
 * from GET /api/skits/{id}/ratings so the reader sees their pending review.
 */
import { type SubmitEvent, useId, useRef, useState } from "react";
import { showToast } from "../../../components/ui/toast.ts";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { REVIEW_MAX_LENGTH, REVIEW_TEXTS } from "../reviews.texts.ts";
import type { ReviewView, SkitRatings } from "../server/list-skit-reviews.ts";

export type ReviewMode = "anonymous" | "creator" | "not-approved" | "can-review";

interface Props {
  skitId: number;
  skitUuid: string;
  initial: SkitRatings;
  mode: ReviewMode;
  viewerId: number | null;
  loginHref: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

function Stars({ value }: { value: number }) {
  return (
    <span>
      <span className="text-amber-700 dark:text-amber-300" aria-hidden="true">
        {"★".repeat(value)}
        <span className="text-muted-foreground/50">{"★".repeat(5 - value)}</span>
      </span>
      <span className="sr-only">
        {value} out of 5 {value === 1 ? "star" : "stars"}
      </span>
    </span>
  );
}

function ReviewList({ ratings, viewerId }: { ratings: ReviewView[]; viewerId: number | null }) {
  if (ratings.length === 0) {
    return (
      <div className="py-6 text-center">
        <p className="font-semibold">{REVIEW_TEXTS.emptyTitle}</p>
        <p className="text-sm text-muted-foreground">{REVIEW_TEXTS.empty}</p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Reviews">
      {ratings.map((r) => (
        <li key={r.id} className="rounded-lg border border-border p-4" data-testid="review">
          <div className="flex items-center gap-3">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-primary/15 font-semibold text-primary"
              aria-hidden="true"
            >
              {r.reviewerInitial}
            </span>
            <div>
              <p className="font-medium">
                {r.reviewerName}
                {r.userId === viewerId ? (
                  <span className="ml-1 text-sm font-normal text-muted-foreground">(you)</span>
                ) : null}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Stars value={r.rating} />
                <span className="text-muted-foreground">{formatDate(r.updatedAt)}</span>
                {r.isApproved ? null : (
                  <span className="badge">
                    {r.status === "rejected" ? "Not approved" : "Pending approval"}
                  </span>
                )}
              </p>
            </div>
          </div>
          {r.review ? <p className="mt-2 whitespace-pre-line">{r.review}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export default function ReviewSection({ skitId, skitUuid, initial, mode, viewerId, loginHref }: Props) {
  const own = viewerId === null ? undefined : initial.ratings.find((r) => r.userId === viewerId);
  const [ratings, setRatings] = useState(initial.ratings);
  const [loadError, setLoadError] = useState(false);
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [hovered, setHovered] = useState(0);
  const [review, setReview] = useState(own?.review ?? "");
  const [showName, setShowName] = useState(own?.displayName ?? false);
  const [hasOwn, setHasOwn] = useState(Boolean(own));
  const [busy, setBusy] = useState(false);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const id = useId();

  async function reload() {
    try {
      const fresh = await apiRequest<SkitRatings>("GET", `/api/skits/${skitUuid}/ratings`);
      setRatings(fresh.ratings);
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < 1) {
      setRatingError(`${REVIEW_TEXTS.ratingRequiredTitle}: ${REVIEW_TEXTS.ratingRequired}`);
      showToast({
        title: REVIEW_TEXTS.ratingRequiredTitle,
        description: REVIEW_TEXTS.ratingRequired,
        variant: "destructive",
      });
      firstStar.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await apiRequest("POST", "/api/ratings", {
        skitId,
        rating,
        review: review.trim() || null,
        displayName: showName,
      });
      setHasOwn(true);
      showToast({ title: REVIEW_TEXTS.submittedTitle, description: REVIEW_TEXTS.submitted });
      await reload();
    } catch (error) {
      const clientError =
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      showToast({
        title: REVIEW_TEXTS.failedTitle,
        description: clientError ? error.message : REVIEW_TEXTS.failed,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const shown = hovered || rating;
  return (
    <div className="flex flex-col gap-6">
      {mode === "anonymous" ? (
        <p className="rounded-md bg-muted px-4 py-3 text-sm">
          <a className="font-semibold underline" href={loginHref}>
            Sign In to Leave a Review
          </a>
        </p>
      ) : mode === "creator" ? (
        <p className="rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">{REVIEW_TEXTS.ownSkit}</p>
      ) : mode === "not-approved" ? (
        <p className="rounded-md bg-muted px-4 py-3 text-sm text-muted-foreground">
          {REVIEW_TEXTS.notApproved}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4 rounded-lg border border-border p-4"
          aria-labelledby={`${id}-title`}
        >
          <h3 id={`${id}-title`} className="text-base font-semibold">
            {hasOwn ? "Update your review" : "Write a review"}
          </h3>
          {hasOwn ? (
            <p className="-mt-2 text-sm text-muted-foreground">
              Submitting again replaces your review and sends it back for approval.
            </p>
          ) : null}
          <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
            <legend className="field-label">Your rating</legend>
            <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
              {STARS.map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded p-0.5 text-3xl leading-none has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring"
                  onMouseEnter={() => setHovered(n)}
                >
                  <input
                    ref={n === 1 ? firstStar : undefined}
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => {
                      setRating(n);
                      setRatingError(null);
                    }}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={n <= shown ? "text-amber-600 dark:text-amber-300" : "text-muted-foreground/40"}
                  >
                    ★
                  </span>
                  <span className="sr-only">
                    {n} {n === 1 ? "star" : "stars"}
                  </span>
                </label>
              ))}
            </div>
            <p id={`${id}-rating-error`} className="field-error" role="alert">
              {ratingError ?? ""}
            </p>
          </fieldset>
          <div>
            <label htmlFor={`${id}-review`} className="field-label">
              Your review (optional)
            </label>
            <textarea
              id={`${id}-review`}
              name="review"
              rows={4}
              maxLength={REVIEW_MAX_LENGTH}
              value={review}
              onChange={(e) => setReview(e.target.value)}
              className="field-input"
              aria-describedby={`${id}-review-hint`}
            />
            <p id={`${id}-review-hint`} className="field-hint">
              {review.length.toLocaleString("en-US")} / {REVIEW_MAX_LENGTH.toLocaleString("en-US")} characters
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="displayName"
              checked={showName}
              onChange={(e) => setShowName(e.target.checked)}
              className="size-4 accent-[var(--primary)]"
            />
            Show my first name with this review
          </label>
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? "Submitting..." : hasOwn ? "Update Review" : "Submit Review"}
            </button>
          </div>
        </form>
      )}

      {loadError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm"
        >
          {REVIEW_TEXTS.loadError}
        </p>
      ) : (
        <ReviewList ratings={ratings} viewerId={viewerId} />
      )}
    </div>
  );
}
