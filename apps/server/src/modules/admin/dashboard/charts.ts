import type { RevenuePeriod } from '@skinpilot/contract';
import type { DbOrTx } from '../../../db/database';
import { revenueByDay } from '../../billing/read-purchase-figures';
import { signupsByDay } from '../../users/count-users';

const DAY_MS = 86_400_000;
const periodDays: Record<RevenuePeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** The UTC days of the period, oldest first, ending today: every day appears, even without data. */
function daysOf(period: RevenuePeriod, now: Date): string[] {
  const count = periodDays[period];
  return Array.from({ length: count }, (_, i) =>
    new Date(now.getTime() - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function revenueChart(db: DbOrTx, period: RevenuePeriod, now: Date) {
  const days = daysOf(period, now);
  const byDay = await revenueByDay(db, new Date(`${days[0]}T00:00:00Z`));
  return { period, data: days.map((date) => ({ date, revenue: (byDay.get(date) ?? 0) / 100 })) };
}

export async function signupsChart(db: DbOrTx, period: RevenuePeriod, now: Date) {
  const days = daysOf(period, now);
  const byDay = await signupsByDay(db, days[0]!);
  return { data: days.map((date) => ({ date, signups: byDay.get(date) ?? 0 })) };
}
