CREATE TABLE "steam_trade_protection" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "steam_trade_protection" ADD CONSTRAINT "steam_trade_protection_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;