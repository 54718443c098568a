import type { LiveWealthEvent, OverviewPeriod, WealthPoint, WealthSummary } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { announce, announceEach } from '../live-events/announce';
import {
  listAccountsOf,
  listAllAccounts,
  type TradingAccountRow,
} from '../trading-accounts/accounts.queries';
import { skinsOf, type AccountSkins } from './account-skins';
import { snapshotFigures } from './inventory-snapshots.repository';
import type { AccountWealth } from './overview.schema';
import { writeWealthChanges } from './wealth-activity';
import {
  insertWealthPoints,
  latestWealthTotals,
  lockWealthOf,
  wealthHistoryQuery,
} from './wealth-points.repository';

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

type WealthPointRow = Parameters<typeof insertWealthPoints>[1][number];

/** One user's point from their accounts' wealth. */
function pointOf(userId: string, accounts: AccountWealth[], now: Date): WealthPointRow {
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
}

const wealthEventOf = (point: WealthPointRow): LiveWealthEvent => ({
  total_wealth: Number(point.totalWealth),
  taken_at: point.takenAt.toISOString(),
});

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
  const points = [...byUser].map(([userId, accounts]) => pointOf(userId, accounts, now));
  for (let i = 0; i < points.length; i += 500) {
    const batch = points.slice(i, i + 500);
    // The points and the feed entries of the totals that moved (wealth-activity.ts) go in together.
    await db.transaction(async (tx) => {
      await writeWealthChanges(tx, batch, now);
      await insertWealthPoints(tx, batch);
      // Each owner's open dashboards read the chart again once the points are committed.
      await announceEach(
        tx,
        batch.map((point) => ({ userId: point.userId, type: 'wealth', data: wealthEventOf(point) })),
      );
    });
  }
  return points.length;
}

/** Between the hourly points, a move of total wealth by this share of the last point writes one. */
export const WEALTH_POINT_MOVE = 0.01;

export function movedEnough(previous: number, total: number): boolean {
  const change = Math.abs(total - previous);
  return change > 0 && change >= Math.abs(previous) * WEALTH_POINT_MOVE;
}

/**
 * One user's wealth point now: `always` when an account connects (so the chart has data from the
 * first minute), `moved` after a wallet change or a snapshot, written only when total wealth moved
 * by 1 % since the last point (or there is none). Writers of one user take turns (an advisory lock),
 * so two wallet frames at once compare with each other's point, not both with the older one.
 */
export async function recordWealthPoint(
  db: Db,
  userId: string,
  now: Date,
  when: 'always' | 'moved',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWealthOf(tx, userId);
    const accounts = await listAccountsOf(tx, userId);
    if (accounts.length === 0) return false;
    const figures = await snapshotFigures(tx, userId);
    const point = pointOf(
      userId,
      accounts.map((account) => {
        const snapshot = figures.get(account.id);
        return accountWealth(account, snapshot ? skinsOf(snapshot) : undefined);
      }),
      now,
    );
    if (when === 'moved') {
      const previous = (await latestWealthTotals(tx, [userId])).get(userId);
      if (previous !== undefined && !movedEnough(previous, Number(point.totalWealth))) return false;
    }
    await writeWealthChanges(tx, [point], now);
    await insertWealthPoints(tx, [point]);
    // The chart follows: the dashboards read the history again once this point is committed.
    await announce(tx, userId, 'wealth', wealthEventOf(point));
    return true;
  });
}
