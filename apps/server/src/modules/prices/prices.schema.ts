import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What an item fetches elsewhere, per source (decision 030): the chosen bulk source's file and
 * CSGORoll's own values seen in inventories. `phase` is '' for every item but a Doppler's phases,
 * so the key stays a plain primary key.
 */
export const referencePrices = pgTable(
  'reference_prices',
  {
    source: text('source').notNull(),
    marketHashName: text('market_hash_name').notNull(),
    phase: text('phase').notNull().default(''),
    usdCents: integer('usd_cents').notNull(),
    /** Listings or sales the source counts, when it gives one. */
    liquidity: integer('liquidity'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.marketHashName, t.phase] })],
);

/** Each source's last refresh: when prices were last taken, when it was last asked, and why not. */
export const priceSourceStatus = pgTable('price_source_status', {
  source: text('source').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  problem: text('problem'),
});
