import type { OverviewPeriod, WealthPoint, WealthSummary } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { listAllAccounts, type TradingAccountRow } from '../trading-accounts/accounts.queries';
import { skinsOf, type AccountSkins } from './inventory.service';
import { snapshotFigures } from './inventory-snapshots.repository';
import type { AccountWealth } from './overview.schema';
import { writeWealthChanges } from './wealth-activity';
import { insertWealthPoints, wealthHistoryQuery } from './wealth-points.repository';

const cents = (n: number) => Math.round(n * 100) / 100;

/** One account's wealth: its CSGORoll main wallet, its skins (from the snapshot), its protected coins. */
export function accountWealth(account: TradingAccountRow, skins: AccountSkins | undefined): AccountWealth {
  return {
    steam_id: account.steamId,
    available_balance: Number(account.csgorollMainBalance ?? 0),
    skins_value: skins?.skinsValue ?? 0,
    protected_balance: skins?.protectedBalance ?? 0,
  };
}

/** Section 3's summary: total wealth is balance plus skins; protected coins are added separately. */
export function summaryOf(
  accounts: AccountWealth[],
): Omit<WealthSummary, 'item_count' | 'tradable_count' | 'account_count'> {
  const available = cents(accounts.reduce((s, a) => s + a.available_balance, 0));
  const skins = cents(accounts.reduce((s, a) => s + a.skins_value, 0));
  const protectedBalance = cents(accounts.reduce((s, a) => s + a.protected_balance, 0));
  const total = cents(available + skins);
  return {
    total_wealth: total,
    skins_value: skins,
    available_balance: available,
    protected_balance: protectedBalance,
    total_wealth_including_protected: cents(total + protectedBalance),
  };
}

/** Section 9: above these many points a period is thinned to that many; 1d and 7d are not thinned. */
const downsampleTo: Partial<Record<OverviewPeriod, number>> = { '30d': 50, '90d': 30, all: 40 };

/** Evenly spaced points, first and last kept, so the chart's shape and its ends stay true. */
export function downsample<T>(points: T[], period: OverviewPeriod): T[] {
  const target = downsampleTo[period];
  if (target === undefined || points.length <= target) return points;
  const picked: T[] = [];
  for (let i = 0; i < target; i++) picked.push(points[Math.round((i * (points.length - 1)) / (target - 1))]!);
  return picked;
}

/** The user's wealth points of a period, oldest first, read by `wealth_points_user_taken_idx`. */
export async function wealthHistoryOf(
  db: Db,
  userId: string,
  period: OverviewPeriod,
  now: Date,
): Promise<WealthPoint[]> {
  const rows = await wealthHistoryQuery(db, userId, period, now);
  return downsample(rows, period).map((row) => {
    const total = Number(row.totalWealth);
    const protectedBalance = Number(row.protectedBalance);
    return {
      timestamp: row.takenAt.toISOString(),
      total_wealth: total,
      total_wealth_including_protected: cents(total + protectedBalance),
      skins_value: Number(row.skinsValue),
      available_balance: Number(row.availableBalance),
      protected_balance: protectedBalance,
      accounts_data: row.accountsData,
    };
  });
}

/**
 * Writes one wealth point for every user with accounts, from the accounts' balances and their
 * latest snapshots. Run by the hourly wealth job; answers how many points it wrote.
 */
export async function recordWealthPoints(db: Db, now: Date): Promise<number> {
  // Only the figures: the snapshots' item arrays are large and not needed here.
  const [accounts, figures] = await Promise.all([listAllAccounts(db), snapshotFigures(db)]);
  const byUser = new Map<string, AccountWealth[]>();
  for (const account of accounts) {
    const snapshot = figures.get(account.id);
    const list = byUser.get(account.userId) ?? [];
    list.push(accountWealth(account, snapshot ? skinsOf(snapshot) : undefined));
    byUser.set(account.userId, list);
  }
  const points = [...byUser].map(([userId, accounts]) => {
    const summary = summaryOf(accounts);
    return {
      userId,
      takenAt: now,
      totalWealth: summary.total_wealth.toFixed(2),
      skinsValue: summary.skins_value.toFixed(2),
      availableBalance: summary.available_balance.toFixed(2),
      protectedBalance: summary.protected_balance.toFixed(2),
      accountsData: accounts,
    };
  });
  for (let i = 0; i < points.length; i += 500) {
    const batch = points.slice(i, i + 500);
    // The points and the feed entries of the totals that moved (wealth-activity.ts) go in together.
    await db.transaction(async (tx) => {
      await writeWealthChanges(tx, batch, now);
      await insertWealthPoints(tx, batch);
    });
  }
  return points.length;
}
