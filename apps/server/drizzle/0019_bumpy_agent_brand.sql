ALTER TABLE "trades" ADD COLUMN "reference_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "reference_percent" numeric(12, 2);