import type { SteamTradeOffer, SteamTradeOffers } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { writeAccountActivity } from '../activity/write-activity';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { insertObservedOffers, moveObservedState, observedStatesOf } from './observed-offers.repository';

/**
 * The ordinary changes the user hears of (trade_notifications): what the other side did or what
 * ran out. Our own actions (a gift accepted, an offer cancelled by the automation or the tools) are
 * told where they happen, so a cancelled sent offer or an accepted received one is not told again.
 */
function changeOf(offer: SteamTradeOffer): { action: string; title: string } | null {
  const items = [...offer.itemsToGive, ...offer.itemsToReceive].map((i) => i.marketName).join(', ');
  const what = `offer ${offer.id}${items ? ` (${items})` : ''}`;
  if (offer.isOurOffer) {
    if (offer.state === 3) return { action: 'offer_accepted', title: `Partner accepted ${what}` };
    if (offer.state === 7) return { action: 'offer_declined', title: `Partner declined ${what}` };
    if (offer.state === 5) return { action: 'offer_expired', title: `Sent ${what} expired` };
    return null;
  }
  if (offer.state === 6) return { action: 'offer_cancelled', title: `Partner cancelled ${what}` };
  if (offer.state === 5) return { action: 'offer_expired', title: `Received ${what} expired` };
  return null;
}

/**
 * Remembers the state of every offer read, and when `tell` (trade_notifications) writes one steam
 * activity per ordinary change. The state moves in one conditional update, so a change is told once
 * even when two sweeps read the same offers; states are remembered with the setting off too, so
 * turning it on does not tell old changes. Answers the ids of the offers told.
 */
export async function noticeOfferChanges(
  db: Db,
  account: TradingAccountRow,
  offers: SteamTradeOffers,
  tell: boolean,
  at: Date,
): Promise<string[]> {
  const all = [...offers.sent, ...offers.received];
  if (all.length === 0) return [];
  const known = await observedStatesOf(db, account.id);
  const fresh = all.filter((o) => !known.has(o.id));
  if (fresh.length > 0) await insertObservedOffers(db, account.id, fresh, at);
  const told: string[] = [];
  for (const offer of all.filter((o) => known.has(o.id) && known.get(o.id) !== o.state)) {
    const wasTold = await db.transaction(async (tx) => {
      const moved = await moveObservedState(tx, account.id, offer.id, offer.state, at);
      const change = changeOf(offer);
      if (!moved || !tell || !change) return false;
      await writeAccountActivity(
        tx,
        {
          userId: account.userId,
          steamId: account.steamId,
          type: 'steam',
          title: change.title,
          description: `Steam reports the offer with ${offer.partnerSteamId} as ${change.action.replace('offer_', '')}.`,
          metadata: {
            action: change.action,
            trade_offer_id: offer.id,
            partner_id: offer.partnerSteamId,
            message: offer.message,
            auto_action: 'trade_notifications',
          },
        },
        at,
      );
      return true;
    });
    if (wasTold) told.push(offer.id);
  }
  return told;
}
