import { parseUtcTimestamp } from '@skinpilot/domain';

export type SteamTokenState = { valid: boolean; text: string };

/** The Steam web token badge: 'Token expired' or how long it still lives, in its largest unit. */
export function steamTokenState(expiresAt: string | null | undefined, now: number): SteamTokenState | null {
  if (!expiresAt) return null;
  const left = parseUtcTimestamp(expiresAt) - now;
  if (Number.isNaN(left)) return null;
  if (left <= 0) return { valid: false, text: 'Token expired' };
  const minutes = Math.floor(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const amount =
    days > 0
      ? `${days} day${days === 1 ? '' : 's'}`
      : hours > 0
        ? `${hours} hour${hours === 1 ? '' : 's'}`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return { valid: true, text: `Token expires in ${amount}` };
}

/**
 * The Steam log-in pause badge (issue 28): while Steam's log-in limit, or our shared budget of
 * log-ins per proxy and per host, holds the account's log-ins back, how long they still wait.
 */
export function steamLoginPause(pausedUntil: string | null | undefined, now: number): string | null {
  if (!pausedUntil) return null;
  const left = parseUtcTimestamp(pausedUntil) - now;
  if (Number.isNaN(left) || left <= 0) return null;
  const minutes = Math.max(1, Math.ceil(left / 60_000));
  return `Steam log-ins paused for ${minutes} minute${minutes === 1 ? '' : 's'} (Steam's log-in limit)`;
}
