import type { OverviewPeriod } from '@skinpilot/contract';

const DAY_MS = 86_400_000;
const periodDays: Record<Exclude<OverviewPeriod, 'all'>, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };

/** The start of a period counted back from `now`; null for all time. */
export function periodStart(period: OverviewPeriod, now: Date): Date | null {
  return period === 'all' ? null : new Date(now.getTime() - periodDays[period] * DAY_MS);
}
