/**
 * The admin dashboard's read models (spec section 3) and the schemas of the
 * admin actions, shared by the dashboard islands and the API handlers.
 */
import { z } from "zod";

/** Pending skit (admin), spec section 3. */
export interface PendingSkitRow {
  id: number;
  uuid: string;
  title: string;
  description: string;
  scripture: string | null;
  topic: string;
  ageGroup: string;
  creatorId: number | null;
  creatorEmail: string | null;
  createdAt: string;
  updatedAt: string;
  downloadCount: number;
  /** Invalid Bible references in the scripture field or text (scripture/check-skit-references.ts); absent when none. */
  referenceIssues?: { text: string; message: string }[];
}

export interface SkitCategoryTag {
  id: number;
  name: string;
  color: string;
}

/** An approved skit as the admin lists it (recently approved, category assignment). */
export interface ApprovedSkitRow {
  id: number;
  uuid: string;
  title: string;
  scripture: string | null;
  topic: string;
  ageGroup: string;
  creatorId: number | null;
  creatorEmail: string | null;
  approvedAt: string | null;
  updatedAt: string;
  downloadCount: number;
  categories: SkitCategoryTag[];
}

/** Pending review, spec section 3, plus what the card shows about the skit and the reviewer. */
export interface PendingReviewRow {
  id: number;
  skitId: number;
  userId: number;
  rating: number;
  review: string | null;
  createdAt: string;
  skitTitle: string;
  skitUuid: string;
  userEmail: string;
  userName: string | null;
}

/** Admin user list row, spec section 3. */
export interface AdminUserRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  isAdmin: boolean;
  credits: number;
  isLifetimeCreator: boolean;
  profileImageUrl: string | null;
}

export interface AuditEntryView {
  id: number;
  action: string;
  targetType: string;
  targetId: string | null;
  actorId: number | null;
  actorEmail: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface CreditLedgerView {
  id: number;
  delta: number;
  reason: string;
  note: string | null;
  actorId: number | null;
  createdAt: string;
}

export interface AdminUserDetails {
  user: AdminUserRow & { authProvider: string; emailVerified: boolean; updatedAt: string };
  skits: {
    id: number;
    uuid: string;
    title: string;
    status: string;
    downloadCount: number;
    createdAt: string;
  }[];
  skitCounts: { total: number; approved: number; pending: number; rejected: number };
  downloads: {
    /** Downloads this user made. */
    made: number;
    /** Downloads of this user's skits (the skits' download counts). */
    received: number;
  };
  revenue: { totalCents: number; pendingCents: number; paidCents: number };
  creditHistory: CreditLedgerView[];
  audit: AuditEntryView[];
}

export interface StatsSkit {
  id: number;
  uuid: string;
  title: string;
  scripture: string | null;
  topic: string;
  downloadCount: number;
}

export interface TopCreator {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  skitCount: number;
  /** Dollars (spec read model); totalRevenueCents is exact. */
  totalRevenue: number;
  totalRevenueCents: number;
}

/** Admin stats, spec section 3. Money is in dollars (and exact cents alongside). */
export interface AdminStats {
  totalSkits: number;
  skitsThisMonth: number;
  approvedSkits: number;
  pendingSkits: number;
  totalDownloads: number;
  downloadsThisMonth: number;
  totalDonations: number;
  totalDonationsCents: number;
  donationsThisMonth: number;
  donationsThisMonthCents: number;
  totalUsers: number;
  newUsersThisMonth: number;
  recentlyApprovedSkits: ApprovedSkitRow[];
  topDownloadedSkits: StatsSkit[];
  topCreators: TopCreator[];
  /** The start of "this month" (UTC) the figures use. */
  monthStart: string;
}

/** The Payments tab's quick stats, from creators' revenues. */
export interface PayoutSummary {
  /** Creators with any revenue that was not refunded. */
  activeCreators: number;
  /** Revenue owed to creators and not yet paid (pending or in a batch). */
  pendingPaymentsCents: number;
  /** Creators who are owed something. */
  creatorsOwed: number;
  totalPaidOutCents: number;
}

export interface ContactMessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: number | null;
  readAt: string | null;
  createdAt: string;
}

export interface NewsletterSubscriberRow {
  id: number;
  email: string;
  createdAt: string;
}

export const CREDIT_ADJUSTMENT_LIMIT = 10_000;

export const CREDIT_ADJUSTMENT_MESSAGES = {
  delta: "Enter a whole number of credits other than 0",
  range: `Adjust by at most ${CREDIT_ADJUSTMENT_LIMIT.toLocaleString("en-US")} credits at a time`,
  reason: "A reason is required",
  reasonLength: "Reason must be 500 characters or less",
} as const;

export const creditAdjustmentSchema = z.object({
  delta: z
    .number({ error: CREDIT_ADJUSTMENT_MESSAGES.delta })
    .int(CREDIT_ADJUSTMENT_MESSAGES.delta)
    .refine((n) => n !== 0, CREDIT_ADJUSTMENT_MESSAGES.delta)
    .refine((n) => Math.abs(n) <= CREDIT_ADJUSTMENT_LIMIT, CREDIT_ADJUSTMENT_MESSAGES.range),
  reason: z
    .string({ error: CREDIT_ADJUSTMENT_MESSAGES.reason })
    .trim()
    .min(1, CREDIT_ADJUSTMENT_MESSAGES.reason)
    .max(500, CREDIT_ADJUSTMENT_MESSAGES.reasonLength),
  /** A fresh id per submitted form, so a retried request grants once. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, "Invalid request id")
    .optional(),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

export const rejectReasonSchema = z.object({
  reason: z.string().trim().max(1000, "Reason must be 1000 characters or less").optional(),
});

/** The dashboard's tabs, in order (Skits is the default). */
export const ADMIN_TABS = [
  { id: "skits", label: "Skits" },
  { id: "reviews", label: "Reviews" },
  { id: "users", label: "Users" },
  { id: "categories", label: "Categories" },
  { id: "payments", label: "Payments" },
  { id: "stats", label: "Stats" },
  { id: "uploads", label: "Uploads" },
  { id: "messages", label: "Messages" },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

/** US dollars, en-US: $1,234.50. */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

export const dollarsFromCents = (cents: number) => Math.round(cents) / 100;
