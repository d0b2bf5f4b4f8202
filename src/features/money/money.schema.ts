/**
 * Money: prices, limits, the zod schemas of every payment and payout call, and
 * the formatting shared by islands and handlers. Amounts are integer cents
 * inside; requests and responses carry dollars (numbers with at most two
 * decimals) next to a `*Cents` integer.
 */
import { z } from "zod";

export { formatPrice, formatUsd } from "./format.ts";

export const CURRENCY = "usd" as const;

/** Lifetime Creator (spec section 9). */
export const LIFETIME_PRICE_CENTS = 6700;
export const LIFETIME_LIST_PRICE_CENTS = 9700;
export const LIFETIME_BREAK_EVEN_SKITS = 38;
/** The money-back guarantee for purchases (Lifetime Creator, credit packs, donations). */
export const REFUND_WINDOW_DAYS = 30;

/** Any single payment: at least $1, at most $10,000 (issue 7). */
export const MIN_AMOUNT_CENTS = 100;
export const MAX_AMOUNT_CENTS = 1_000_000;

/** Payouts: the default minimum (spec section 9) and the US 1099 threshold per calendar year. */
export const DEFAULT_MINIMUM_PAYOUT_CENTS = 2500;
export const TAX_1099_THRESHOLD_CENTS = 60_000;

export const CREDIT_PACKS = {
  starter: { id: "starter", name: "Starter", priceCents: 1000, credits: 10 },
  ministry: { id: "ministry", name: "Ministry", priceCents: 2500, credits: 25 },
} as const;
export type CreditPackId = keyof typeof CREDIT_PACKS;
export const CREDIT_PACK_IDS = Object.keys(CREDIT_PACKS) as CreditPackId[];

export const PAYMENT_PURPOSES = ["donation", "lifetime", "credits-starter", "credits-ministry"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  donation: "Donation",
  lifetime: "Lifetime Creator",
  "credits-starter": "Starter credit pack",
  "credits-ministry": "Ministry credit pack",
};

export function creditPackPurpose(pack: CreditPackId): PaymentPurpose {
  return `credits-${pack}` as PaymentPurpose;
}

/** Donation page presets (spec section 9), default $5. */
export const DONATION_PRESETS_CENTS = [500, 750, 1000, 2000] as const;
export const DEFAULT_DONATION_CENTS = 500;

export const CHURCH_SIZES = [
  { value: "small", label: "Under 150 members", suggestedCents: 500 },
  { value: "large", label: "150+ members", suggestedCents: 1000 },
] as const;
export type ChurchSize = (typeof CHURCH_SIZES)[number]["value"];

/** Lifetime flow texts (spec section 8), word for word. */
export const LIFETIME_TEXTS = {
  authRequired: {
    title: "Authentication Required",
    description: "Please log in to purchase lifetime creator access.",
  },
  already: { title: "Already a Lifetime Creator", description: "You already have lifetime creator access!" },
  setupFailed: {
    title: "Payment Setup Failed",
    description: "Unable to initialize payment. Please try again.",
  },
  failedTitle: "Payment Failed",
  error: {
    title: "Payment Error",
    description: "There was an error processing your payment. Please try again.",
  },
  success: {
    title: "Payment Successful!",
    description: "You are now a lifetime creator with unlimited credits!",
  },
  settingUp: "Setting up payment...",
  processing: "Processing...",
  pay: "Pay $67 - Become Lifetime Creator",
} as const;

export const ALREADY_LIFETIME_MESSAGE = LIFETIME_TEXTS.already.description;

/** Payment preference texts (spec section 8). */
export const PREFERENCE_TEXTS = {
  saved: "Payment settings updated",
  failedTitle: "Setup failed",
  failedDescription: "There was an error setting up your payment method. Please try again.",
  paypalEmailRequired: "Valid PayPal email is required when PayPal is selected",
} as const;

// ---------------------------------------------------------------------------
// Amounts

/** Whole cents from dollars, or null when the value has more than two decimals. */
export function dollarsToCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export const AMOUNT_MESSAGES = {
  type: "Amount must be a number",
  min: "Amount must be at least $1.00",
  max: "Amount must be at most $10,000.00",
  decimals: "Amount can have at most two decimal places",
} as const;

/** A payment amount in dollars (number or numeric string) → integer cents. */
export const amountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, AMOUNT_MESSAGES.type)
        .transform(Number),
    ],
    {
      error: AMOUNT_MESSAGES.type,
    },
  )
  .pipe(
    z
      .number({ error: AMOUNT_MESSAGES.type })
      .refine(Number.isFinite, AMOUNT_MESSAGES.type)
      .refine((v) => v >= MIN_AMOUNT_CENTS / 100, AMOUNT_MESSAGES.min)
      .refine((v) => v <= MAX_AMOUNT_CENTS / 100, AMOUNT_MESSAGES.max)
      .refine((v) => dollarsToCents(v) !== null, AMOUNT_MESSAGES.decimals)
      .transform((v) => dollarsToCents(v) ?? 0),
  );

/** A skit reference: numeric id or uuid; empty means "no skit". */
const skitRefSchema = z
  .union([z.number().int().positive(), z.string().trim().max(64)])
  .nullish()
  .transform((v) => (v === undefined || v === null || v === "" ? null : String(v)));

const paymentIntentIdSchema = z
  .string({ error: "paymentIntentId is required" })
  .trim()
  .min(1, "paymentIntentId is required")
  .max(255, "paymentIntentId is too long");

const churchSizeSchema = z
  .enum(["small", "large"], { error: "Church size must be small or large" })
  .nullish()
  .transform((v) => v ?? null);

// ---------------------------------------------------------------------------
// Requests

/** POST /api/create-payment-intent: a donation of `amount` dollars, optionally for a skit. */
export const createPaymentIntentSchema = z.object({
  amount: amountSchema,
  skitId: skitRefSchema,
});

const paymentMethodSchema = z.enum(["stripe", "paypal"], {
  error: "Payment method must be stripe or paypal",
});

/**
 * POST /api/donations, sent after a successful card payment. The spec's body
 * (amount, skitId, paymentMethod) plus the payment to verify: paymentIntentId
 * (or paymentId).
 */
export const recordDonationSchema = z
  .object({
    amount: amountSchema,
    skitId: skitRefSchema,
    paymentMethod: paymentMethodSchema.default("stripe"),
    paymentIntentId: paymentIntentIdSchema.optional(),
    paymentId: paymentIntentIdSchema.optional(),
    churchSize: churchSizeSchema,
  })
  .refine((v) => v.paymentIntentId ?? v.paymentId, {
    message: "paymentIntentId is required",
    path: ["paymentIntentId"],
  })
  .transform(({ paymentId, paymentIntentId, ...rest }) => ({
    ...rest,
    paymentIntentId: (paymentIntentId ?? paymentId) as string,
  }));

/** POST /api/skits/{id}/donate: body amount, paymentMethod, paymentId (spec section 7). */
export const skitDonationSchema = z.object({
  amount: amountSchema,
  paymentMethod: paymentMethodSchema.default("stripe"),
  paymentId: paymentIntentIdSchema,
});

/** POST /api/confirm-lifetime-creator-payment and the credit-pack confirmation. */
export const confirmPaymentSchema = z.object({ paymentIntentId: paymentIntentIdSchema });

export const creditPackSchema = z.object({
  pack: z.enum(["starter", "ministry"], { error: "Choose the Starter or the Ministry pack" }),
});

/** POST /api/test-payments/confirm: the test-mode card form. */
export const testCardSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  clientSecret: z.string({ error: "clientSecret is required" }).min(1, "clientSecret is required").max(255),
  cardNumber: z
    .string({ error: "Your card number is incomplete." })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
  expiry: z
    .string({ error: "Your card's expiration date is incomplete." })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCardInput = z.output<typeof testCardSchema>;

export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

// ---------------------------------------------------------------------------
// Payout preferences

export const PAYOUT_METHODS = ["paypal", "none"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const paymentPreferencesSchema = z
  .object({
    paymentMethod: z.enum(PAYOUT_METHODS, { error: "Choose PayPal or no payment method" }),
    paypalEmail: z
      .string()
      .trim()
      .max(254, "That email address is too long")
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.paymentMethod === "paypal" && !(v.paypalEmail && /^[^\s@]+@[^\s@]+$/.test(v.paypalEmail))) {
      ctx.addIssue({ code: "custom", path: ["paypalEmail"], message: PREFERENCE_TEXTS.paypalEmailRequired });
    }
  })
  .transform((v) => ({
    paymentMethod: v.paymentMethod,
    paypalEmail: v.paymentMethod === "paypal" ? v.paypalEmail : null,
  }));
export type PaymentPreferencesInput = z.output<typeof paymentPreferencesSchema>;

/** Payment preference as edited and read (spec section 3), plus the payout minimum. */
export interface PaymentPreferencesView {
  paymentMethod: PayoutMethod;
  paypalEmail: string | null;
  /** Dollars. */
  minimumPayoutAmount: number;
  minimumPayoutCents: number;
}

// ---------------------------------------------------------------------------
// Payment intents as the browser sees them

/** Payment intent (spec section 3: clientSecret, id, status) plus what the card form needs. */
export interface PaymentIntentView {
  id: string;
  clientSecret: string;
  status: string;
  provider: "stripe" | "test";
  /** Stripe.js publishable key (null in test mode). */
  publishableKey: string | null;
  purpose: PaymentPurpose;
  amount: number;
  amountCents: number;
  currency: typeof CURRENCY;
}

export interface DonationView {
  id: number;
  skitId: number | null;
  amount: number;
  amountCents: number;
  creatorAmount: number;
  creatorAmountCents: number;
  platformAmount: number;
  platformAmountCents: number;
  paymentMethod: string;
  paymentId: string | null;
  status: string;
  churchSize: string | null;
  createdAt: string;
}

/** What a confirmed (fulfilled) payment answers; a replay answers the same. */
export interface FulfilmentView {
  paymentIntentId: string;
  purpose: PaymentPurpose;
  amount: number;
  amountCents: number;
  status: "succeeded";
  fulfilledAt: string;
  donation: DonationView | null;
  creditsGranted: number;
  isLifetimeCreator: boolean;
  credits: number;
}

// ---------------------------------------------------------------------------
// Admin: payouts and refunds

export const batchSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(500, "Notes must be 500 characters or less")
    .nullish()
    .transform((v) => v || null),
  /** Only these creators (default: every creator ready to be paid). */
  userIds: z.array(z.number().int().positive()).max(5000).optional(),
});

export const markPaidSchema = z.object({
  externalPaymentId: z
    .string({ error: "The PayPal transaction id is required" })
    .trim()
    .min(1, "The PayPal transaction id is required")
    .max(255, "The transaction id is too long"),
});

export const markFailedSchema = z.object({
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(1, "A reason is required")
    .max(500, "The reason must be 500 characters or less"),
});

export const refundSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  provider: z.enum(["stripe", "test"]).optional(),
});

/** Creator payment report row (spec section 3), dollars plus cents. */
export interface CreatorReportRow {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  totalRevenue: number;
  pendingRevenue: number;
  paidRevenue: number;
  totalRevenueCents: number;
  pendingRevenueCents: number;
  paidRevenueCents: number;
  revenueCount: number;
  firstRevenue: string | null;
  paymentMethod: "paypal" | "stripe" | "bank_transfer" | null;
  paypalEmail: string | null;
  hasPaymentPreference: boolean;
  minimumPayoutAmount: number;
  /** Paid out in the current calendar year (completed payouts), dollars and cents. */
  paidThisYear: number;
  paidThisYearCents: number;
  /** $600 or more paid this calendar year: a 1099 is due if the creator is a US person. */
  reaches1099Threshold: boolean;
}

/** Pending payment row (spec section 3): a creator ready to be paid. */
export interface PendingPayoutRow {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  totalOwed: number;
  totalOwedCents: number;
  minimumPayoutAmount: number;
  minimumPayoutCents: number;
  paymentMethod: "paypal";
  paypalEmail: string;
  lastRevenueDate: string;
}

export interface PayoutOverview {
  activeCreators: number;
  pendingTotal: number;
  pendingTotalCents: number;
  paidOut: number;
  paidOutCents: number;
  readyCount: number;
  /** Creators with pending revenue and no payout method. */
  missingPreferenceCount: number;
}

export interface PayoutPaymentRow {
  id: number;
  batchId: number;
  userId: number;
  email: string;
  name: string | null;
  amount: number;
  amountCents: number;
  paymentMethod: string;
  paypalEmail: string | null;
  externalPaymentId: string | null;
  status: "pending" | "paid" | "failed";
  failureReason: string | null;
  revenueIds: number[];
  createdAt: string;
  completedAt: string | null;
}

export interface PaymentBatchView {
  id: number;
  batchName: string;
  status: "pending" | "completed" | "partially_failed" | "failed";
  totalAmount: number;
  totalAmountCents: number;
  totalRecipients: number;
  processedAt: string | null;
  createdAt: string;
  notes: string | null;
  payments: PayoutPaymentRow[];
}

export interface PurchaseRow {
  provider: "stripe" | "test";
  paymentIntentId: string;
  userId: number | null;
  email: string | null;
  purpose: PaymentPurpose;
  amount: number;
  amountCents: number;
  skitId: number | null;
  status: string;
  fulfilledAt: string | null;
  refundedAt: string | null;
  /** Null when the purchase can be refunded; otherwise why not. */
  refundBlockedReason: string | null;
}
