import type { SteamClient, SteamTradeOffer } from '@skinpilot/connectors';
import type { TradeOffer, TradeOfferCacheInfo } from '@skinpilot/contract';
import { AppError, badRequest, notFound } from '../../errors/app-error';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import {
  putOffer,
  readOfferCache,
  storeOfferError,
  storeOffers,
  type CachedOffers,
} from './trade-offer-cache.repository';
import { newestFirst, tradeOfferView } from './trade-offer-view';
import { requireRunning, withSteam, type SteamToolsContext } from './steam-tools-context';

/** Section 4: up to 30 s the cache is Fresh, and reads are answered from it. */
export const OFFER_CACHE_FRESH_MS = 30_000;
/**
 * A forced refresh within 2 s of a read (ten tabs pressing refresh together) is answered from that
 * read; later ones read Steam, so a person's refresh shows what just arrived.
 */
export const FORCED_REFRESH_MIN_MS = 2_000;

export type OfferLists = {
  sent_offers: TradeOffer[];
  received_offers: TradeOffer[];
  cache_info: TradeOfferCacheInfo;
};

/** Reads of one account already under way in this process; a second reader waits for the first. */
const inFlight = new Map<string, Promise<OfferLists>>();

function answer(row: CachedOffers, now: Date, fromCache: boolean): OfferLists {
  return {
    sent_offers: newestFirst(row.sent).map(tradeOfferView),
    received_offers: newestFirst(row.received).map(tradeOfferView),
    cache_info: {
      age_seconds: row.fetchedAt
        ? Math.max(0, Math.floor((now.getTime() - row.fetchedAt.getTime()) / 1000))
        : null,
      fetched_at: row.fetchedAt?.toISOString() ?? null,
      from_cache: fromCache,
      last_error: row.lastError,
    },
  };
}

const ageOf = (row: CachedOffers | undefined, now: Date) =>
  row?.fetchedAt ? now.getTime() - row.fetchedAt.getTime() : Infinity;

/**
 * The account's offers: from the cache while it is fresh, otherwise from Steam (one read per
 * account at a time). When Steam fails and an older read exists, that read is answered with
 * `last_error`, so the screen keeps its offers and shows the warning of section 8.
 */
export async function readOffers(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  forceRefresh: boolean,
): Promise<OfferLists> {
  requireRunning(account);
  const limit = forceRefresh ? FORCED_REFRESH_MIN_MS : OFFER_CACHE_FRESH_MS;
  const cached = await readOfferCache(ctx.db, account.id);
  if (ageOf(cached, ctx.now()) <= limit) return answer(cached!, ctx.now(), true);
  const pending = inFlight.get(account.id);
  if (pending) return pending;
  const reading = readFromSteam(ctx, account, limit).finally(() => inFlight.delete(account.id));
  inFlight.set(account.id, reading);
  return reading;
}

async function readFromSteam(ctx: SteamToolsContext, account: TradingAccountRow, limit: number) {
  // Another process may have read Steam while this one waited.
  const cached = await readOfferCache(ctx.db, account.id);
  if (ageOf(cached, ctx.now()) <= limit) return answer(cached!, ctx.now(), true);
  try {
    const offers = await withSteam(ctx, account, (client) => client.tradeOffers());
    await storeOffers(ctx.db, account.id, offers, ctx.now());
  } catch (error) {
    const keepsOld =
      error instanceof AppError && ['rate_limited', 'unavailable'].includes(error.code) && cached?.fetchedAt;
    if (!keepsOld) throw error;
    await storeOfferError(ctx.db, account.id, error.detail, ctx.now());
  }
  const stored = (await readOfferCache(ctx.db, account.id))!;
  return answer(stored, ctx.now(), stored.lastError !== null);
}

export type OfferAction = 'accept' | 'decline' | 'cancel';

const done: Record<OfferAction, string> = {
  accept: 'Trade offer accepted',
  decline: 'Trade offer declined',
  cancel: 'Trade offer cancelled',
};

/**
 * Section 4: Accept and Decline only on a received offer in state 2 (Active), Cancel only on a sent
 * one. The offer must be one of this account's: an id of any other account is not found. Steam
 * checks again when asked; an acceptance Steam holds for a mobile confirmation is confirmed with
 * the identity secret.
 */
export async function actOnOffer(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  offerId: string,
  action: OfferAction,
): Promise<{ message: string; offer: TradeOffer }> {
  let lists = await readOffers(ctx, account, false);
  const find = () => ({
    received: lists.received_offers.find((o) => o.trade_offer_id === offerId),
    sent: lists.sent_offers.find((o) => o.trade_offer_id === offerId),
  });
  let found = find();
  if (!found.received && !found.sent && lists.cache_info.from_cache) {
    lists = await readOffers(ctx, account, true);
    found = find();
  }
  if (!found.received && !found.sent) throw notFound('Trade offer not found.');
  const offer = action === 'cancel' ? found.sent : found.received;
  if (!offer) {
    throw badRequest(
      action === 'cancel'
        ? 'Only sent trade offers can be cancelled.'
        : 'Only received trade offers can be accepted or declined.',
    );
  }
  if (offer.trade_offer_state !== 2) throw badRequest('This trade offer is no longer active.');
  const changed = await withSteam(ctx, account, (client) => perform(client, offerId, action));
  await putOffer(ctx.db, account.id, changed);
  return { message: done[action], offer: tradeOfferView(changed) };
}

async function perform(client: SteamClient, offerId: string, action: OfferAction): Promise<SteamTradeOffer> {
  if (action === 'decline') return client.declineOffer(offerId);
  if (action === 'cancel') return client.cancelOffer(offerId);
  const accepted = await client.acceptOffer(offerId);
  if (!accepted.needsConfirmation && accepted.state !== 9) return accepted;
  await client.confirmOffer(offerId);
  return { ...accepted, needsConfirmation: false };
}
