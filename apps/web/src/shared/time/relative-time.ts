import { parseUtcTimestamp } from '@skinpilot/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/** Section 9's relative time: just now, minutes, hours, days, weeks (under 4), months (under 12), years. */
export function relativeTime(timestamp: string | null | undefined, now: number): string {
  if (!timestamp) return 'Never';
  const at = parseUtcTimestamp(timestamp);
  if (Number.isNaN(at)) return 'Never';
  const age = Math.max(0, now - at);
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return unit(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return unit(Math.floor(age / HOUR), 'hour');
  const days = Math.floor(age / DAY);
  if (days < 7) return unit(days, 'day');
  if (days < 28) return unit(Math.floor(days / 7), 'week');
  if (days < 365) return unit(Math.max(1, Math.floor(days / 30)), 'month');
  return unit(Math.floor(days / 365), 'year');
}
