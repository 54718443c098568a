import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { acceptedSteamOffers } from './steam-automation.schema';

export type AcceptedOffer = typeof acceptedSteamOffers.$inferSelect;

/** Remembers the offers; answers the ids of those not remembered before (seen accepted for the first time). */
export async function insertAcceptedOffers(
  db: DbOrTx,
  offers: Omit<AcceptedOffer, 'reversedAt'>[],
): Promise<string[]> {
  const inserted = await db
    .insert(acceptedSteamOffers)
    .values(offers)
    .onConflictDoNothing()
    .returning({ offerId: acceptedSteamOffers.offerId });
  return inserted.map((row) => row.offerId);
}

/** Accepted offers of the account not yet found reversed. */
export async function unreversedOffersOf(db: DbOrTx, accountId: string): Promise<AcceptedOffer[]> {
  return db
    .select()
    .from(acceptedSteamOffers)
    .where(and(eq(acceptedSteamOffers.accountId, accountId), isNull(acceptedSteamOffers.reversedAt)));
}

/** Marks the offer reversed unless it already is; answers whether this call marked it. */
export async function markOfferReversed(
  tx: DbOrTx,
  accountId: string,
  offerId: string,
  at: Date,
): Promise<boolean> {
  const marked = await tx
    .update(acceptedSteamOffers)
    .set({ reversedAt: at })
    .where(
      and(
        eq(acceptedSteamOffers.accountId, accountId),
        eq(acceptedSteamOffers.offerId, offerId),
        isNull(acceptedSteamOffers.reversedAt),
      ),
    )
    .returning({ offerId: acceptedSteamOffers.offerId });
  return marked.length > 0;
}
