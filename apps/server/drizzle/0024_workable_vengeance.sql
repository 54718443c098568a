CREATE TABLE "sniping_decisions" (
	"steam_id" text NOT NULL,
	"trade_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"worker_id" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"total_value" double precision NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"latency_ms" integer,
	CONSTRAINT "sniping_decisions_steam_id_trade_id_pk" PRIMARY KEY("steam_id","trade_id")
);
--> statement-breakpoint
CREATE TABLE "sniping_listings" (
	"trade_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"can_join_after" timestamp with time zone,
	"suspected_trader_can_join_after" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"market_name" text NOT NULL,
	"rarity" text,
	"exterior" text,
	"paint_wear" double precision,
	"value" double precision NOT NULL,
	"markup_percent" double precision NOT NULL,
	"total_value" double precision NOT NULL,
	"reference" double precision,
	"items" jsonb NOT NULL,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	"seen_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sniping_skips" (
	"steam_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "sniping_skips_steam_id_hour_reason_pk" PRIMARY KEY("steam_id","hour","reason")
);
--> statement-breakpoint
CREATE INDEX "sniping_decisions_user_decided_idx" ON "sniping_decisions" USING btree ("user_id","decided_at");--> statement-breakpoint
CREATE INDEX "sniping_decisions_decided_idx" ON "sniping_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "sniping_listings_seen_at_idx" ON "sniping_listings" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "sniping_skips_user_hour_idx" ON "sniping_skips" USING btree ("user_id","hour");--> statement-breakpoint
CREATE INDEX "sniping_skips_hour_idx" ON "sniping_skips" USING btree ("hour");