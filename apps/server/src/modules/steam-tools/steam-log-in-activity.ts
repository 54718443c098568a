import type { AccountActivity } from '../activity/write-activity';

export type SteamLogInStatus = 'valid' | 'stopped' | 'invalid' | 'failed';

const titles: Record<SteamLogInStatus, string> = {
  valid: 'Steam client started',
  stopped: 'Steam client stopped',
  invalid: 'Steam session lost',
  failed: 'Steam log-in failed',
};

const descriptions: Record<SteamLogInStatus, string> = {
  valid: 'The Steam client logged in through the account’s proxy.',
  stopped: 'The Steam client was stopped.',
  invalid: 'Steam ended the session; start the Steam client again.',
  failed: 'The Steam client could not log in.',
};

/** The `auth` activity (auth.steam_id, status) of a Steam client's log-in state changing. */
export function steamLogIn(
  account: { userId: string; steamId: string },
  status: SteamLogInStatus,
  reason?: string,
): AccountActivity {
  return {
    userId: account.userId,
    steamId: account.steamId,
    type: 'auth',
    title: titles[status],
    description: reason ? `${descriptions[status]} ${reason}` : descriptions[status],
    metadata: { steam_id: account.steamId, platform: 'steam', status },
  };
}
