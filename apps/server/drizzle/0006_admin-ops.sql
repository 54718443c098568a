CREATE TABLE "http_rotating_proxy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"url_sealed" text,
	"url_display" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"exit_ip" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "http_rotating_proxy_single_row" CHECK ("http_rotating_proxy"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "proxies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"url_sealed" text NOT NULL,
	"url_display" text NOT NULL,
	"max_connections" smallint DEFAULT 5 NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_checked_at" timestamp with time zone,
	"exit_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proxies_max_connections_range" CHECK ("proxies"."max_connections" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "proxy_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proxy_id" uuid NOT NULL,
	"user_id" uuid,
	"steam_id" text,
	"roll_id" text,
	"connected" boolean DEFAULT false NOT NULL,
	"reconnect_attempts" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proxy_assignments" ADD CONSTRAINT "proxy_assignments_proxy_id_proxies_id_fk" FOREIGN KEY ("proxy_id") REFERENCES "public"."proxies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_assignments" ADD CONSTRAINT "proxy_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proxies_created_idx" ON "proxies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "proxy_assignments_proxy_idx" ON "proxy_assignments" USING btree ("proxy_id");--> statement-breakpoint
CREATE INDEX "discount_codes_code_prefix_idx" ON "discount_codes" USING btree ("code" text_pattern_ops);