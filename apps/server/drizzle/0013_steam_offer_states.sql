CREATE TABLE "observed_steam_offers" (
	"account_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"state" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "observed_steam_offers_account_id_offer_id_pk" PRIMARY KEY("account_id","offer_id")
);
--> statement-breakpoint
ALTER TABLE "observed_steam_offers" ADD CONSTRAINT "observed_steam_offers_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;