CREATE TABLE "runtime_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"skit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runtime_reports_minutes_range" CHECK ("runtime_reports"."minutes" between 1 and 180)
);
--> statement-breakpoint
ALTER TABLE "runtime_reports" ADD CONSTRAINT "runtime_reports_skit_id_skits_id_fk" FOREIGN KEY ("skit_id") REFERENCES "public"."skits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runtime_reports" ADD CONSTRAINT "runtime_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "runtime_reports_user_skit_idx" ON "runtime_reports" USING btree ("user_id","skit_id");