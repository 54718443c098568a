CREATE TABLE "price_source_status" (
	"source" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	"problem" text
);
--> statement-breakpoint
CREATE TABLE "reference_prices" (
	"source" text NOT NULL,
	"market_hash_name" text NOT NULL,
	"phase" text DEFAULT '' NOT NULL,
	"usd_cents" integer NOT NULL,
	"liquidity" integer,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reference_prices_source_market_hash_name_phase_pk" PRIMARY KEY("source","market_hash_name","phase")
);
