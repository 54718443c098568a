import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { seedDefaultCatalogue } from '../modules/billing/seed-catalogue';
import { scaledCounts, seedLargeDataSet } from './large-data-set';

const database = await createTestDatabase();

describe('seedLargeDataSet', () => {
  it('fills every table at the asked size once, with exact daily trade figures', async () => {
    const counts = scaledCounts(0.001);
    await seedDefaultCatalogue(database.db);
    const seeded = await seedLargeDataSet(database.pool, counts, 'not-a-real-hash', () => undefined);
    expect(seeded).toBe('seeded');
    const { rows } = await database.db.execute<Record<string, number>>(sql`
      select (select count(*) from users)::int as users,
             (select count(*) from trading_accounts)::int as accounts,
             (select count(*) from trades)::int as trades,
             (select count(*) from activities)::int as activities,
             (select count(*) from purchases)::int as purchases,
             (select count(*) from wealth_points)::int as "wealthPoints",
             (select count(*) from inventory_snapshots)::int as snapshots,
             (select sum(trade_count) from trade_daily_figures)::int as figured,
             (select count(*) from trades where status = 'completed')::int as completed`);
    expect(rows[0]).toMatchObject({ ...counts });
    expect(rows[0]!.figured).toBe(rows[0]!.completed);
    expect(rows[0]!.snapshots).toBe(counts.accounts);
    expect(await seedLargeDataSet(database.pool, counts, 'x', () => undefined)).toBe('already-seeded');
    await database.close();
  });
});
