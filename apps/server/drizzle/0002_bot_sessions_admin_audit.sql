CREATE TABLE "bot_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"steam_id" text NOT NULL,
	"provider" text NOT NULL,
	"region" text,
	"instance_id" text,
	"public_ip" text,
	"state" text DEFAULT 'provisioning' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heartbeat_at" timestamp with time zone,
	"stop_requested_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	CONSTRAINT "bot_sessions_state_valid" CHECK ("bot_sessions"."state" in ('provisioning', 'running', 'stopping', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_sessions" ADD CONSTRAINT "bot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_sessions_state_started_idx" ON "bot_sessions" USING btree ("state","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bot_sessions_provider_idx" ON "bot_sessions" USING btree ("provider","state");--> statement-breakpoint
CREATE INDEX "bot_sessions_user_steam_idx" ON "bot_sessions" USING btree ("user_id","steam_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bot_sessions_steam_idx" ON "bot_sessions" USING btree ("steam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_sessions_instance_key" ON "bot_sessions" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");