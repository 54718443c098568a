import { formatBalance } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { latestWealthTotals } from './wealth-points.repository';
import { writeAccountActivity } from '../activity/write-activity';

/**
 * A wealth point is told in the feed (a `wealth` activity: wealth.change and total) when the total
 * moved by at least this share of the last point and at least one coin; smaller moves (prices
 * drifting hour to hour) stay on the chart only, so the feed is not an hourly ticker.
 */
export const WEALTH_CHANGE_SHARE = 0.01;
const WEALTH_CHANGE_MIN_COINS = 1;

const cents = (n: number) => Math.round(n * 100) / 100;

export function isWealthNews(previous: number, total: number): boolean {
  const change = Math.abs(total - previous);
  return change >= WEALTH_CHANGE_MIN_COINS && change >= Math.abs(previous) * WEALTH_CHANGE_SHARE;
}

/**
 * Writes the `wealth` activities of the points about to be stored, in the caller's transaction
 * (before the points go in, so "previous" is the last run's). A user's first point is not news.
 */
export async function writeWealthChanges(
  tx: DbOrTx,
  points: { userId: string; totalWealth: string }[],
  at: Date,
): Promise<number> {
  const previous = await latestWealthTotals(
    tx,
    points.map((p) => p.userId),
  );
  let told = 0;
  for (const point of points) {
    const before = previous.get(point.userId);
    const total = Number(point.totalWealth);
    if (before === undefined || !isWealthNews(before, total)) continue;
    const change = cents(total - before);
    await writeAccountActivity(
      tx,
      {
        userId: point.userId,
        steamId: null,
        type: 'wealth',
        title: change > 0 ? 'Wealth went up' : 'Wealth went down',
        description: `Total wealth ${change > 0 ? 'rose' : 'fell'} by ${formatBalance(Math.abs(change))} coins to ${formatBalance(total)}.`,
        metadata: { change, total },
      },
      at,
    );
    told++;
  }
  return told;
}
