CREATE TABLE "inventory_snapshots" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"steam_id" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"inventory" jsonb NOT NULL,
	"listings" jsonb NOT NULL,
	"protected_withdrawals" jsonb NOT NULL,
	"skins_value" numeric(16, 2) NOT NULL,
	"protected_balance" numeric(16, 2) NOT NULL,
	"item_count" integer NOT NULL,
	"tradable_count" integer NOT NULL,
	"problem" text
);
--> statement-breakpoint
CREATE TABLE "wealth_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"total_wealth" numeric(16, 2) NOT NULL,
	"skins_value" numeric(16, 2) NOT NULL,
	"available_balance" numeric(16, 2) NOT NULL,
	"protected_balance" numeric(16, 2) NOT NULL,
	"accounts_data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "marketplace_status" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "item" jsonb;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "estimated_profit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "profit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "steam_offer_id" text;--> statement-breakpoint
ALTER TABLE "inventory_snapshots" ADD CONSTRAINT "inventory_snapshots_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_snapshots" ADD CONSTRAINT "inventory_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wealth_points" ADD CONSTRAINT "wealth_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_snapshots_user_idx" ON "inventory_snapshots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wealth_points_user_taken_idx" ON "wealth_points" USING btree ("user_id","taken_at");