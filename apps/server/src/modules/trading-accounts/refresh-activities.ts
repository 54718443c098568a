import type { AccountActivity } from '../activity/write-activity';
import type { TradingAccountRow } from './trading-accounts.schema';

const platformName = { csgoroll: 'CSGORoll', steam: 'Steam' } as const;

/**
 * An `auth` activity (auth.steam_id, status) for a platform session that changed state: expired
 * (status `invalid`) or valid again. Only changes are told: a refresh that finds what the card
 * already shows writes none.
 */
export function sessionChange(
  account: TradingAccountRow,
  platform: 'csgoroll' | 'steam',
  status: 'valid' | 'invalid',
): AccountActivity {
  const name = platformName[platform];
  return {
    userId: account.userId,
    steamId: account.steamId,
    type: 'auth',
    title: status === 'valid' ? `${name} session valid again` : `${name} session expired`,
    description:
      status === 'valid'
        ? `The ${name} session was checked and works again.`
        : `The ${name} session has expired; connect the account again.`,
    metadata: { steam_id: account.steamId, platform, status },
  };
}

/** The `refresh` activity (refresh.steam_id, platform, inventory_count) of an account's refresh. */
export function refreshActivity(
  account: TradingAccountRow,
  scope: 'all' | 'steam' | 'csgoroll',
  notes: string[],
): AccountActivity {
  const what = scope === 'all' ? 'Steam and CSGORoll' : platformName[scope];
  return {
    userId: account.userId,
    steamId: account.steamId,
    type: 'refresh',
    title: 'Account refreshed',
    description:
      notes.length > 0 ? `${what} data read again. ${notes.join(' ')}` : `${what} data read again.`,
    metadata: { steam_id: account.steamId, platform: scope, inventory_count: null },
  };
}
