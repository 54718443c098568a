CREATE TABLE "account_trade_recency" (
	"steam_id" text PRIMARY KEY NOT NULL,
	"last_trade_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
DROP INDEX "activities_created_idx";--> statement-breakpoint
DROP INDEX "activities_user_created_idx";--> statement-breakpoint
DROP INDEX "trades_user_created_idx";--> statement-breakpoint
DROP INDEX "trades_steam_created_idx";--> statement-breakpoint
DROP INDEX "trades_created_idx";--> statement-breakpoint
CREATE INDEX "account_trade_recency_last_idx" ON "account_trade_recency" USING btree ("last_trade_at");--> statement-breakpoint
CREATE INDEX "users_role_signup_idx" ON "users" USING btree ("role","signup_date");--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_user_created_idx" ON "trades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_steam_created_idx" ON "trades" USING btree ("steam_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_created_idx" ON "trades" USING btree ("created_at");