CREATE TABLE "about_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"main_text" text NOT NULL,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"subject_user_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"color" varchar(7) DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_color_hex" CHECK ("categories"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"skit_id" integer,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"skit_id" integer,
	"amount_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_id" text,
	"creator_amount_cents" integer DEFAULT 0 NOT NULL,
	"platform_amount_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"church_size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_min" CHECK ("donations"."amount_cents" >= 100),
	CONSTRAINT "donations_method_valid" CHECK ("donations"."payment_method" in ('stripe', 'paypal')),
	CONSTRAINT "donations_split_sums" CHECK ("donations"."creator_amount_cents" + "donations"."platform_amount_cents" = "donations"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"skit_id" integer NOT NULL,
	"format" text NOT NULL,
	"donated" boolean DEFAULT false NOT NULL,
	"donation_amount_cents" integer,
	"counted_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_format_valid" CHECK ("downloads"."format" in ('pdf', 'docx', 'fountain'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_amount_cents" integer DEFAULT 0 NOT NULL,
	"total_recipients" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"skit_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_amount_positive" CHECK ("payment_intents"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_method" text,
	"paypal_email" text,
	"stripe_account_id" text,
	"bank_account_details" jsonb,
	"minimum_payout_cents" integer DEFAULT 2500 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"paypal_email" text,
	"external_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"revenue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"skit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"display_name" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_range" CHECK ("ratings"."rating" between 1 and 5),
	CONSTRAINT "ratings_status_valid" CHECK ("ratings"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "revenues" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"source" text DEFAULT 'donation' NOT NULL,
	"source_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revenues_status_valid" CHECK ("revenues"."status" in ('pending', 'batched', 'paid', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "skit_categories" (
	"skit_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skit_categories_skit_id_category_id_pk" PRIMARY KEY("skit_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "skits" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"scripture" text,
	"topic" text NOT NULL,
	"speaking_parts" integer NOT NULL,
	"non_speaking_parts" integer DEFAULT 0 NOT NULL,
	"length" text NOT NULL,
	"language" text NOT NULL,
	"age_group" text NOT NULL,
	"difficulty" text,
	"setting" text,
	"props" text,
	"skit_type" text,
	"skit_narrator" text,
	"audience_participation" text,
	"additional_instructions" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"creator_id" integer,
	"edits_remaining" integer DEFAULT 2 NOT NULL,
	"source" text DEFAULT 'generated' NOT NULL,
	"license" text DEFAULT 'cc-by-nc-4.0' NOT NULL,
	"remixed_from_id" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(scripture, '') || ' ' || coalesce(topic, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "skits_speaking_range" CHECK ("skits"."speaking_parts" between 1 and 20),
	CONSTRAINT "skits_non_speaking_range" CHECK ("skits"."non_speaking_parts" between 0 and 20),
	CONSTRAINT "skits_status_valid" CHECK ("skits"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "skits_edits_nonnegative" CHECK ("skits"."edits_remaining" >= 0),
	CONSTRAINT "skits_download_count_nonnegative" CHECK ("skits"."download_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"url" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"credits" integer DEFAULT 5 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_lifetime_creator" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"stripe_connect_id" text,
	"auth_provider" text DEFAULT 'password' NOT NULL,
	"external_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_credits_nonnegative" CHECK ("users"."credits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_skit_id_skits_id_fk" FOREIGN KEY ("skit_id") REFERENCES "public"."skits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_skit_id_skits_id_fk" FOREIGN KEY ("skit_id") REFERENCES "public"."skits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_skit_id_skits_id_fk" FOREIGN KEY ("skit_id") REFERENCES "public"."skits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_preferences" ADD CONSTRAINT "payment_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_skit_id_skits_id_fk" FOREIGN KEY ("skit_id") REFERENCES "public"."skits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skit_categories" ADD CONSTRAINT "skit_categories_skit_id_skits_id_fk" FOREIGN KEY ("skit_id") REFERENCES "public"."skits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skit_categories" ADD CONSTRAINT "skit_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skits" ADD CONSTRAINT "skits_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_key_idx" ON "credit_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_payment_idx" ON "donations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "downloads_skit_idx" ON "downloads" USING btree ("skit_id");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "downloads_created_idx" ON "downloads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_idx" ON "password_reset_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_provider_id_idx" ON "payment_intents" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_preferences_user_idx" ON "payment_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_batch_idx" ON "payments" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_user_skit_idx" ON "ratings" USING btree ("user_id","skit_id");--> statement-breakpoint
CREATE INDEX "ratings_skit_idx" ON "ratings" USING btree ("skit_id","status");--> statement-breakpoint
CREATE INDEX "revenues_user_idx" ON "revenues" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "skit_categories_category_idx" ON "skit_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skits_uuid_idx" ON "skits" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "skits_search_idx" ON "skits" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "skits_library_idx" ON "skits" USING btree ("status","is_public","created_at");--> statement-breakpoint
CREATE INDEX "skits_downloads_idx" ON "skits" USING btree ("status","download_count");--> statement-breakpoint
CREATE INDEX "skits_age_length_idx" ON "skits" USING btree ("age_group","length");--> statement-breakpoint
CREATE INDEX "skits_creator_idx" ON "skits" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_idx" ON "users" USING btree ("auth_provider","external_subject");