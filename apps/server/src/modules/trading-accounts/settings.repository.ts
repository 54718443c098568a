import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountSettings, tradingAccounts } from './trading-accounts.schema';

export async function readSettingsRow(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.accountId, accountId));
  return row;
}

export async function writeSettings(
  tx: DbOrTx,
  accountId: string,
  values: { csgoroll?: Record<string, unknown>; steam?: Record<string, unknown> },
  at: Date,
  requestId: string | null = null,
) {
  await tx
    .insert(accountSettings)
    .values({ accountId, ...values, updatedAt: at, requestId })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: { ...values, updatedAt: at, requestId } });
}

/** The accounts of these Steam ids with their owner, sniping switch and stored CSGORoll settings. */
export async function findSessionSettingsRows(db: DbOrTx, steamIds: string[]) {
  return db
    .select({
      steamId: tradingAccounts.steamId,
      userId: tradingAccounts.userId,
      sniping: tradingAccounts.snipingEnabled,
      stored: accountSettings.csgoroll,
    })
    .from(tradingAccounts)
    .leftJoin(accountSettings, eq(accountSettings.accountId, tradingAccounts.id))
    .where(inArray(tradingAccounts.steamId, steamIds));
}
