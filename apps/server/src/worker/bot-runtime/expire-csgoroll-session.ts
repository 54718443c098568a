import type { Db } from '../../db/database';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import { markCsgorollSessionExpired } from '../../modules/trading-accounts/record-connection-state';

/**
 * The cookie no longer works and cannot be renewed: the card shows it and the user reads why, in one
 * transaction so neither is seen without the other.
 */
export async function expireCsgorollSession(
  db: Db,
  accountId: string,
  owner: { userId: string; steamId: string },
  at: Date,
) {
  await db.transaction(async (tx) => {
    await markCsgorollSessionExpired(tx, accountId, at);
    await writeAccountActivity(
      tx,
      {
        ...owner,
        type: 'auth',
        title: 'CSGORoll session expired',
        description: 'Sniping stopped: the CSGORoll session has expired; connect the account again.',
        metadata: { steam_id: owner.steamId, platform: 'csgoroll', status: 'invalid' },
      },
      at,
    );
  });
}
