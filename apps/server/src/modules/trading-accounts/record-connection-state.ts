import type { DbOrTx } from '../../db/database';
import { setConnectionState } from './connection-state.repository';

/**
 * What the Steam tools and the bot runtime learn of an account's connections, recorded on the
 * account so that every process and the account card show the same state.
 */

/** The Steam client logged in: the session is valid until stopped or refused. */
export async function markSteamSessionStarted(
  db: DbOrTx,
  accountId: string,
  at: Date,
  accessTokenExpiresAt: Date,
): Promise<void> {
  await setConnectionState(db, accountId, {
    steamSessionValid: true,
    steamLastLogin: at,
    steamAccessTokenExpiresAt: accessTokenExpiresAt,
  });
}

export async function markSteamSessionStopped(db: DbOrTx, accountId: string): Promise<void> {
  await setConnectionState(db, accountId, { steamSessionValid: false });
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

export async function markSteamInventoryRead(db: DbOrTx, accountId: string, at: Date): Promise<void> {
  await setConnectionState(db, accountId, { steamInventoryUpdatedAt: at });
}
