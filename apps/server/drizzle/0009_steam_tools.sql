CREATE TABLE "steam_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text DEFAULT 'call' NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"backoff_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_offer_cache" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sent" jsonb NOT NULL,
	"received" jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "steam_calls" ADD CONSTRAINT "steam_calls_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offer_cache" ADD CONSTRAINT "trade_offer_cache_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "steam_calls_account_idx" ON "steam_calls" USING btree ("account_id","kind","called_at");