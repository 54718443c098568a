CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_sessions_lease_owner_idx" ON "bot_sessions" USING btree ("lease_owner") WHERE "bot_sessions"."state" <> 'terminated';