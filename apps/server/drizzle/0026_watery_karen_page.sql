DROP INDEX "sniping_decisions_user_decided_idx";--> statement-breakpoint
CREATE INDEX "sniping_decisions_user_decided_idx" ON "sniping_decisions" USING btree ("user_id","decided_at","steam_id","outcome","total_value","latency_ms","error");--> statement-breakpoint
-- The capture figures group the decisions by hour (date_bin, capture.repository.ts): with statistics on that expression the planner knows a month is ~720 groups and hashes them instead of sorting every row to disk (issue 27).
CREATE STATISTICS IF NOT EXISTS "sniping_decisions_hour" ON (date_bin('1 hour', "decided_at", TIMESTAMPTZ '2000-01-01 00:00:00+00')) FROM "sniping_decisions";
