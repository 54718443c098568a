ALTER TABLE "bot_sessions" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "stopped_by" text;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD COLUMN "live" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_sessions_one_open_per_account" ON "bot_sessions" USING btree ("steam_id") WHERE "bot_sessions"."state" <> 'terminated';--> statement-breakpoint
CREATE INDEX "bot_sessions_lease_idx" ON "bot_sessions" USING btree ("state","lease_expires_at");