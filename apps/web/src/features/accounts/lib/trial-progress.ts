import { parseUtcTimestamp } from '@skinpilot/domain';

export const TRIAL_HOURS = 24;
const TRIAL_MS = TRIAL_HOURS * 3_600_000;

/** Share of the 24-hour trial still left, in percent; never below 2 so the bar stays visible. */
export function trialTimeLeftPercent(licenseExpiry: string | null, now: number): number {
  if (!licenseExpiry) return 2;
  const left = parseUtcTimestamp(licenseExpiry) - now;
  if (Number.isNaN(left)) return 2;
  return Math.min(100, Math.max(2, (left / TRIAL_MS) * 100));
}

/** '23h 59m' or '42m' left; 'Expired' once the trial is over. */
export function trialTimeLeftText(licenseExpiry: string | null, now: number): string {
  const left = licenseExpiry ? parseUtcTimestamp(licenseExpiry) - now : NaN;
  if (Number.isNaN(left) || left <= 0) return 'Expired';
  const hours = Math.floor(left / 3_600_000);
  const minutes = Math.floor((left % 3_600_000) / 60_000);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}
