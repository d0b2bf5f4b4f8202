DROP INDEX "skits_downloads_idx";--> statement-breakpoint
CREATE INDEX "skits_downloads_idx" ON "skits" USING btree ("status","is_public","download_count","created_at","id");