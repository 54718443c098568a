import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { observedSteamOffers } from './steam-automation.schema';

/** The state last seen of every offer of the account, by offer id. */
export async function observedStatesOf(db: DbOrTx, accountId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ offerId: observedSteamOffers.offerId, state: observedSteamOffers.state })
    .from(observedSteamOffers)
    .where(eq(observedSteamOffers.accountId, accountId));
  return new Map(rows.map((row) => [row.offerId, row.state]));
}

export async function insertObservedOffers(
  db: DbOrTx,
  accountId: string,
  offers: { id: string; state: number }[],
  at: Date,
): Promise<void> {
  await db
    .insert(observedSteamOffers)
    .values(offers.map((o) => ({ accountId, offerId: o.id, state: o.state, seenAt: at })))
    .onConflictDoNothing();
}

/** Moves the offer to `state` unless it is there already; answers whether this call moved it. */
export async function moveObservedState(
  tx: DbOrTx,
  accountId: string,
  offerId: string,
  state: number,
  at: Date,
): Promise<boolean> {
  const moved = await tx
    .update(observedSteamOffers)
    .set({ state, seenAt: at })
    .where(
      and(
        eq(observedSteamOffers.accountId, accountId),
        eq(observedSteamOffers.offerId, offerId),
        ne(observedSteamOffers.state, state),
      ),
    )
    .returning({ offerId: observedSteamOffers.offerId });
  return moved.length > 0;
}
