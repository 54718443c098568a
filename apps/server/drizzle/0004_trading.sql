CREATE TABLE "account_secrets" (
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_id" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_secrets_account_id_name_pk" PRIMARY KEY("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "account_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"csgoroll" jsonb,
	"steam" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steam_id" text NOT NULL,
	"label" text,
	"status" text DEFAULT 'active' NOT NULL,
	"sniping_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"steam_connected_at" timestamp with time zone,
	"steam_username" text,
	"steam_avatar_url" text,
	"steam_level" integer,
	"steam_session_valid" boolean DEFAULT false NOT NULL,
	"steam_trade_url" text,
	"steam_last_login" timestamp with time zone,
	"steam_inventory_updated_at" timestamp with time zone,
	"steam_access_token_expires_at" timestamp with time zone,
	"steam_community_banned" boolean DEFAULT false NOT NULL,
	"wallet_currency" text,
	"wallet_country" text,
	"proxy_display" text,
	"proxy_fingerprint" text,
	"proxy_status" text DEFAULT 'unknown' NOT NULL,
	"proxy_current_ip" text,
	"csgoroll_connected_at" timestamp with time zone,
	"csgoroll_user_id" text,
	"csgoroll_username" text,
	"csgoroll_avatar" text,
	"csgoroll_level" integer,
	"csgoroll_cookie_valid" boolean DEFAULT false NOT NULL,
	"csgoroll_auth_method" text,
	"csgoroll_main_balance" numeric(14, 2),
	"csgoroll_wallets" jsonb,
	"csgoroll_last_checked" timestamp with time zone,
	CONSTRAINT "trading_accounts_status_valid" CHECK ("trading_accounts"."status" in ('active', 'suspended_payment_required'))
);
--> statement-breakpoint
CREATE TABLE "extra_slot_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"monthly_cost" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_slot_cycles_quantity_positive" CHECK ("extra_slot_cycles"."quantity" > 0),
	CONSTRAINT "extra_slot_cycles_cost_not_negative" CHECK ("extra_slot_cycles"."monthly_cost" >= 0),
	CONSTRAINT "extra_slot_cycles_status_valid" CHECK ("extra_slot_cycles"."status" in ('active', 'cancelled', 'suspended', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "account_secrets" ADD CONSTRAINT "account_secrets_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_accounts" ADD CONSTRAINT "trading_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_slot_cycles" ADD CONSTRAINT "extra_slot_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_steam_id_key" ON "trading_accounts" USING btree ("steam_id");--> statement-breakpoint
CREATE INDEX "trading_accounts_user_created_idx" ON "trading_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_accounts_proxy_key" ON "trading_accounts" USING btree ("proxy_fingerprint");--> statement-breakpoint
CREATE INDEX "extra_slot_cycles_user_idx" ON "extra_slot_cycles" USING btree ("user_id","account_type","status");--> statement-breakpoint
CREATE INDEX "extra_slot_cycles_due_idx" ON "extra_slot_cycles" USING btree ("status","period_end");