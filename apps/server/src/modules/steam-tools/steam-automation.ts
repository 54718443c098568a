import type { SteamTradeOffer } from '@skinpilot/connectors';
import { DEFAULT_STEAM_SETTINGS, type SteamSettings } from '@skinpilot/domain';
import { writeAccountActivity } from '../activity/write-activity';
import { queueChannelNotification } from '../notifications/queue-notification';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { accountsRunningSteam } from '../trading-accounts/account-records.queries';
import { insertAcceptedOffers } from './accepted-offers.repository';
import { markRun } from './automation-runs';
import { isDue } from './automation-runs.queries';
import { noticeOfferChanges } from './offer-state-changes';
import { withSteam, type SteamToolsContext } from './steam-tools-context';
import { putOffer, storeOffers } from './trade-offer-cache.repository';
import { checkReversals, type SkippedTrade } from './trade-reversals';

/** Steam's offer states (1 to 11) the automation acts on. */
const ACTIVE = 2;
const ACCEPTED = 3;
const NEEDS_CONFIRMATION = 9;

export type SteamAutomationOutcome = {
  accepted: string[];
  cancelled: string[];
  reversed: string[];
  /** Trade statuses the reversal check skipped (unknown status, a trade we never recorded), to log. */
  skippedTrades: SkippedTrade[];
  /** Offers whose ordinary state change was told as an activity (trade_notifications). */
  changed: string[];
  /**
   * Items that just arrived in the Steam inventory (a gift accepted now, or an offer newly seen
   * accepted that gave us items), for auto_send_deposits_to_csgoroll; empty with the setting off.
   */
  arrived: ArrivedItems[];
  skipped: boolean;
};

/** The items an accepted offer brought, by Steam market hash name. */
export type ArrivedItems = { offerId: string; marketNames: string[] };

/** An offer first seen accepted counts as an arrival only if Steam accepted it this recently. */
const ARRIVAL_WINDOW_MS = 60 * 60_000;

const itemNames = (offer: SteamTradeOffer) =>
  [...offer.itemsToReceive, ...offer.itemsToGive].map((i) => i.marketName).join(', ') || 'no items';

/** A gift: the partner gives at least one item and asks for none (auto_accept_incoming_trades). */
export const isIncomingGift = (offer: SteamTradeOffer) =>
  !offer.isOurOffer &&
  offer.state === ACTIVE &&
  offer.itemsToGive.length === 0 &&
  offer.itemsToReceive.length > 0;

/**
 * One account's Steam automation, when it is due by the account's settings (issue 16):
 * - every monitor_interval seconds (when auto_monitor_trades, auto_accept_incoming_trades or
 *   auto_cancel_sent_offers is on): read the offers (refreshing the Trade Offers tab's cache),
 *   remember the accepted ones, accept incoming gifts, cancel our sent offers still active after
 *   auto_cancel_timeout_minutes. An offer that asks for our items is never accepted here.
 * - every reversal_check_interval_hours (trade_reversal_notifications): a trade we saw complete that
 *   Steam rolled back (trade status 12, or the offer now in another state) is told once, as an
 *   activity and on the trading channel (trade-reversals.ts).
 * - whenever it reads the offers: an ordinary change of an offer's state (the partner accepted,
 *   declined or cancelled, an offer expired) is told once as an activity when trade_notifications
 *   is on (offer-state-changes.ts).
 * Runs only while the account's Steam client runs (the user started it); each Steam call spends from
 * the account's Steam budget like the tools do.
 */
export async function automateSteamAccount(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  settings: SteamSettings,
): Promise<SteamAutomationOutcome> {
  const outcome: SteamAutomationOutcome = {
    accepted: [],
    cancelled: [],
    reversed: [],
    skippedTrades: [],
    changed: [],
    arrived: [],
    skipped: true,
  };
  const now = ctx.now();
  const monitors =
    settings.auto_monitor_trades ||
    settings.auto_accept_incoming_trades ||
    settings.auto_cancel_sent_offers ||
    settings.auto_send_deposits_to_csgoroll;
  const monitorDue =
    monitors && (await isDue(ctx.db, account.id, 'monitor', settings.monitor_interval * 1000, now));
  const reversalDue =
    settings.trade_reversal_notifications &&
    (await isDue(
      ctx.db,
      account.id,
      'reversal_check',
      settings.reversal_check_interval_hours * 3_600_000,
      now,
    ));
  if (!monitorDue && !reversalDue) return outcome;
  outcome.skipped = false;

  const offers = await withSteam(ctx, account, (client) => client.tradeOffers());
  await storeOffers(ctx.db, account.id, offers, now);
  outcome.changed = await noticeOfferChanges(ctx.db, account, offers, settings.trade_notifications, now);
  const all = [...offers.sent, ...offers.received];
  const newlyAccepted = await rememberAccepted(
    ctx,
    account,
    all.filter((o) => o.state === ACCEPTED),
    now,
  );
  const arrivals = newlyAccepted.filter(
    (o) => o.itemsToReceive.length > 0 && now.getTime() - Date.parse(o.updatedAt) <= ARRIVAL_WINDOW_MS,
  );

  if (monitorDue) {
    if (settings.auto_accept_incoming_trades) {
      for (const offer of offers.received.filter(isIncomingGift)) {
        if (await acceptGift(ctx, account, offer)) {
          outcome.accepted.push(offer.id);
          arrivals.push(offer);
        }
      }
    }
    if (settings.auto_cancel_sent_offers) {
      const limitMs = settings.auto_cancel_timeout_minutes * 60_000;
      for (const offer of offers.sent) {
        const stillActive = offer.state === ACTIVE || offer.state === NEEDS_CONFIRMATION;
        const ageMs = now.getTime() - Date.parse(offer.createdAt);
        if (stillActive && ageMs >= limitMs && (await cancelStale(ctx, account, offer, ageMs)))
          outcome.cancelled.push(offer.id);
      }
    }
    await markRun(ctx.db, account.id, 'monitor', now);
  }
  if (reversalDue) {
    const check = await checkReversals(ctx, account, all);
    outcome.reversed = check.reversed;
    outcome.skippedTrades = check.skipped;
    await markRun(ctx.db, account.id, 'reversal_check', now);
  }
  if (settings.auto_send_deposits_to_csgoroll)
    outcome.arrived = arrivals.map((offer) => ({
      offerId: offer.id,
      marketNames: offer.itemsToReceive.map((item) => item.marketHashName || item.marketName),
    }));
  return outcome;
}

async function rememberAccepted(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  accepted: SteamTradeOffer[],
  at: Date,
): Promise<SteamTradeOffer[]> {
  if (accepted.length === 0) return [];
  const remembered = await insertAcceptedOffers(
    ctx.db,
    accepted.map((offer) => ({
      accountId: account.id,
      offerId: offer.id,
      tradeId: offer.tradeId,
      partnerSteamId: offer.partnerSteamId,
      itemNames: itemNames(offer),
      acceptedAt: new Date(offer.updatedAt || at),
    })),
  );
  // The offers seen accepted for the first time: what arrived since the last look.
  const fresh = new Set(remembered);
  return accepted.filter((offer) => fresh.has(offer.id));
}

const offerMetadata = (offer: SteamTradeOffer, extra: Record<string, unknown>) => ({
  trade_offer_id: offer.id,
  partner_id: offer.partnerSteamId,
  message: offer.message,
  ...extra,
});

async function acceptGift(ctx: SteamToolsContext, account: TradingAccountRow, offer: SteamTradeOffer) {
  const at = ctx.now();
  let accepted: SteamTradeOffer;
  try {
    accepted = await withSteam(ctx, account, (client) => client.acceptOffer(offer.id));
  } catch (error) {
    await writeAccountActivity(
      ctx.db,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'steam',
        title: 'Could not accept an incoming gift',
        description: `Offer ${offer.id}: ${error instanceof Error ? error.message : 'Steam refused it'}.`,
        metadata: offerMetadata(offer, { action: 'accept_failed', auto_action: 'auto_accept' }),
      },
      at,
    );
    return false;
  }
  await putOffer(ctx.db, account.id, accepted);
  await ctx.db.transaction(async (tx) => {
    const names = itemNames(offer);
    await writeAccountActivity(
      tx,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'steam',
        title: 'Accepted an incoming gift',
        description: `Received ${names} from ${offer.partnerSteamId}.`,
        metadata: offerMetadata(offer, { action: 'accepted', auto_action: 'auto_accept' }),
      },
      at,
    );
    await queueChannelNotification(
      tx,
      'trading.offer_accepted',
      { content: `Auto-accepted a gift on ${account.steamId}: ${names} (offer ${offer.id})` },
      at,
    );
  });
  await rememberAccepted(
    ctx,
    account,
    [{ ...offer, state: ACCEPTED, tradeId: accepted.tradeId, updatedAt: at.toISOString() }],
    at,
  );
  return true;
}

async function cancelStale(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  offer: SteamTradeOffer,
  ageMs: number,
) {
  const at = ctx.now();
  const ageMinutes = Math.floor(ageMs / 60_000);
  let cancelled: SteamTradeOffer;
  try {
    cancelled = await withSteam(ctx, account, (client) => client.cancelOffer(offer.id));
  } catch {
    // Accepted or declined meanwhile, or Steam is busy: the next run sees the offer's new state.
    return false;
  }
  await putOffer(ctx.db, account.id, cancelled);
  await ctx.db.transaction(async (tx) => {
    await writeAccountActivity(
      tx,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'steam',
        title: 'Cancelled a sent offer',
        description: `Offer ${offer.id} (${itemNames(offer)}) was still open after ${ageMinutes} minutes.`,
        metadata: offerMetadata(offer, {
          action: 'cancelled',
          age_minutes: ageMinutes,
          auto_action: 'auto_cancel',
        }),
      },
      at,
    );
    await queueChannelNotification(
      tx,
      'trading.offer_cancelled',
      { content: `Auto-cancelled offer ${offer.id} on ${account.steamId} after ${ageMinutes} minutes` },
      at,
    );
  });
  return true;
}

/**
 * Every account whose Steam client runs, with its Steam settings (defaults for fields never saved),
 * automated one after another. One account's failure (Steam down, rate limit, a stopped session) is
 * reported and the sweep goes on.
 */
export async function runSteamAutomation(
  ctx: SteamToolsContext,
  report: (accountId: string, error: unknown) => void,
): Promise<Map<string, SteamAutomationOutcome>> {
  const rows = await accountsRunningSteam(ctx.db);
  const outcomes = new Map<string, SteamAutomationOutcome>();
  for (const { account, steam } of rows) {
    const settings = { ...DEFAULT_STEAM_SETTINGS, ...(steam ?? {}) } as SteamSettings;
    try {
      outcomes.set(account.id, await automateSteamAccount(ctx, account, settings));
    } catch (error) {
      report(account.id, error);
    }
  }
  return outcomes;
}
