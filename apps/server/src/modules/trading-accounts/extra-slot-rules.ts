import type { Platform, PlatformCounts, Role } from '@skinpilot/domain';

/** free_trial and user cannot buy; depositor cannot buy sniping (sniping comes with Premium). */
export function canBuySlots(role: Role, type: Platform): boolean {
  if (role === 'free_trial' || role === 'user') return false;
  if (role === 'depositor' && type === 'sniping') return false;
  return true;
}

/** How many more slots of a type fit under the absolute cap. */
export function maxCanBuy(
  role: Role,
  type: Platform,
  base: PlatformCounts,
  extras: PlatformCounts,
  caps: PlatformCounts,
): number {
  if (!canBuySlots(role, type)) return 0;
  return Math.max(0, caps[type] - Math.max(0, base[type]) - extras[type]);
}

/** One month later on the same day of month, clamped to the month's last day (31 Jan -> 28 Feb). */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
