CREATE TABLE "notification_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"channel_id" text,
	"discord_user_id" text,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_status_valid" CHECK ("notification_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "notification_outbox_one_target" CHECK (("notification_outbox"."channel_id" is null) <> ("notification_outbox"."discord_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "accepted_steam_offers" (
	"account_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"partner_steam_id" text NOT NULL,
	"item_names" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "accepted_steam_offers_account_id_offer_id_pk" PRIMARY KEY("account_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"account_id" uuid NOT NULL,
	"automation" text NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "automation_runs_account_id_automation_pk" PRIMARY KEY("account_id","automation")
);
--> statement-breakpoint
ALTER TABLE "accepted_steam_offers" ADD CONSTRAINT "accepted_steam_offers_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");