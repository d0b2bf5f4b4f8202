/**
 * The whole data model (spec section 3) in one place. Money is integer cents
 * (never floats); see docs/decisions.md.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    passwordHash: text("password_hash"),
    emailVerified: boolean("email_verified").notNull().default(false),
    credits: integer("credits").notNull().default(5),
    isAdmin: boolean("is_admin").notNull().default(false),
    isLifetimeCreator: boolean("is_lifetime_creator").notNull().default(false),
    stripeCustomerId: text("stripe_customer_id"),
    stripeConnectId: text("stripe_connect_id"),
    /** 'password' or the external provider's name. */
    authProvider: text("auth_provider").notNull().default("password"),
    /** The external provider's subject ("sub") for this user, if any. */
    externalSubject: text("external_subject"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_external_idx").on(t.authProvider, t.externalSubject),
    check("users_credits_nonnegative", sql`${t.credits} >= 0`),
  ],
);

export const skits = pgTable(
  "skits",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull(),
    scripture: text("scripture"),
    topic: text("topic").notNull(),
    speakingParts: integer("speaking_parts").notNull(),
    nonSpeakingParts: integer("non_speaking_parts").notNull().default(0),
    length: text("length").notNull(),
    language: text("language").notNull(),
    ageGroup: text("age_group").notNull(),
    difficulty: text("difficulty"),
    setting: text("setting"),
    props: text("props"),
    skitType: text("skit_type"),
    skitNarrator: text("skit_narrator"),
    audienceParticipation: text("audience_participation"),
    additionalInstructions: text("additional_instructions"),
    /** pending → approved | rejected. isApproved in read views is status = 'approved'. */
    status: text("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    isPublic: boolean("is_public").notNull().default(true),
    downloadCount: integer("download_count").notNull().default(0),
    creatorId: integer("creator_id").references(() => users.id, { onDelete: "set null" }),
    editsRemaining: integer("edits_remaining").notNull().default(2),
    source: text("source").notNull().default("generated"),
    license: text("license").notNull().default("cc-by-nc-4.0"),
    remixedFromId: integer("remixed_from_id"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(scripture, '') || ' ' || coalesce(topic, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("skits_uuid_idx").on(t.uuid),
    index("skits_search_idx").using("gin", t.searchVector),
    index("skits_library_idx").on(t.status, t.isPublic, t.createdAt),
    index("skits_downloads_idx").on(t.status, t.isPublic, t.downloadCount, t.createdAt, t.id),
    index("skits_title_idx").on(t.status, t.isPublic, sql`lower(${t.title}) collate "C"`, t.id),
    index("skits_age_length_idx").on(t.ageGroup, t.length),
    index("skits_creator_idx").on(t.creatorId),
    check("skits_speaking_range", sql`${t.speakingParts} between 1 and 20`),
    check("skits_non_speaking_range", sql`${t.nonSpeakingParts} between 0 and 20`),
    check("skits_status_valid", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("skits_edits_nonnegative", sql`${t.editsRemaining} >= 0`),
    check("skits_download_count_nonnegative", sql`${t.downloadCount} >= 0`),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description"),
    color: varchar("color", { length: 7 }).notNull().default("#3B82F6"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_name_lower_idx").on(sql`lower(${t.name})`),
    check("categories_color_hex", sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const skitCategories = pgTable(
  "skit_categories",
  {
    skitId: integer("skit_id")
      .notNull()
      .references(() => skits.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.skitId, t.categoryId] }),
    index("skit_categories_category_idx").on(t.categoryId),
  ],
);

export const downloads = pgTable(
  "downloads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    skitId: integer("skit_id")
      .notNull()
      .references(() => skits.id, { onDelete: "cascade" }),
    format: text("format").notNull(),
    donated: boolean("donated").notNull().default(false),
    donationAmountCents: integer("donation_amount_cents"),
    /** The UTC day this download counted for (one count per downloader, skit and day). */
    countedOn: text("counted_on"),
    createdAt: createdAt(),
  },
  (t) => [
    index("downloads_skit_idx").on(t.skitId),
    index("downloads_user_idx").on(t.userId),
    index("downloads_created_idx").on(t.createdAt),
    // One counted download per downloader, skit and UTC day (rows with a null day are uncounted repeats).
    uniqueIndex("downloads_daily_idx").on(t.userId, t.skitId, t.countedOn),
    check("downloads_format_valid", sql`${t.format} in ('pdf', 'docx', 'fountain')`),
  ],
);

/** Every change of a user's credits, with the reason. Unique keys make grants idempotent. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    /** Unique per grant ('download:<skit>:<downloader>', 'payment:<id>', …); null for spends. */
    idempotencyKey: text("idempotency_key"),
    skitId: integer("skit_id"),
    actorId: integer("actor_id"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_ledger_key_idx").on(t.idempotencyKey),
    index("credit_ledger_user_idx").on(t.userId),
  ],
);

/** Payments taken through a provider (Stripe or the test-mode provider). */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** 'donation' | 'lifetime' | 'credits-starter' | 'credits-ministry' */
    purpose: text("purpose").notNull(),
    skitId: integer("skit_id").references(() => skits.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** requires_payment_method | succeeded | failed | refunded */
    status: text("status").notNull().default("requires_payment_method"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    metadata: jsonb("metadata").$type<Record<string, string>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_intents_provider_id_idx").on(t.provider, t.providerPaymentId),
    index("payment_intents_user_idx").on(t.userId),
    check("payment_intents_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

export const donations = pgTable(
  "donations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    skitId: integer("skit_id").references(() => skits.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paymentId: text("payment_id"),
    creatorAmountCents: integer("creator_amount_cents").notNull().default(0),
    platformAmountCents: integer("platform_amount_cents").notNull().default(0),
    status: text("status").notNull().default("pending"),
    churchSize: text("church_size"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("donations_payment_idx").on(t.paymentId),
    index("donations_created_idx").on(t.createdAt),
    check("donations_amount_min", sql`${t.amountCents} >= 100`),
    check("donations_method_valid", sql`${t.paymentMethod} in ('stripe', 'paypal')`),
    check("donations_split_sums", sql`${t.creatorAmountCents} + ${t.platformAmountCents} = ${t.amountCents}`),
  ],
);

export const revenues = pgTable(
  "revenues",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    source: text("source").notNull().default("donation"),
    sourceId: integer("source_id"),
    status: text("status").notNull().default("pending"),
    paymentMethod: text("payment_method"),
    paymentId: text("payment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("revenues_user_idx").on(t.userId, t.status),
    check("revenues_status_valid", sql`${t.status} in ('pending', 'batched', 'paid', 'refunded')`),
  ],
);

export const ratings = pgTable(
  "ratings",
  {
    id: serial("id").primaryKey(),
    skitId: integer("skit_id")
      .notNull()
      .references(() => skits.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    review: text("review"),
    /** pending → approved | rejected. isApproved in read views is status = 'approved'. */
    status: text("status").notNull().default("pending"),
    displayName: boolean("display_name").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ratings_user_skit_idx").on(t.userId, t.skitId),
    index("ratings_skit_idx").on(t.skitId, t.status),
    check("ratings_range", sql`${t.rating} between 1 and 5`),
    check("ratings_status_valid", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type TeamMember = { name: string; role: string; bio: string; photoUrl: string };

export const aboutContent = pgTable("about_content", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  subtitle: text("subtitle"),
  mainText: text("main_text").notNull(),
  team: jsonb("team").$type<TeamMember[]>().notNull().default([]),
  videoUrl: text("video_url"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const uploadedFiles = pgTable("uploaded_files", {
  id: serial("id").primaryKey(),
  fileName: text("file_name").notNull(),
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  url: text("url").notNull(),
  uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token, hex; the token itself is only in the mailed link. */
    token: text("token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("password_reset_tokens_token_idx").on(t.token)],
);

export const paymentPreferences = pgTable(
  "payment_preferences",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentMethod: text("payment_method"),
    paypalEmail: text("paypal_email"),
    stripeAccountId: text("stripe_account_id"),
    bankAccountDetails: jsonb("bank_account_details"),
    minimumPayoutCents: integer("minimum_payout_cents").notNull().default(2500),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payment_preferences_user_idx").on(t.userId)],
);

export const paymentBatches = pgTable("payment_batches", {
  id: serial("id").primaryKey(),
  batchName: text("batch_name").notNull(),
  status: text("status").notNull().default("pending"),
  totalAmountCents: integer("total_amount_cents").notNull().default(0),
  totalRecipients: integer("total_recipients").notNull().default(0),
  processedAt: timestamp("processed_at", { withTimezone: true }),
  createdAt: createdAt(),
  notes: text("notes"),
});

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => paymentBatches.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    paymentMethod: text("payment_method").notNull(),
    paypalEmail: text("paypal_email"),
    externalPaymentId: text("external_payment_id"),
    status: text("status").notNull().default("pending"),
    failureReason: text("failure_reason"),
    revenueIds: jsonb("revenue_ids").$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("payments_batch_idx").on(t.batchId)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  readAt: timestamp("read_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    /** The user the action concerns, so a user's details panel can list it. */
    subjectUserId: integer("subject_user_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_subject_idx").on(t.subjectUserId), index("audit_log_created_idx").on(t.createdAt)],
);

/** How long a skit actually ran when a group performed it (reported after a download). */
export const runtimeReports = pgTable(
  "runtime_reports",
  {
    id: serial("id").primaryKey(),
    skitId: integer("skit_id")
      .notNull()
      .references(() => skits.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    minutes: integer("minutes").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("runtime_reports_user_skit_idx").on(t.userId, t.skitId),
    check("runtime_reports_minutes_range", sql`${t.minutes} between 1 and 180`),
  ],
);

/** Bookkeeping for the demo seed, so starting twice never duplicates it. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Skit = typeof skits.$inferSelect;
export type NewSkit = typeof skits.$inferInsert;
export type Category = typeof categories.$inferSelect;
export type Rating = typeof ratings.$inferSelect;
