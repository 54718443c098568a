import { sql } from 'drizzle-orm';

/**
 * Below this heap size a table is counted exactly: a count(*) over 16 MB (some 100,000 trade rows)
 * takes tens of milliseconds. Above it the planner's row estimate (pg_class.reltuples, refreshed by
 * autovacuum's analyse) is used: exact counts of millions of rows would take seconds, and there the
 * estimate is within a few percent. The size is read live, so a new install never shows 0.
 */
const EXACT_COUNT_MAX_BYTES = 16 * 1024 * 1024;

/** Exact when small or never analysed (reltuples is -1 then), the estimate when large. */
export const tableTotal = (table: string) => sql`(
  select case
    when pg_relation_size(c.oid) < ${EXACT_COUNT_MAX_BYTES} or c.reltuples < 0
      then (select count(*) from ${sql.identifier(table)})
    else c.reltuples::bigint
  end
  from pg_class c where c.oid = ${table}::regclass)`;
