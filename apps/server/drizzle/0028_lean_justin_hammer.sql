CREATE TABLE "steam_login_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"log_ins" integer DEFAULT 0 NOT NULL,
	"backoff_until" timestamp with time zone,
	"strikes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD COLUMN "steam_login_paused_until" timestamp with time zone;