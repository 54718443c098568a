import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { seedDefaultCatalogue } from '../billing/seed-catalogue';
import { activityPageQuery } from '../activity/activities.repository';
import { scaledCounts, seedLargeDataSet } from '../../scripts/large-data-set';
import { inventorySnapshots, wealthPoints } from './overview.schema';
import { tradesQuery } from './trades.repository';
import { wealthHistoryQuery } from './wealth-points.repository';

const database = await createTestDatabase();
const db = database.db;
let userId = '';
let steamId = '';
const now = new Date();

/** The plan PostgreSQL picks for a query the overview runs, as text. */
async function plan(query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const result = await database.pool.query(`explain ${text}`, params);
  return result.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
}

beforeAll(async () => {
  // A hundredth of the large data set, snapshots and wealth points included: enough rows that a
  // sequential scan would lose.
  await seedDefaultCatalogue(db);
  await seedLargeDataSet(database.pool, scaledCounts(0.01), 'x', () => undefined);
  const [row] = await db.select({ id: wealthPoints.userId }).from(wealthPoints).limit(1);
  userId = row!.id;
  const { rows } = await database.pool.query(
    'select steam_id from trading_accounts where user_id = $1 limit 1',
    [userId],
  );
  steamId = rows[0].steam_id;
}, 120_000);

describe('every overview query walks an index on the large data set', () => {
  it('GET /trades by user, and by account', async () => {
    expect(await plan(tradesQuery(db, { userId, period: '30d', limit: 0, now }))).toContain(
      'trades_user_created_idx',
    );
    expect(await plan(tradesQuery(db, { userId, steamId, period: 'all', limit: 0, now }))).toMatch(
      /trades_(steam|user)_created_idx/,
    );
  });

  it('GET /activity pages', async () => {
    expect(await plan(activityPageQuery(db, { userId, page: 3, limit: 20 }))).toContain(
      'activities_user_created_idx',
    );
  });

  it('GET /wealth/history and GET /inventory', async () => {
    expect(await plan(wealthHistoryQuery(db, userId, 'all', now))).toContain('wealth_points_user_taken_idx');
    expect(await plan(wealthHistoryQuery(db, userId, '7d', now))).toContain('wealth_points_user_taken_idx');
    expect(
      await plan(
        db
          .select({ n: sql`count(*)` })
          .from(inventorySnapshots)
          .where(eq(inventorySnapshots.userId, userId)),
      ),
    ).toContain('inventory_snapshots_user_idx');
  });
});
