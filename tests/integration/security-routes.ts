/**
 * The one table of every API route × role used by the security suites
 * (security-matrix.test.ts asserts the statuses; security-bodies.test.ts sends
 * oversized and malformed bodies to every row that takes one), plus the fresh
 * data each cell runs against.
 *
 * Roles: visitor; user (signed in, no relation to the data); creator (owns the
 * skit); other (a signed-in user who owns a different skit); admin.
 */
import { expect } from "vitest";
import { recordDownload } from "../../src/features/downloads/server/record-download.ts";
import { setGeneratorForTests } from "../../src/features/generation/index.ts";
import { speakingParts } from "../../src/features/performance/server/actor-scripts.ts";
import { parseScript } from "../../src/lib/script-parser.ts";
import type { SessionUser } from "../../src/server/auth/current-user.ts";
import { getDb } from "../../src/server/db/client.ts";
import { categories, contactMessages, ratings, type Skit } from "../../src/server/db/schema.ts";
import { createAdmin, createSkit, createUser, SAMPLE_CONTENT, skitForm } from "../factories/index.ts";
import { scriptedGenerator } from "../helpers/generators.ts";
import { type CallOptions, callRoute } from "../helpers/http.ts";

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH" | "HEAD";
export type RouteModule = Partial<Record<Method, (ctx: never) => Promise<Response> | Response>>;
export const ROLES = ["visitor", "user", "creator", "other", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** One status, or any of several (e.g. 403 or 404 for a record the caller may not see). */
export type Expected = number | readonly number[];
export type Expectations = Record<Role, Expected>;

export interface Fixture {
  role: Role;
  /** Owned by `creator`, status pending. */
  pending: Skit;
  /** Owned by `creator`, status approved. */
  approved: Skit;
  categoryId: number;
  /** A pending review by `other` on the approved skit. */
  reviewId: number;
  messageId: number;
  roleId: string;
  uploadKey: string;
  n: number;
}

export interface Row {
  route: string;
  method: Method;
  /** What distinguishes rows of the same route (e.g. "pending skit"). */
  label?: string;
  expect: Expectations;
  call?: (f: Fixture) => Omit<CallOptions, "user">;
  /** Runs before the call, as the calling user (e.g. download the skit first). */
  prepare?: (f: Fixture, user: SessionUser | null) => Promise<void>;
}

// Shorthands for the common shapes of a row's expectations.
const everyone = (status: Expected): Expectations => ({
  visitor: status,
  user: status,
  creator: status,
  other: status,
  admin: status,
});
const signedIn = (status: Expected, visitor: Expected = 401): Expectations => ({
  ...everyone(status),
  visitor,
});
const adminOnly = (status: Expected = 200): Expectations => ({
  visitor: 401,
  user: 403,
  creator: 403,
  other: 403,
  admin: status,
});
/** A record only its creator and admins may see: others get 404 (nothing leaks). */
const ownerOrAdmin = (status: Expected, others: Expected = 404, visitor: Expected = 404): Expectations => ({
  visitor,
  user: others,
  creator: status,
  other: others,
  admin: status,
});

let seq = 0;
const unique = () => `${Date.now().toString(36)}-${(seq++).toString(36)}`;
const id = (skit: Skit) => ({ id: skit.uuid });
const json = (body: unknown) => ({ body });
const videoForm = () => {
  const form = new FormData();
  form.append("video", new File([new Uint8Array(2048).fill(7)], "intro.mp4", { type: "video/mp4" }));
  return form;
};
const textForm = () => {
  const form = new FormData();
  form.append("skitFile", new File([SAMPLE_CONTENT], "skit.txt", { type: "text/plain" }));
  return form;
};
async function downloaded(f: Fixture, user: SessionUser | null): Promise<void> {
  if (!user) return;
  await recordDownload({ db: await getDb(), userId: user.id, skit: f.approved, format: "pdf" });
}
const MISSING_PAYMENT = "pi_does_not_exist";
/** Signed-in callers pass the guard and then learn the payment does not exist. */
const UNKNOWN_PAYMENT: readonly number[] = [400, 404, 409];

// ---------------------------------------------------------------------------
// THE TABLE
// ---------------------------------------------------------------------------
export const MATRIX: Row[] = [
  // Skits
  {
    route: "api/skits/index.ts",
    method: "GET",
    expect: everyone(200),
    call: () => ({ query: { search: "courage" } }),
  },
  { route: "api/skits/create.ts", method: "POST", expect: signedIn(201), call: () => json(skitForm()) },
  { route: "api/skits/user.ts", method: "GET", expect: signedIn(200) },
  {
    route: "api/skits/upload-text.ts",
    method: "POST",
    expect: signedIn(201),
    call: () => ({ rawBody: textForm() }),
  },
  {
    route: "api/skits/[id]/index.ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200),
    call: (f) => ({ params: id(f.pending) }),
  },
  {
    route: "api/skits/[id]/index.ts",
    method: "GET",
    label: "approved",
    expect: everyone(200),
    call: (f) => ({ params: id(f.approved) }),
  },
  {
    route: "api/skits/[id]/index.ts",
    method: "DELETE",
    label: "pending",
    expect: ownerOrAdmin(200, [403, 404], 401),
    call: (f) => ({ params: id(f.pending) }),
  },
  {
    route: "api/skits/[id]/index.ts",
    method: "DELETE",
    label: "approved",
    expect: ownerOrAdmin(200, 403, 401),
    call: (f) => ({ params: id(f.approved) }),
  },
  {
    route: "api/skits/[id]/edit.ts",
    method: "PUT",
    label: "pending",
    expect: ownerOrAdmin(200, [403, 404], 401),
    call: (f) => ({ params: id(f.pending), body: skitForm({ topic: "Jonah and the great fish" }) }),
  },
  {
    route: "api/skits/[id]/edit.ts",
    method: "PUT",
    label: "approved (no longer editable)",
    expect: ownerOrAdmin([403, 409], 403, 401),
    call: (f) => ({ params: id(f.approved), body: skitForm() }),
  },
  {
    route: "api/skits/[id]/remix.ts",
    method: "POST",
    label: "approved",
    expect: signedIn(201),
    call: (f) => ({ params: id(f.approved), body: skitForm({ topic: "Ruth and Naomi" }) }),
  },
  {
    route: "api/skits/[id]/remix.ts",
    method: "POST",
    label: "pending (only published skits are remixed)",
    expect: signedIn(404),
    call: (f) => ({ params: id(f.pending), body: skitForm({ topic: "Ruth and Naomi" }) }),
  },
  {
    route: "api/skits/[id]/categories.ts",
    method: "GET",
    label: "approved",
    expect: everyone(200),
    call: (f) => ({ params: id(f.approved) }),
  },
  {
    route: "api/skits/[id]/categories.ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200),
    call: (f) => ({ params: id(f.pending) }),
  },
  {
    route: "api/skits/[id]/ratings.ts",
    method: "GET",
    label: "approved",
    expect: everyone(200),
    call: (f) => ({ params: id(f.approved) }),
  },
  {
    route: "api/skits/[id]/ratings.ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200),
    call: (f) => ({ params: id(f.pending) }),
  },
  {
    route: "api/skits/[id]/record-download.ts",
    method: "POST",
    label: "approved",
    expect: signedIn(200),
    call: (f) => ({ params: id(f.approved), body: { format: "pdf" } }),
  },
  {
    route: "api/skits/[id]/record-download.ts",
    method: "POST",
    label: "pending",
    expect: ownerOrAdmin(200, 404, 401),
    call: (f) => ({ params: id(f.pending), body: { format: "pdf" } }),
  },
  {
    route: "api/skits/[id]/download/[format].ts",
    method: "GET",
    label: "approved",
    expect: signedIn(200),
    call: (f) => ({ params: { ...id(f.approved), format: "pdf" }, headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/download/[format].ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200, 404, 401),
    call: (f) => ({ params: { ...id(f.pending), format: "docx" }, headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/cast.zip.ts",
    method: "GET",
    label: "approved",
    expect: signedIn(200),
    call: (f) => ({ params: id(f.approved), headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/cast.zip.ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200, 404, 401),
    call: (f) => ({ params: id(f.pending), headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/actor-scripts/[role].ts",
    method: "GET",
    label: "approved",
    expect: signedIn(200),
    call: (f) => ({ params: { ...id(f.approved), role: f.roleId }, headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/actor-scripts/[role].ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200, 404, 401),
    call: (f) => ({ params: { ...id(f.pending), role: f.roleId }, headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/runtime-reports.ts",
    method: "GET",
    label: "approved",
    expect: everyone(200),
    call: (f) => ({ params: id(f.approved) }),
  },
  {
    route: "api/skits/[id]/runtime-reports.ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200),
    call: (f) => ({ params: id(f.pending) }),
  },
  {
    route: "api/skits/[id]/runtime-reports.ts",
    method: "POST",
    label: "after downloading",
    expect: signedIn(200),
    prepare: downloaded,
    call: (f) => ({ params: id(f.approved), body: { minutes: 7 } }),
  },
  {
    route: "api/skits/[id]/runtime-reports.ts",
    method: "POST",
    label: "without a download",
    expect: signedIn(403),
    call: (f) => ({ params: id(f.approved), body: { minutes: 7 } }),
  },
  {
    route: "api/skits/[id]/guide/[format].ts",
    method: "GET",
    label: "approved",
    expect: signedIn(200),
    call: (f) => ({ params: { ...id(f.approved), format: "pdf" }, headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/guide/[format].ts",
    method: "GET",
    label: "pending",
    expect: ownerOrAdmin(200, 404, 401),
    call: (f) => ({ params: { ...id(f.pending), format: "docx" }, headers: { "sec-fetch-mode": "cors" } }),
  },
  {
    route: "api/skits/[id]/donate.ts",
    method: "POST",
    expect: signedIn(UNKNOWN_PAYMENT),
    call: (f) => ({
      params: id(f.approved),
      body: { amount: 5, paymentMethod: "stripe", paymentId: MISSING_PAYMENT },
    }),
  },

  // Reviews
  {
    route: "api/ratings/index.ts",
    method: "POST",
    label: "approved skit",
    // Creators may not review their own skit.
    expect: { ...signedIn([200, 201]), creator: 403 },
    call: (f) => ({ body: { skitId: f.approved.uuid, rating: 4, review: "Lovely.", displayName: false } }),
  },
  {
    route: "api/ratings/index.ts",
    method: "POST",
    label: "pending skit",
    expect: ownerOrAdmin([200, 201, 400, 403, 409], 404, 401),
    call: (f) => ({ body: { skitId: f.pending.uuid, rating: 4 } }),
  },
  {
    route: "api/ratings/user/[id].ts",
    method: "GET",
    expect: signedIn(200),
    call: (f) => ({ params: id(f.approved) }),
  },

  // Categories and content
  { route: "api/categories/index.ts", method: "GET", expect: everyone(200) },
  { route: "api/about.ts", method: "GET", expect: everyone(200) },
  {
    route: "api/about.ts",
    method: "POST",
    expect: adminOnly(200),
    call: () => json({ title: "About us", mainText: "We write skits.", team: [{ name: "Ann" }] }),
  },
  {
    route: "api/upload/video.ts",
    method: "POST",
    expect: adminOnly(201),
    call: () => ({ rawBody: videoForm() }),
  },
  {
    route: "uploads/[...path].ts",
    method: "GET",
    expect: everyone(200),
    call: (f) => ({ params: { path: f.uploadKey } }),
  },
  {
    route: "uploads/[...path].ts",
    method: "HEAD",
    expect: everyone(200),
    call: (f) => ({ params: { path: f.uploadKey } }),
  },
  {
    route: "api/contact.ts",
    method: "POST",
    expect: everyone(201),
    call: (f) => ({
      body: {
        name: "Ann Lee",
        email: `c-${unique()}@example.test`,
        subject: "A question",
        message: "Hello there, a question.",
      },
      clientAddress: `10.1.${f.n % 250}.${(f.n >> 8) % 250}`,
    }),
  },
  {
    route: "api/newsletter.ts",
    method: "POST",
    expect: everyone(201),
    call: () => json({ email: `n-${unique()}@example.test` }),
  },

  // Accounts
  { route: "api/auth/user.ts", method: "GET", expect: signedIn(200) },
  {
    route: "api/auth/profile.ts",
    method: "PUT",
    expect: signedIn(200),
    call: () => json({ firstName: "Pat", lastName: "Jones", email: `p-${unique()}@example.test` }),
  },
  {
    route: "api/auth/register.ts",
    method: "POST",
    expect: everyone(201),
    call: (f) => ({
      body: {
        firstName: "New",
        lastName: "Person",
        email: `r-${unique()}@example.test`,
        password: "secret-pass",
        confirmPassword: "secret-pass",
      },
      clientAddress: `10.2.${f.n % 250}.1`,
    }),
  },
  {
    route: "api/auth/login.ts",
    method: "POST",
    label: "wrong password",
    expect: everyone(401),
    call: (f) => ({
      body: { email: "nobody@example.test", password: "wrong" },
      clientAddress: `10.3.${f.n % 250}.1`,
    }),
  },
  {
    route: "api/auth/forgot-password.ts",
    method: "POST",
    expect: everyone(200),
    call: (f) => ({ body: { email: `f-${unique()}@example.test` }, clientAddress: `10.4.${f.n % 250}.1` }),
  },
  {
    route: "api/auth/reset-password.ts",
    method: "POST",
    label: "unknown token",
    expect: everyone(400),
    call: (f) => ({
      body: { token: "not-a-real-token", password: "secret-pass", confirmPassword: "secret-pass" },
      clientAddress: `10.5.${f.n % 250}.1`,
    }),
  },
  { route: "api/login.ts", method: "GET", expect: everyone(302) },
  { route: "api/callback.ts", method: "GET", label: "no sign-in in progress", expect: everyone([302, 400]) },
  { route: "api/logout.ts", method: "GET", expect: everyone(302) },
  { route: "api/logout.ts", method: "POST", expect: everyone(302) },

  // Money (test-mode payments)
  { route: "api/payment/preferences.ts", method: "GET", expect: signedIn(200) },
  {
    route: "api/payment/preferences.ts",
    method: "POST",
    expect: signedIn(200),
    call: () => json({ paymentMethod: "paypal", paypalEmail: "pay@example.test" }),
  },
  { route: "api/revenues.ts", method: "GET", expect: signedIn(200) },
  { route: "api/stats/downloads.ts", method: "GET", expect: signedIn(200) },
  {
    route: "api/create-payment-intent.ts",
    method: "POST",
    expect: signedIn(200),
    call: (f) => json({ amount: 5, skitId: f.approved.uuid }),
  },
  {
    route: "api/donations.ts",
    method: "POST",
    expect: signedIn(UNKNOWN_PAYMENT),
    call: (f) =>
      json({ amount: 5, skitId: f.approved.uuid, paymentMethod: "stripe", paymentIntentId: MISSING_PAYMENT }),
  },
  {
    route: "api/create-lifetime-creator-payment.ts",
    method: "POST",
    // Admins already have unlimited credits and are refused like lifetime creators.
    expect: { ...signedIn(200), admin: [200, 409] },
  },
  {
    route: "api/confirm-lifetime-creator-payment.ts",
    method: "POST",
    expect: signedIn(UNKNOWN_PAYMENT),
    call: () => json({ paymentIntentId: MISSING_PAYMENT }),
  },
  {
    route: "api/credit-packs/create-payment.ts",
    method: "POST",
    expect: signedIn(200),
    call: () => json({ pack: "starter" }),
  },
  {
    route: "api/credit-packs/confirm-payment.ts",
    method: "POST",
    expect: signedIn(UNKNOWN_PAYMENT),
    call: () => json({ paymentIntentId: MISSING_PAYMENT }),
  },
  {
    route: "api/test-payments/confirm.ts",
    method: "POST",
    label: "unknown payment",
    expect: everyone(UNKNOWN_PAYMENT),
    call: () =>
      json({
        paymentIntentId: MISSING_PAYMENT,
        clientSecret: "secret",
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
      }),
  },
  {
    route: "api/stripe/webhook.ts",
    method: "POST",
    label: "unsigned",
    expect: everyone([400, 404]),
    call: () => ({
      rawBody: JSON.stringify({ type: "payment_intent.succeeded" }),
      headers: { "content-type": "application/json" },
    }),
  },

  // Admin
  { route: "api/admin/stats.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/payout-summary.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/users/index.ts", method: "GET", expect: adminOnly() },
  {
    route: "api/admin/users/[id]/index.ts",
    method: "GET",
    expect: adminOnly(),
    call: (f) => ({ params: { id: String(f.pending.creatorId) } }),
  },
  {
    route: "api/admin/users/[id]/credits.ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: { id: String(f.pending.creatorId) }, body: { delta: 2, reason: "Thank you" } }),
  },
  { route: "api/admin/skits/pending.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/skits/approved.ts", method: "GET", expect: adminOnly() },
  {
    route: "api/admin/skits/[id]/approve.ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: id(f.pending) }),
  },
  {
    route: "api/admin/skits/[id]/reject.ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: id(f.pending), body: { reason: "Needs a clearer ending." } }),
  },
  {
    route: "api/admin/skits/[id]/categories/[categoryId].ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: { ...id(f.approved), categoryId: String(f.categoryId) } }),
  },
  {
    route: "api/admin/skits/[id]/categories/[categoryId].ts",
    method: "DELETE",
    expect: adminOnly([200, 404]),
    call: (f) => ({ params: { ...id(f.approved), categoryId: String(f.categoryId) } }),
  },
  { route: "api/admin/reviews/pending.ts", method: "GET", expect: adminOnly() },
  {
    route: "api/admin/reviews/[id]/approve.ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: { id: String(f.reviewId) } }),
  },
  {
    route: "api/admin/reviews/[id]/reject.ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: { id: String(f.reviewId) }, body: { reason: "Off topic." } }),
  },
  { route: "api/admin/categories/index.ts", method: "GET", expect: adminOnly() },
  {
    route: "api/admin/categories/index.ts",
    method: "POST",
    expect: adminOnly(201),
    call: () => json({ name: `Cat ${unique()}`, description: "Stories", color: "#112233" }),
  },
  {
    route: "api/admin/categories/[id].ts",
    method: "PUT",
    expect: adminOnly(),
    call: (f) => ({
      params: { id: String(f.categoryId) },
      body: { name: `Renamed ${unique()}`, color: "#445566" },
    }),
  },
  {
    route: "api/admin/categories/[id].ts",
    method: "DELETE",
    expect: adminOnly(),
    call: (f) => ({ params: { id: String(f.categoryId) } }),
  },
  { route: "api/admin/messages/index.ts", method: "GET", expect: adminOnly() },
  {
    route: "api/admin/messages/[id]/read.ts",
    method: "POST",
    expect: adminOnly(),
    call: (f) => ({ params: { id: String(f.messageId) } }),
  },
  { route: "api/admin/newsletter.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/newsletter.csv.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/payments/report.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/payments/pending.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/payments/overview.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/payments/purchases.ts", method: "GET", expect: adminOnly() },
  { route: "api/admin/payments/batches/index.ts", method: "GET", expect: adminOnly() },
  {
    route: "api/admin/payments/batches/index.ts",
    method: "POST",
    // With nobody due a payout the batch is refused as empty.
    expect: adminOnly([201, 400, 409, 422]),
    call: () => json({ notes: "Monthly" }),
  },
  {
    route: "api/admin/payments/batches/[id]/index.ts",
    method: "GET",
    label: "unknown batch",
    expect: adminOnly(404),
    call: () => ({ params: { id: "999999" } }),
  },
  {
    route: "api/admin/payments/batches/[id]/export.ts",
    method: "GET",
    label: "unknown batch",
    expect: adminOnly(404),
    call: () => ({ params: { id: "999999" } }),
  },
  {
    route: "api/admin/payments/payouts/[id]/paid.ts",
    method: "POST",
    label: "unknown payout",
    expect: adminOnly(404),
    call: () => ({ params: { id: "999999" }, body: { externalPaymentId: "PAYPAL-1" } }),
  },
  {
    route: "api/admin/payments/payouts/[id]/failed.ts",
    method: "POST",
    label: "unknown payout",
    expect: adminOnly(404),
    call: () => ({ params: { id: "999999" }, body: { reason: "Bounced" } }),
  },
  {
    route: "api/admin/refunds/index.ts",
    method: "POST",
    label: "unknown payment",
    expect: adminOnly(UNKNOWN_PAYMENT),
    call: () => json({ paymentIntentId: MISSING_PAYMENT }),
  },
];

// ---------------------------------------------------------------------------

export const modules = import.meta.glob<RouteModule>([
  "../../src/pages/api/**/*.ts",
  "../../src/pages/uploads/**/*.ts",
]);
export const routeName = (file: string) => file.replace("../../src/pages/", "");
export const METHODS: Method[] = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"];

/** Routes with no role to check: the health probe answers everyone the same. */
export const EXEMPT = new Set(["api/health.ts GET"]);

export const users = {} as Record<Exclude<Role, "visitor">, SessionUser>;
let roleId = "";
let uploadKey = "";
let cellCount = 0;

/** Creates the users and the uploaded file every cell shares (call in beforeAll). */
export async function prepareMatrix(): Promise<void> {
  setGeneratorForTests(scriptedGenerator());
  const creator = await createUser({ credits: 100 });
  const other = await createUser({ credits: 100 });
  await createSkit({ creatorId: other.id, status: "approved" });
  Object.assign(users, {
    user: await createUser({ credits: 100 }),
    creator,
    other,
    admin: await createAdmin(),
  });
  roleId = speakingParts(parseScript(SAMPLE_CONTENT))[0]!.id;
  const videoRoute = (await modules["../../src/pages/api/upload/video.ts"]!()) as RouteModule;
  const uploaded = await callRoute(videoRoute as never, "POST", { user: users.admin, rawBody: videoForm() });
  expect(uploaded.status).toBe(201);
  uploadKey = String((uploaded.body as { url: string }).url).replace(/^\/uploads\//, "");
}

/** Fresh data for one cell: skits, category, review, message. */
export async function fixture(role: Role): Promise<Fixture> {
  const db = await getDb();
  const creatorId = users.creator.id;
  const pending = await createSkit({ creatorId, status: "pending" });
  const approved = await createSkit({ creatorId, status: "approved" });
  const [category] = await db
    .insert(categories)
    .values({ name: `Matrix ${unique()}`, color: "#123456" })
    .returning({ id: categories.id });
  const [review] = await db
    .insert(ratings)
    .values({ skitId: approved.id, userId: users.other.id, rating: 5, review: "Great skit" })
    .returning({ id: ratings.id });
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: "Ann",
      email: "ann@example.test",
      subject: "Hello there",
      message: "A message for the team.",
    })
    .returning({ id: contactMessages.id });
  return {
    role,
    pending,
    approved,
    categoryId: category!.id,
    reviewId: review!.id,
    messageId: message!.id,
    roleId,
    uploadKey,
    n: cellCount++,
  };
}
