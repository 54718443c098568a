import type { SteamTradeOffer, SteamTradeOffers } from '@skinpilot/connectors';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { tradeOfferCache } from './steam-tools.schema';

export type CachedOffers = typeof tradeOfferCache.$inferSelect;

export async function readOfferCache(db: DbOrTx, accountId: string): Promise<CachedOffers | undefined> {
  const [row] = await db.select().from(tradeOfferCache).where(eq(tradeOfferCache.accountId, accountId));
  return row;
}

export async function storeOffers(db: DbOrTx, accountId: string, offers: SteamTradeOffers, at: Date) {
  const values = {
    sent: offers.sent,
    received: offers.received,
    fetchedAt: at,
    lastError: null,
    lastErrorAt: null,
  };
  await db
    .insert(tradeOfferCache)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: tradeOfferCache.accountId, set: values });
}

export async function storeOfferError(db: DbOrTx, accountId: string, error: string, at: Date) {
  await db
    .insert(tradeOfferCache)
    .values({ accountId, sent: [], received: [], lastError: error, lastErrorAt: at })
    .onConflictDoUpdate({ target: tradeOfferCache.accountId, set: { lastError: error, lastErrorAt: at } });
}

/** One offer changed by our own action: the cached lists show it at once, without reading Steam. */
export async function putOffer(db: Db, accountId: string, offer: SteamTradeOffer) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(tradeOfferCache)
      .where(eq(tradeOfferCache.accountId, accountId))
      .for('update');
    if (!row) return;
    const side = offer.isOurOffer ? 'sent' : 'received';
    const list = row[side].filter((o) => o.id !== offer.id);
    await tx
      .update(tradeOfferCache)
      .set({ [side]: [offer, ...list] })
      .where(eq(tradeOfferCache.accountId, accountId));
  });
}
