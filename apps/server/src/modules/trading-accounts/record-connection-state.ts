import type { DbOrTx } from '../../db/database';
import { setConnectionState, switchSteamSessionValid } from './connection-state.repository';

/** The account a connection change belongs to, for the activity that tells it. */
export type ChangedAccount = { userId: string; steamId: string };

/**
 * What the Steam tools and the bot runtime learn of an account's connections, recorded on the
 * account so that every process and the account card show the same state.
 */

/**
 * The Steam client logged in: the session is valid until stopped or refused. Answers the account
 * when its session was down before (news worth an activity), else nothing.
 */
export async function markSteamSessionStarted(
  db: DbOrTx,
  accountId: string,
  at: Date,
  accessTokenExpiresAt: Date,
): Promise<ChangedAccount | undefined> {
  const changed = await switchSteamSessionValid(db, accountId, true);
  await setConnectionState(db, accountId, {
    steamSessionValid: true,
    steamLastLogin: at,
    steamAccessTokenExpiresAt: accessTokenExpiresAt,
  });
  return changed;
}

/** The Steam client is down. Answers the account when its session was up before, else nothing. */
export async function markSteamSessionStopped(
  db: DbOrTx,
  accountId: string,
): Promise<ChangedAccount | undefined> {
  return switchSteamSessionValid(db, accountId, false);
}

/** The CSGORoll cookie no longer works and cannot be renewed: the card shows it. */
export async function markCsgorollSessionExpired(db: DbOrTx, accountId: string, at: Date): Promise<void> {
  await setConnectionState(db, accountId, { csgorollCookieValid: false, csgorollLastChecked: at });
}

/** Profile figures and trade URL as Steam has them now. */
export async function recordSteamProfile(
  db: DbOrTx,
  accountId: string,
  profile: { tradeUrl: string; avatarUrl: string | null; level: number; isCommunityBanned: boolean },
): Promise<void> {
  await setConnectionState(db, accountId, {
    steamTradeUrl: profile.tradeUrl,
    steamAvatarUrl: profile.avatarUrl,
    steamLevel: profile.level,
    steamCommunityBanned: profile.isCommunityBanned,
  });
}

/**
 * Steam saw the log-on come from `seenIp`, not from the proxy's exit address: the proxy is not
 * applied (steam-user issue 517) and the account stops until the proxy is fixed and tested again.
 */
export async function markProxyNotApplied(db: DbOrTx, accountId: string, seenIp: string): Promise<void> {
  await setConnectionState(db, accountId, { proxyStatus: 'not_applied', proxyCurrentIp: seenIp });
}

export async function markSteamInventoryRead(db: DbOrTx, accountId: string, at: Date): Promise<void> {
  await setConnectionState(db, accountId, { steamInventoryUpdatedAt: at });
}
