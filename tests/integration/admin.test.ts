import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as aboutRoute from "../../src/pages/api/about.ts";
import * as categoryRoute from "../../src/pages/api/admin/categories/[id].ts";
import * as categoriesRoute from "../../src/pages/api/admin/categories/index.ts";
import * as messageReadRoute from "../../src/pages/api/admin/messages/[id]/read.ts";
import * as messagesRoute from "../../src/pages/api/admin/messages/index.ts";
import * as newsletterCsvRoute from "../../src/pages/api/admin/newsletter.csv.ts";
import * as newsletterRoute from "../../src/pages/api/admin/newsletter.ts";
import * as payoutSummaryRoute from "../../src/pages/api/admin/payout-summary.ts";
import * as reviewApproveRoute from "../../src/pages/api/admin/reviews/[id]/approve.ts";
import * as reviewRejectRoute from "../../src/pages/api/admin/reviews/[id]/reject.ts";
import * as pendingReviewsRoute from "../../src/pages/api/admin/reviews/pending.ts";
import * as approveRoute from "../../src/pages/api/admin/skits/[id]/approve.ts";
import * as skitCategoryRoute from "../../src/pages/api/admin/skits/[id]/categories/[categoryId].ts";
import * as rejectRoute from "../../src/pages/api/admin/skits/[id]/reject.ts";
import * as approvedSkitsRoute from "../../src/pages/api/admin/skits/approved.ts";
import * as pendingSkitsRoute from "../../src/pages/api/admin/skits/pending.ts";
import * as statsRoute from "../../src/pages/api/admin/stats.ts";
import * as userCreditsRoute from "../../src/pages/api/admin/users/[id]/credits.ts";
import * as userDetailsRoute from "../../src/pages/api/admin/users/[id]/index.ts";
import * as usersRoute from "../../src/pages/api/admin/users/index.ts";
import * as contactRoute from "../../src/pages/api/contact.ts";
import * as skitRoute from "../../src/pages/api/skits/[id]/index.ts";
import * as videoRoute from "../../src/pages/api/upload/video.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import {
  auditLog,
  categories,
  contactMessages,
  creditLedger,
  newsletterSubscribers,
  ratings,
} from "../../src/server/db/schema.ts";
import { type MailMessage, setMailTransportForTests } from "../../src/server/services/mail.ts";
import { createAdmin, createSkit, createUser, getSkitRow, reloadUser } from "../factories/index.ts";
import { callRoute } from "../helpers/http.ts";

type Route = Parameters<typeof callRoute>[0];
type Method = Parameters<typeof callRoute>[1];

let admin: SessionUser;
let user: SessionUser;

beforeAll(async () => {
  admin = await createAdmin();
  user = await createUser();
});

async function createReview(options: { skitId: number; userId: number; rating?: number; review?: string }) {
  const db = await getDb();
  const [row] = await db
    .insert(ratings)
    .values({
      skitId: options.skitId,
      userId: options.userId,
      rating: options.rating ?? 4,
      review: options.review ?? "Lovely skit.",
    })
    .returning();
  return row!;
}

async function createCategoryRow(name: string) {
  const db = await getDb();
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

function videoForm(bytes = 64, type = "video/mp4") {
  const form = new FormData();
  form.append("video", new File([new Uint8Array(bytes).fill(7)], "intro.mp4", { type }));
  return form;
}

describe("authorization: every admin endpoint answers 401 to visitors, 403 to users and 2xx to admins", () => {
  it("holds for the whole matrix", async () => {
    const creator = await createUser();
    const db = await getDb();
    const pendingA = await createSkit({ creatorId: creator.id });
    const pendingB = await createSkit({ creatorId: creator.id });
    const approved = await createSkit({ creatorId: creator.id, status: "approved", approvedAt: new Date() });
    const reviewA = await createReview({ skitId: approved.id, userId: user.id });
    const reviewB = await createReview({ skitId: approved.id, userId: creator.id });
    const category = await createCategoryRow(`Matrix ${Date.now()}`);
    const doomed = await createCategoryRow(`Doomed ${Date.now()}`);
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: "Ruth",
        email: "ruth@example.test",
        subject: "Hello there",
        message: "A question about credits.",
      })
      .returning();

    const matrix: {
      name: string;
      route: Route;
      method: Method;
      params?: Record<string, string>;
      body?: unknown;
      form?: () => FormData;
    }[] = [
      { name: "GET skits/pending", route: pendingSkitsRoute, method: "GET" },
      { name: "GET skits/approved", route: approvedSkitsRoute, method: "GET" },
      {
        name: "POST skits/{id}/approve",
        route: approveRoute,
        method: "POST",
        params: { id: String(pendingA.id) },
      },
      {
        name: "POST skits/{id}/reject",
        route: rejectRoute,
        method: "POST",
        params: { id: String(pendingB.id) },
      },
      {
        name: "POST skits/{id}/categories/{c}",
        route: skitCategoryRoute,
        method: "POST",
        params: { id: String(approved.id), categoryId: String(category.id) },
      },
      {
        name: "DELETE skits/{id}/categories/{c}",
        route: skitCategoryRoute,
        method: "DELETE",
        params: { id: String(approved.id), categoryId: String(category.id) },
      },
      { name: "GET reviews/pending", route: pendingReviewsRoute, method: "GET" },
      {
        name: "POST reviews/{id}/approve",
        route: reviewApproveRoute,
        method: "POST",
        params: { id: String(reviewA.id) },
      },
      {
        name: "POST reviews/{id}/reject",
        route: reviewRejectRoute,
        method: "POST",
        params: { id: String(reviewB.id) },
      },
      { name: "GET users", route: usersRoute, method: "GET" },
      { name: "GET users/{id}", route: userDetailsRoute, method: "GET", params: { id: String(user.id) } },
      {
        name: "POST users/{id}/credits",
        route: userCreditsRoute,
        method: "POST",
        params: { id: String(user.id) },
        body: { delta: 1, reason: "matrix" },
      },
      { name: "GET stats", route: statsRoute, method: "GET" },
      { name: "GET payout-summary", route: payoutSummaryRoute, method: "GET" },
      { name: "GET messages", route: messagesRoute, method: "GET" },
      {
        name: "POST messages/{id}/read",
        route: messageReadRoute,
        method: "POST",
        params: { id: String(message!.id) },
      },
      { name: "GET newsletter", route: newsletterRoute, method: "GET" },
      { name: "GET newsletter.csv", route: newsletterCsvRoute, method: "GET" },
      { name: "GET categories", route: categoriesRoute, method: "GET" },
      {
        name: "POST categories",
        route: categoriesRoute,
        method: "POST",
        body: { name: `Created ${Date.now()}`, color: "#123456" },
      },
      {
        name: "PUT categories/{id}",
        route: categoryRoute,
        method: "PUT",
        params: { id: String(category.id) },
        body: { name: `${category.name} renamed` },
      },
      {
        name: "DELETE categories/{id}",
        route: categoryRoute,
        method: "DELETE",
        params: { id: String(doomed.id) },
      },
      {
        name: "POST about",
        route: aboutRoute,
        method: "POST",
        body: { title: "About us", mainText: "We write skits." },
      },
      { name: "POST upload/video", route: videoRoute, method: "POST", form: () => videoForm() },
    ];

    for (const entry of matrix) {
      const call = (who: SessionUser | null) =>
        callRoute(entry.route, entry.method, {
          user: who,
          ...(entry.params ? { params: entry.params } : {}),
          ...(entry.body !== undefined ? { body: entry.body } : {}),
          ...(entry.form ? { rawBody: entry.form() } : {}),
        });
      const visitor = await call(null);
      expect(visitor.status, `${entry.name} as a visitor`).toBe(401);
      const signedIn = await call(user);
      expect(signedIn.status, `${entry.name} as a user`).toBe(403);
      const asAdmin = await call(admin);
      expect([200, 201], `${entry.name} as an admin: ${JSON.stringify(asAdmin.body)}`).toContain(
        asAdmin.status,
      );
    }

    // Nothing the refused calls tried happened twice: one credit granted, one skit approved.
    expect((await reloadUser(user)).credits).toBe(6);
    expect((await getSkitRow(pendingA.id))?.status).toBe("approved");
    expect((await getSkitRow(pendingB.id))?.status).toBe("rejected");
  });
});

/** Every route file under src/pages/api/admin, so an endpoint added later is checked too. */
function adminRouteFiles(dir = path.resolve("src/pages/api/admin")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminRouteFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("authorization: no route under /api/admin lets a visitor or a non-admin through", () => {
  it("answers 401 and 403 for every method of every admin route file", async () => {
    const files = adminRouteFiles();
    expect(files.length).toBeGreaterThanOrEqual(20);
    const params = { id: "1", categoryId: "1" };
    let checked = 0;
    for (const file of files) {
      const mod = (await import(file)) as Route;
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"] as const) {
        if (!mod[method]) continue;
        const name = `${method} ${path.relative("src/pages", file)}`;
        const extra = method === "GET" ? {} : { body: {} };
        const asVisitor = await callRoute(mod, method, { params, ...extra });
        expect(asVisitor.status, `${name} as a visitor`).toBe(401);
        const asUser = await callRoute(mod, method, { params, ...extra, user });
        expect(asUser.status, `${name} as a user`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(files.length);
  });
});

describe("skit moderation", () => {
  it("lists pending skits in the spec's shape, with search over title, description, scripture and topic", async () => {
    const creator = await createUser({ email: `moses-${Date.now()}@example.test` });
    const a = await createSkit({
      creatorId: creator.id,
      title: "Crossing the Red Sea",
      topic: "Exodus",
      scripture: "Exodus 14",
    });
    const b = await createSkit({
      creatorId: creator.id,
      title: "A Quiet Voice",
      description: "Elijah hears a whisper on the mountain.",
      topic: "Elijah",
      scripture: "1 Kings 19",
    });
    await createSkit({ creatorId: creator.id, status: "approved", title: "Already approved Red Sea" });

    const all = await callRoute(pendingSkitsRoute, "GET", { user: admin });
    expect(all.status).toBe(200);
    const rows = all.body as Record<string, unknown>[];
    const row = rows.find((r) => r.id === a.id);
    expect(row).toEqual({
      id: a.id,
      uuid: a.uuid,
      title: "Crossing the Red Sea",
      description: a.description,
      scripture: "Exodus 14",
      topic: "Exodus",
      ageGroup: "children",
      creatorId: creator.id,
      creatorEmail: creator.email,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
      downloadCount: 0,
    });
    expect(rows.every((r) => r.title !== "Already approved Red Sea")).toBe(true);

    const search = async (term: string) =>
      (
        (await callRoute(pendingSkitsRoute, "GET", { user: admin, query: { search: term } })).body as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await search("red sea")).toEqual([a.id]);
    expect(await search("whisper")).toEqual([b.id]);
    expect(await search("1 Kings")).toEqual([b.id]);
    expect(await search("ELIJAH")).toEqual([b.id]);
    expect(await search("100%")).toEqual([]);
  });

  it("approving publishes a skit; rejecting keeps it, hidden from visitors, visible to its creator as rejected", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id });
    const other = await createSkit({ creatorId: creator.id });

    expect((await callRoute(skitRoute, "GET", { params: { id: skit.uuid } })).status).toBe(404);
    expect((await callRoute(approveRoute, "POST", { user: admin, params: { id: skit.uuid } })).status).toBe(
      200,
    );
    const publicView = await callRoute(skitRoute, "GET", { params: { id: skit.uuid } });
    expect(publicView.status).toBe(200);
    expect(publicView.body).toMatchObject({ status: "approved", isApproved: true });

    const recent = (await callRoute(approvedSkitsRoute, "GET", { user: admin })).body as {
      id: number;
      approvedAt: string;
      creatorEmail: string;
    }[];
    expect(recent[0]).toMatchObject({ id: skit.id, creatorEmail: creator.email });
    expect(recent[0]!.approvedAt).toBeTruthy();

    const rejected = await callRoute(rejectRoute, "POST", {
      user: admin,
      params: { id: other.uuid },
      body: { reason: "Needs a clearer ending." },
    });
    expect(rejected.status).toBe(200);
    expect((await callRoute(skitRoute, "GET", { params: { id: other.uuid } })).status).toBe(404);
    expect(
      (await callRoute(skitRoute, "GET", { user: creator, params: { id: other.uuid } })).body,
    ).toMatchObject({
      status: "rejected",
      rejectionReason: "Needs a clearer ending.",
    });
    const queue = (await callRoute(pendingSkitsRoute, "GET", { user: admin })).body as { id: number }[];
    expect(queue.map((r) => r.id)).not.toContain(other.id);
    expect(queue.map((r) => r.id)).not.toContain(skit.id);
    // The record is kept.
    expect(await getSkitRow(other.id)).toMatchObject({ status: "rejected" });

    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(other.id)));
    expect(entries.find((e) => e.action === "skit.reject")).toMatchObject({
      actorId: admin.id,
      subjectUserId: creator.id,
    });
  });

  it("answers 404 for a skit that does not exist", async () => {
    expect((await callRoute(approveRoute, "POST", { user: admin, params: { id: "999999" } })).status).toBe(
      404,
    );
  });
});

describe("review moderation", () => {
  it("lists pending reviews with the skit and reviewer, and approve / reject change what the skit page shows", async () => {
    const creator = await createUser();
    const skit = await createSkit({ creatorId: creator.id, status: "approved", title: "The Lost Sheep" });
    const reviewer = await createUser({ firstName: "Hannah", lastName: "Reed" });
    const second = await createUser();
    const good = await createReview({
      skitId: skit.id,
      userId: reviewer.id,
      rating: 5,
      review: "Wonderful for our class.",
    });
    const bad = await createReview({ skitId: skit.id, userId: second.id, rating: 1, review: "spam spam" });

    const pending = (await callRoute(pendingReviewsRoute, "GET", { user: admin })).body as Record<
      string,
      unknown
    >[];
    expect(pending.find((r) => r.id === good.id)).toEqual({
      id: good.id,
      skitId: skit.id,
      userId: reviewer.id,
      rating: 5,
      review: "Wonderful for our class.",
      createdAt: good.createdAt.toISOString(),
      skitTitle: "The Lost Sheep",
      skitUuid: skit.uuid,
      userEmail: reviewer.email,
      userName: "Hannah Reed",
    });

    expect((await callRoute(skitRoute, "GET", { params: { id: skit.uuid } })).body).toMatchObject({
      reviewCount: 0,
    });
    expect(
      (await callRoute(reviewApproveRoute, "POST", { user: admin, params: { id: String(good.id) } })).body,
    ).toMatchObject({
      message: "Review approved",
      status: "approved",
    });
    expect(
      (
        await callRoute(reviewRejectRoute, "POST", {
          user: admin,
          params: { id: String(bad.id) },
          body: { reason: "Spam" },
        })
      ).body,
    ).toMatchObject({
      status: "rejected",
    });
    expect((await callRoute(skitRoute, "GET", { params: { id: skit.uuid } })).body).toMatchObject({
      reviewCount: 1,
      averageRating: 5,
    });

    const after = (await callRoute(pendingReviewsRoute, "GET", { user: admin })).body as { id: number }[];
    expect(after.map((r) => r.id)).not.toContain(good.id);
    expect(after.map((r) => r.id)).not.toContain(bad.id);

    const db = await getDb();
    const [kept] = await db.select().from(ratings).where(eq(ratings.id, bad.id));
    expect(kept?.status).toBe("rejected");
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(bad.id)));
    expect(entry).toMatchObject({
      action: "review.reject",
      subjectUserId: second.id,
      after: { status: "rejected", skitId: skit.id, reason: "Spam" },
    });
    expect(
      (await callRoute(reviewApproveRoute, "POST", { user: admin, params: { id: "99999999" } })).status,
    ).toBe(404);
  });
});

describe("users", () => {
  it("lists users in the spec's row shape and searches email, names and id", async () => {
    const target = await createUser({
      firstName: "Priscilla",
      lastName: "Aquila-Tentmaker",
      credits: 7,
      isLifetimeCreator: true,
    });
    const list = (await callRoute(usersRoute, "GET", { user: admin })).body as Record<string, unknown>[];
    const row = list.find((r) => r.id === target.id);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        "createdAt",
        "credits",
        "email",
        "firstName",
        "id",
        "isAdmin",
        "isLifetimeCreator",
        "lastName",
        "profileImageUrl",
      ].sort(),
    );
    expect(row).toMatchObject({
      email: target.email,
      firstName: "Priscilla",
      credits: 7,
      isAdmin: false,
      isLifetimeCreator: true,
    });

    const search = async (term: string) =>
      (
        (await callRoute(usersRoute, "GET", { user: admin, query: { search: term } })).body as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await search("priscilla")).toEqual([target.id]);
    expect(await search("tentmaker")).toEqual([target.id]);
    expect(await search(target.email.toUpperCase())).toEqual([target.id]);
    expect(await search(String(target.id))).toContain(target.id);
    expect(await search("no-such-person-anywhere")).toEqual([]);
  });

  it("adjusts credits with a reason: granted through the ledger, never below 0, once per request id, audit-logged", async () => {
    const target = await createUser({ credits: 3 });
    const missingReason = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: 5, reason: " " },
    });
    expect(missingReason.status).toBe(400);
    expect((missingReason.body as { errors: Record<string, string[]> }).errors.reason).toEqual([
      "A reason is required",
    ]);
    const zero = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: 0, reason: "x" },
    });
    expect(zero.status).toBe(400);
    const fractional = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: 1.5, reason: "x" },
    });
    expect(fractional.status).toBe(400);

    const add = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: 10, reason: "Thank-you for the workshop", requestId: "req-add-0001" },
    });
    expect(add.body).toMatchObject({ credits: 13, applied: 10, duplicate: false });
    const replay = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: 10, reason: "Thank-you for the workshop", requestId: "req-add-0001" },
    });
    expect(replay.body).toMatchObject({ credits: 13, applied: 0, duplicate: true });
    expect((await reloadUser(target)).credits).toBe(13);

    const remove = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: -50, reason: "Abuse" },
    });
    expect(remove.body).toMatchObject({ credits: 0, applied: -13, requested: -50 });
    expect((await reloadUser(target)).credits).toBe(0);
    const again = await callRoute(userCreditsRoute, "POST", {
      user: admin,
      params: { id: String(target.id) },
      body: { delta: -1, reason: "Abuse" },
    });
    expect(again.status).toBe(400);

    const db = await getDb();
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, target.id));
    expect(ledger.map((l) => l.delta).sort((a, b) => a - b)).toEqual([-13, 10]);
    expect(ledger.every((l) => l.actorId === admin.id && l.idempotencyKey?.startsWith("admin-adjust:"))).toBe(
      true,
    );

    const details = await callRoute(userDetailsRoute, "GET", {
      user: admin,
      params: { id: String(target.id) },
    });
    expect(details.status).toBe(200);
    const body = details.body as {
      user: { credits: number };
      audit: { action: string; after: { reason: string } }[];
      creditHistory: { delta: number; note: string }[];
    };
    expect(body.user.credits).toBe(0);
    expect(body.audit.map((a) => a.action)).toEqual(["user.credits.adjust", "user.credits.adjust"]);
    expect(body.audit[1]!.after.reason).toBe("Thank-you for the workshop");
    expect(body.creditHistory[0]).toMatchObject({ delta: -13, note: "Abuse" });

    expect(
      (
        await callRoute(userCreditsRoute, "POST", {
          user: admin,
          params: { id: "99999999" },
          body: { delta: 1, reason: "x" },
        })
      ).status,
    ).toBe(404);
  });

  it("shows a user's skits, downloads and revenue in the details panel", async () => {
    const creator = await createUser();
    await createSkit({ creatorId: creator.id, status: "approved", downloadCount: 4 });
    await createSkit({ creatorId: creator.id });
    const details = (
      await callRoute(userDetailsRoute, "GET", { user: admin, params: { id: String(creator.id) } })
    ).body as {
      skits: unknown[];
      skitCounts: Record<string, number>;
      downloads: Record<string, number>;
      revenue: Record<string, number>;
    };
    expect(details.skits).toHaveLength(2);
    expect(details.skitCounts).toEqual({ total: 2, approved: 1, pending: 1, rejected: 0 });
    expect(details.downloads).toEqual({ made: 0, received: 4 });
    expect(details.revenue).toEqual({ totalCents: 0, pendingCents: 0, paidCents: 0 });
    expect(
      (await callRoute(userDetailsRoute, "GET", { user: admin, params: { id: "99999999" } })).status,
    ).toBe(404);
  });
});

describe("messages and newsletter", () => {
  it("forwards a contact message to SUPPORT_EMAIL after storing it; a failed send is logged, not shown", async () => {
    const sent: MailMessage[] = [];
    setMailTransportForTests({ name: "capture", send: async (m) => void sent.push(m) });
    try {
      const body = {
        name: "Timothy",
        email: "tim@example.test",
        subject: "Skit for Easter",
        message: "Do you have an Easter skit for 8 kids?",
      };
      const res = await callRoute(contactRoute, "POST", { body, clientAddress: "10.0.0.8" });
      expect(res.status).toBe(201);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toBe("support@scriptureskits.test");
      expect(sent[0]!.subject).toMatch(/^\[Contact #\d+\] Skit for Easter$/);
      expect(sent[0]!.text).toContain("From: Timothy <tim@example.test>");
      expect(sent[0]!.text).toContain("Do you have an Easter skit for 8 kids?");

      setMailTransportForTests({ name: "broken", send: async () => Promise.reject(new Error("SMTP down")) });
      const stillStored = await callRoute(contactRoute, "POST", {
        body: { ...body, subject: "Second message" },
        clientAddress: "10.0.0.9",
      });
      expect(stillStored.status).toBe(201);
      const db = await getDb();
      const rows = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, "tim@example.test"));
      expect(rows.map((r) => r.subject).sort()).toEqual(["Second message", "Skit for Easter"]);
    } finally {
      setMailTransportForTests(null);
    }
  });

  it("lists contact messages, marks one read, and exports the newsletter as CSV", async () => {
    const db = await getDb();
    const [message] = await db
      .insert(contactMessages)
      .values({
        name: "Lydia",
        email: "lydia@example.test",
        subject: "Purple cloth",
        message: "Do you have a skit about Lydia?",
      })
      .returning();
    await db
      .insert(newsletterSubscribers)
      .values([{ email: "first@example.test" }, { email: "=cmd@example.test" }]);

    const list = (await callRoute(messagesRoute, "GET", { user: admin })).body as {
      messages: { id: number; readAt: string | null }[];
      unread: number;
    };
    expect(list.messages.find((m) => m.id === message!.id)).toMatchObject({ readAt: null });
    const unreadBefore = list.unread;
    const read = await callRoute(messageReadRoute, "POST", {
      user: admin,
      params: { id: String(message!.id) },
    });
    expect((read.body as { readAt: string | null }).readAt).toBeTruthy();
    expect(((await callRoute(messagesRoute, "GET", { user: admin })).body as { unread: number }).unread).toBe(
      unreadBefore - 1,
    );

    const subscribers = (await callRoute(newsletterRoute, "GET", { user: admin })).body as { total: number };
    expect(subscribers.total).toBeGreaterThanOrEqual(2);
    const csv = await callRoute(newsletterCsvRoute, "GET", { user: admin });
    expect(csv.response.headers.get("content-type")).toContain("text/csv");
    expect(csv.response.headers.get("content-disposition")).toMatch(
      /attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (csv.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines).toContainEqual(expect.stringMatching(/^first@example\.test,\d{4}-/));
    // A value a spreadsheet would run as a formula is defused.
    expect(lines).toContainEqual(expect.stringMatching(/^'=cmd@example\.test,/));
  });
});
