import type { SteamTradeOffer } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import type { SteamOwner } from '../../modules/trading-accounts/steam-owner';
import { judgeOffer, type AwaitedWithdrawal } from './offer-match';
import { withSteamBackoff } from './steam-backoff';
import { noteSteamOffer } from '../../modules/market/record-bot-trades';

type Owner = { userId: string; steamId: string };

export type SellerOffersDeps = {
  db: Db;
  /** The account's Steam session owner (decision 038): its client, never a log-in of our own. */
  steam: SteamOwner;
  accountId: string;
  /** Without a Steam password there is no client to use. */
  hasSteamCredentials: boolean;
  now: () => Date;
  log: (entry: Record<string, unknown>, message: string) => void;
  owner: Owner;
  /** The withdrawals the session waits for, as they are now. */
  awaited: () => AwaitedWithdrawal[];
  stopped: () => boolean;
};

/**
 * The sellers' offers of the session's withdrawals, through the account's Steam client (the session
 * owner's, shared with the Steam tools and the automation: no log-in of its own): each offer that
 * gives exactly a withdrawal's items and asks nothing is accepted and confirmed (backing off Steam's
 * rate limits), anything else from a seller is left alone and told once. Without Steam credentials,
 * or when there is no client, the session still snipes and the offers wait for the user. Answers
 * the way to stop listening (the client stays the owner's).
 */
export async function startSellerOffers(deps: SellerOffersDeps): Promise<(() => void) | null> {
  const { log, owner, steam, accountId } = deps;
  if (!deps.hasSteamCredentials) return null;
  try {
    await steam.client(accountId);
  } catch (error) {
    log(
      { steamId: owner.steamId, err: String(error) },
      'steam client unavailable; offers are left to the user',
    );
    return null;
  }
  const refused = new Set<string>();
  const stopListening = steam.on(accountId, {
    onOfferChanged: (offer) =>
      void onOffer(offer).catch((error) =>
        log({ offer: offer?.id, err: String(error) }, 'steam offer not handled'),
      ),
  });

  async function onOffer(offer: SteamTradeOffer) {
    if (deps.stopped()) return;
    const verdict = judgeOffer(offer, deps.awaited());
    if (verdict.kind === 'not_ours') return;
    const tradeId = verdict.withdrawal.csgorollTradeId;
    const offerMetadata = { trade_offer_id: offer.id, trade_id: tradeId, partner_id: offer.partnerSteamId };
    if (verdict.kind === 'refuse') {
      if (refused.has(offer.id)) return;
      refused.add(offer.id);
      log({ offer: offer.id, trade: tradeId, reason: verdict.reason }, 'steam offer not accepted');
      await writeAccountActivity(
        deps.db,
        {
          ...owner,
          type: 'steam',
          title: 'Steam offer not accepted',
          description: `A Steam offer from the seller of a withdrawal was left alone: ${verdict.reason}.`,
          metadata: { action: 'offer_refused', ...offerMetadata },
        },
        deps.now(),
      );
      return;
    }
    // Steam's rate-limit answers (eresult 84, HTTP 429) wait and retry; the offer stays open meanwhile.
    const backoff = {
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
      cancelled: deps.stopped,
      onRateLimited: (waitMs: number, attempt: number) =>
        log({ offer: offer.id, waitMs, attempt }, 'steam is rate limiting; trying again later'),
    };
    const accepted = await withSteamBackoff(
      () => steam.use(accountId, (client) => client.acceptOffer(offer.id)),
      backoff,
    );
    if (accepted.needsConfirmation || offer.needsConfirmation)
      await withSteamBackoff(() => steam.use(accountId, (client) => client.confirmOffer(offer.id)), backoff);
    await noteSteamOffer(deps.db, tradeId, offer.id);
    await writeAccountActivity(
      deps.db,
      {
        ...owner,
        type: 'steam',
        title: 'Accepted the seller’s Steam offer',
        description: `The items of withdrawal ${tradeId} are on their way to this Steam account.`,
        metadata: {
          action: 'offer_accepted',
          ...offerMetadata,
          asset_id: verdict.withdrawal.assetIds[0] ?? null,
          auto_action: 'sniping',
        },
      },
      deps.now(),
    );
  }

  return stopListening;
}
