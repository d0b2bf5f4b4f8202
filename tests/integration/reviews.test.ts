/**
 * Reviews: GET /api/skits/{id}/ratings, POST /api/ratings and
 * GET /api/ratings/user/{id} — validation, one review per user and skit
 * (resubmitting updates it and sends it back to moderation), no reviews of
 * one's own or unpublished skits, and who sees which review.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RATING_REQUIRED_MESSAGE, REVIEW_MAX_LENGTH } from "../../src/features/reviews/reviews.schema.ts";
import type { ReviewView, SkitRatings } from "../../src/features/reviews/server/list-skit-reviews.ts";
import * as ratingsRoute from "../../src/pages/api/ratings/index.ts";
import * as userRatingRoute from "../../src/pages/api/ratings/user/[id].ts";
import * as skitRatingsRoute from "../../src/pages/api/skits/[id]/ratings.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { ratings, type Skit } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

let creator: SessionUser;
let skit: Skit;

async function submit(user: SessionUser | null, body: Record<string, unknown>) {
  return callRoute(ratingsRoute, "POST", { user, body });
}
async function read(id: string | number, user: SessionUser | null = null) {
  const res = await callRoute(skitRatingsRoute, "GET", { params: { id: String(id) }, user });
  return res as { status: number; body: SkitRatings & { message?: string } };
}
async function approve(userId: number, skitId: number) {
  await (await getDb())
    .update(ratings)
    .set({ status: "approved" })
    .where(and(eq(ratings.userId, userId), eq(ratings.skitId, skitId)));
}

beforeAll(async () => {
  creator = await createUser({ firstName: "Cora" });
  skit = await createSkit({ creatorId: creator.id, status: "approved" });
});

describe("POST /api/ratings", () => {
  it("answers 401 to visitors", async () => {
    const res = await submit(null, { skitId: skit.id, rating: 5 });
    expect(res.status).toBe(401);
    expect((res.body as { message: string }).message).toMatch(/sign in/i);
  });

  it("requires a star rating with the spec's message, and 1 to 5 stars", async () => {
    const user = await createUser();
    for (const body of [
      { skitId: skit.id },
      { skitId: skit.id, rating: 0 },
      { skitId: skit.id, rating: null },
    ]) {
      const res = await submit(user, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: RATING_REQUIRED_MESSAGE,
        errors: { rating: [RATING_REQUIRED_MESSAGE] },
      });
    }
    expect(RATING_REQUIRED_MESSAGE).toBe(
      "Rating required: Please select a star rating before submitting your review.",
    );
    expect((await submit(user, { skitId: skit.id, rating: 6 })).status).toBe(400);
    expect((await submit(user, { skitId: skit.id, rating: 3.5 })).status).toBe(400);
    const long = await submit(user, {
      skitId: skit.id,
      rating: 4,
      review: "x".repeat(REVIEW_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toBe(
      `Review must be ${REVIEW_MAX_LENGTH} characters or less`,
    );
    const rows = await (await getDb()).select().from(ratings).where(eq(ratings.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("stores a pending review (201), text optional, name hidden by default", async () => {
    const user = await createUser({ firstName: "Pat", lastName: "Lee" });
    const res = await submit(user, { skitId: skit.id, rating: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      skitId: skit.id,
      userId: user.id,
      rating: 4,
      review: null,
      status: "pending",
      isApproved: false,
      displayName: false,
      reviewerName: "Anonymous User",
      reviewerInitial: "A",
      message: "Review submitted for approval. Your review will be visible after admin approval.",
    });
  });

  it("accepts the skit's uuid as skitId", async () => {
    const user = await createUser();
    const res = await submit(user, { skitId: skit.uuid, rating: 5, review: "  Lovely  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ skitId: skit.id, review: "Lovely" });
  });

  it("updates the one review per user and skit and sends it back to moderation", async () => {
    const user = await createUser({ firstName: "Ruth", lastName: null });
    expect((await submit(user, { skitId: skit.id, rating: 2, review: "First thoughts" })).status).toBe(201);
    await approve(user.id, skit.id);
    expect((await read(skit.id)).body.ratings.map((r) => r.review)).toContain("First thoughts");

    const again = await submit(user, {
      skitId: skit.id,
      rating: 5,
      review: "Changed my mind",
      displayName: true,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      rating: 5,
      review: "Changed my mind",
      status: "pending",
      displayName: true,
      reviewerName: "Ruth",
    });
    const rows = await (await getDb())
      .select()
      .from(ratings)
      .where(and(eq(ratings.userId, user.id), eq(ratings.skitId, skit.id)));
    expect(rows).toHaveLength(1);
    // Back in moderation: gone from the public list, still shown to its author.
    const publicList = (await read(skit.id)).body.ratings.map((r) => r.review);
    expect(publicList).not.toContain("First thoughts");
    expect(publicList).not.toContain("Changed my mind");
    expect((await read(skit.id, user)).body.ratings.find((r) => r.userId === user.id)).toMatchObject({
      review: "Changed my mind",
      isApproved: false,
    });
  });

  it("refuses a review of one's own skit", async () => {
    const res = await submit(creator, { skitId: skit.id, rating: 5 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: "You can't review your own skit." });
  });

  it("refuses skits that are not published: 404 when hidden from the reviewer, 403 for admins", async () => {
    const pending = await createSkit({ creatorId: creator.id, status: "pending" });
    const rejected = await createSkit({ creatorId: creator.id, status: "rejected" });
    const unlisted = await createSkit({ creatorId: creator.id, status: "approved", isPublic: false });
    const user = await createUser();
    for (const target of [pending, rejected, unlisted]) {
      expect((await submit(user, { skitId: target.id, rating: 4 })).status).toBe(404);
    }
    const admin = await createAdmin();
    const res = await submit(admin, { skitId: pending.id, rating: 4 });
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toMatch(/approved/);
    expect((await submit(user, { skitId: 99999999, rating: 4 })).status).toBe(404);
    expect((await submit(user, { skitId: "not-a-skit", rating: 4 })).status).toBe(404);
  });
});

describe("GET /api/skits/{id}/ratings", () => {
  let target: Skit;
  let reviewers: SessionUser[];

  beforeAll(async () => {
    target = await createSkit({ creatorId: creator.id, status: "approved" });
    reviewers = [
      await createUser({ firstName: "Anna", lastName: "Berg" }),
      await createUser({ firstName: "Ben", lastName: null }),
      await createUser({ firstName: null }),
      await createUser({ firstName: "Dee" }),
    ];
    const db = await getDb();
    await db.insert(ratings).values([
      {
        skitId: target.id,
        userId: reviewers[0]!.id,
        rating: 5,
        status: "approved",
        displayName: true,
        review: "Great",
      },
      { skitId: target.id, userId: reviewers[1]!.id, rating: 4, status: "approved", displayName: true },
      { skitId: target.id, userId: reviewers[2]!.id, rating: 4, status: "approved", displayName: true },
      {
        skitId: target.id,
        userId: reviewers[3]!.id,
        rating: 1,
        status: "pending",
        review: "Not yet moderated",
      },
    ]);
  });

  it("lists approved reviews with the average to one decimal and the approved count", async () => {
    const res = await read(target.uuid);
    expect(res.status).toBe(200);
    expect(res.body.averageRating).toBe(4.3);
    expect(res.body.count).toBe(3);
    expect(res.body.ratings).toHaveLength(3);
    expect(res.body.ratings.every((r) => r.isApproved)).toBe(true);
    expect(res.body.ratings.map((r) => r.review)).not.toContain("Not yet moderated");
  });

  it("names a reviewer only when they chose to and have a first name", async () => {
    const names = new Map(
      (await read(target.id)).body.ratings.map((r: ReviewView) => [
        r.userId,
        [r.reviewerName, r.reviewerInitial, r.userFirstName],
      ]),
    );
    expect(names.get(reviewers[0]!.id)).toEqual(["Anna B.", "A", "Anna"]);
    expect(names.get(reviewers[1]!.id)).toEqual(["Ben", "B", "Ben"]);
    expect(names.get(reviewers[2]!.id)).toEqual(["Anonymous User", "A", null]);
  });

  it("adds the viewer's own pending review for them only", async () => {
    const own = await read(target.id, reviewers[3]!);
    expect(own.body.ratings).toHaveLength(4);
    expect(own.body.ratings.find((r) => r.userId === reviewers[3]!.id)).toMatchObject({
      status: "pending",
      review: "Not yet moderated",
    });
    expect(own.body.count).toBe(3);
    expect(own.body.averageRating).toBe(4.3);
    expect((await read(target.id, reviewers[0]!)).body.ratings).toHaveLength(3);
  });

  it("answers an empty list with a null average, and 404 for skits the viewer may not see", async () => {
    const fresh = await createSkit({ creatorId: creator.id, status: "approved" });
    expect((await read(fresh.id)).body).toEqual({ ratings: [], averageRating: null, count: 0 });
    const pending = await createSkit({ creatorId: creator.id, status: "pending" });
    expect((await read(pending.id)).status).toBe(404);
    expect((await read(pending.id, creator)).status).toBe(200);
    expect((await read("nope")).status).toBe(404);
  });
});

describe("GET /api/ratings/user/{id}", () => {
  it("returns the user's own review to prefill the form, or null", async () => {
    const user = await createUser();
    const none = await callRoute(userRatingRoute, "GET", { params: { id: String(skit.id) }, user });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    await submit(user, { skitId: skit.id, rating: 3, review: "Okay", displayName: true });
    const mine = await callRoute(userRatingRoute, "GET", { params: { id: skit.uuid }, user });
    expect(mine.body).toMatchObject({
      rating: 3,
      review: "Okay",
      displayName: true,
      status: "pending",
      userId: user.id,
    });
  });

  it("answers 401 to visitors and 404 for unknown skits", async () => {
    expect((await callRoute(userRatingRoute, "GET", { params: { id: String(skit.id) } })).status).toBe(401);
    expect(
      (await callRoute(userRatingRoute, "GET", { params: { id: "123456789" }, user: creator })).status,
    ).toBe(404);
  });
});
