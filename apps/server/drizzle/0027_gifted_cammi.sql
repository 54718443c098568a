CREATE TABLE "steam_session_owners" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"logon_id" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "steam_session_owners" ADD CONSTRAINT "steam_session_owners_account_id_trading_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."trading_accounts"("id") ON DELETE cascade ON UPDATE no action;