ALTER TABLE "bot_sessions" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "account_settings" ADD COLUMN "request_id" text;