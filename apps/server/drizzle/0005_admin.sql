CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steam_id" text,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_daily_figures" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"markup_bucket" text NOT NULL,
	"trade_count" integer DEFAULT 0 NOT NULL,
	"volume" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credits_used" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "trade_daily_figures_day_kind_markup_bucket_pk" PRIMARY KEY("day","kind","markup_bucket")
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steam_id" text NOT NULL,
	"csgoroll_trade_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_name" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"markup_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"credits_used" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "trades_kind_valid" CHECK ("trades"."kind" in ('withdrawal', 'deposit')),
	CONSTRAINT "trades_status_valid" CHECK ("trades"."status" in ('pending', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "trades_value_not_negative" CHECK ("trades"."value" >= 0),
	CONSTRAINT "trades_credits_used_not_negative" CHECK ("trades"."credits_used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_signin_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "trades_csgoroll_trade_id_key" ON "trades" USING btree ("csgoroll_trade_id");--> statement-breakpoint
CREATE INDEX "trades_user_created_idx" ON "trades" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_steam_created_idx" ON "trades" USING btree ("steam_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_license_expiry_idx" ON "users" USING btree ("license_expiry");--> statement-breakpoint
CREATE INDEX "users_credits_idx" ON "users" USING btree ("credits");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("username" || ' ' || "email" || ' ' || coalesce("discord_id", ''))) gin_trgm_ops);