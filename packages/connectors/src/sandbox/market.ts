import { generateItem } from '../catalogue/generate-item';
import { hashText, seededRandom } from '../catalogue/seeded-random';
import type { CsgorollTradeStatus } from '../types/csgoroll';
import { createMarketAccounts } from './market-accounts';
import {
  marketError,
  type SandboxCancelReason,
  type SandboxTrade,
  type SandboxUser,
  type SandboxWallet,
} from './market-model';
import { relayId } from './relay-id';
import { joinTimeFor, variantIdOf } from './views';

export type SandboxMarketOptions = {
  seed: number;
  /** Milliseconds between feed listings; 0 keeps the feed quiet (tests publish by hand). */
  listingIntervalMs: number;
  /** Delay of each automatic status step (joined -> processing -> completed). */
  progressDelayMs?: number;
  /** Coins one user may withdraw per UTC day (User.dailyWithdrawLimit). */
  dailyWithdrawalLimit?: number;
  /** Chance that a market bot takes a feed listing before anyone else. */
  competitionRate?: number;
  /** Chance that a market buyer joins a product user's deposit within half a minute. */
  buyerRate?: number;
  /**
   * canJoinAfter - createdAt for ordinary users; null gives listings without a delay. Default
   * 40 s, as the one captured listing that carried a value (reference section 8).
   */
  canJoinAfterMs?: number | null;
  /** suspectedTraderCanJoinAfter - createdAt; 1 s in the latest capture, 2 s before. */
  suspectedTraderDelayMs?: number;
  /** Listing lifetime while LISTED; 48 h in every captured listing. */
  listingLifetimeMs?: number;
  /** A joined trade the depositor does not process within this is cancelled (not attested; ours). */
  processTimeLimitMs?: number;
  /** A processing trade whose Steam offer is not accepted within this is cancelled (not attested; ours). */
  steamOfferTimeLimitMs?: number;
  /** Chance that a market-bot depositor never sends its Steam offer after processing. */
  depositorNoShowRate?: number;
  /** Sandbox buyers accept the Steam offer of a product user's deposit by themselves. */
  buyersAcceptOffers?: boolean;
  /**
   * Share of trades that complete `COMPLETED_PROTECTED`: the item's Steam leg is under Steam's trade
   * protection (protocol/steam.md §3). Chosen from the trade id, not the seeded stream, so every
   * other figure stays what it was; 0 (none) by default.
   */
  protectedShare?: number;
  now?: () => Date;
};

type WalletChangeType = 'TRADE_WITHDRAW' | 'TRADE_DEPOSIT' | 'TRADE_REFUND' | 'STASH' | 'BOX' | 'EXCHANGE';

export type MarketEvent =
  | { type: 'tradesCreated'; trades: SandboxTrade[] }
  | { type: 'tradeUpdated'; trade: SandboxTrade }
  | {
      type: 'walletUpdated';
      user: SandboxUser;
      wallet: SandboxWallet;
      change: { id: string; type: WalletChangeType; externalId: string | null; valueChange: number };
    };

const HOUR = 3_600_000;
/** Finished feed listings kept for the TradeList query before they are dropped. */
const KEPT_PUBLIC_TRADES = 500;
const round2 = (n: number) => Math.round(n * 100) / 100;
const ID_EPOCH = Date.UTC(2024, 0, 1);
/** 1,000 ids per millisecond since 2024: about 10^14 today, far inside a safe integer. */
const idsAfterRestart = () => (Date.now() - ID_EPOCH) * 1000;

/**
 * The CSGORoll stand-in's world: a live feed of listings with realistic values and markups, join
 * timing, joins, deposits, status progressions with time limits and a daily withdrawal limit.
 * Everything random comes from one seed.
 */
export function createSandboxMarket(options: SandboxMarketOptions) {
  const random = seededRandom(options.seed);
  const now = options.now ?? (() => new Date());
  const progressDelayMs = options.progressDelayMs ?? 1500;
  const competitionRate = options.competitionRate ?? 0.3;
  const buyerRate = options.buyerRate ?? 0.5;
  const canJoinAfterMs = options.canJoinAfterMs === undefined ? 40_000 : options.canJoinAfterMs;
  const suspectedTraderDelayMs = options.suspectedTraderDelayMs ?? 1000;
  const listingLifetimeMs = options.listingLifetimeMs ?? 48 * HOUR;
  const processTimeLimitMs = options.processTimeLimitMs ?? 10 * 60_000;
  const steamOfferTimeLimitMs = options.steamOfferTimeLimitMs ?? HOUR;
  const depositorNoShowRate = options.depositorNoShowRate ?? 0.05;
  const buyersAcceptOffers = options.buyersAcceptOffers ?? true;
  const protectedShare = options.protectedShare ?? 0;
  const endsProtected = (trade: SandboxTrade) =>
    protectedShare > 0 && hashText(`protected:${trade.id}`) % 1000 < protectedShare * 1000;
  const accounts = createMarketAccounts(options.seed, options.dailyWithdrawalLimit);
  const trades = new Map<string, SandboxTrade>();
  const listeners = new Set<(event: MarketEvent) => void>();
  const timers = new Set<NodeJS.Timeout>();
  const depositors = ['rollbot', 'skinsbay', 'floatking', 'tradeup'].map((n) => accounts.botUser(n));
  // Trade ids rise over time from where the captured feed stood (about 33 million in 2024-01).
  // Our server knows trades by these ids, so a restart must never hand one out again: each start
  // begins past every id an earlier start could have used, at up to 1,000 ids per millisecond of
  // real time (not `now`, which tests may hold still).
  const sinceStart = idsAfterRestart();
  let nextTrade = 33_000_000 + sinceStart;
  let nextTradeItem = 33_400_000 + sinceStart;
  let nextWalletChange = 90_000_000 + sinceStart;
  let nextAssetId = 40_000_000_000 + sinceStart;
  let nextExternalAsset = 52_000_000 + sinceStart;

  const emit = (event: MarketEvent) => listeners.forEach((listener) => listener(event));
  const later = (ms: number, step: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      step();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const isBot = (userId: string) => depositors.some((d) => d.id === userId);

  function setStatus(trade: SandboxTrade, status: CsgorollTradeStatus, cancelReason?: SandboxCancelReason) {
    trade.status = status;
    if (cancelReason) trade.cancelReason = cancelReason;
    trade.updatedAt = now();
    emit({ type: 'tradeUpdated', trade });
  }

  /** Moves coins in or out of a user's MAIN wallet and says so on updateWallet. */
  function credit(user: SandboxUser, amount: number, type: WalletChangeType, externalId: string | null) {
    const wallet = accounts.wallet(user);
    wallet.amount = round2(wallet.amount + amount);
    const change = { id: relayId('WalletChange', nextWalletChange++), type, externalId, valueChange: amount };
    emit({ type: 'walletUpdated', user, wallet, change });
  }

  /** A feed listing by a market bot, priced like real depositors do: item value plus 0-12 % markup. */
  function publishListing(): SandboxTrade {
    const depositor = random.pick(depositors);
    const item = generateItem(random, String(nextAssetId++));
    const markupPercent = random.chance(0.1) ? 0 : round2(random.next() * 12);
    const tradeValue = round2(item.value * (1 + markupPercent / 100));
    const trade = openTrade(depositor, [{ ...item, markupPercent, tradeValue }], markupPercent);
    emit({ type: 'tradesCreated', trades: [trade] });
    if (random.chance(competitionRate)) {
      const opensAt = (trade.canJoinAfter ?? trade.createdAt).getTime() - now().getTime();
      later(Math.max(0, opensAt) + random.int(300, 5000), () => takenByMarket(trade));
    }
    pruneFinished();
    return trade;
  }

  function openTrade(
    depositor: SandboxUser,
    items: (Omit<SandboxTrade['items'][number], 'id' | 'externalAssetId'> & { externalAssetId?: string })[],
    markupPercent: number,
  ): SandboxTrade {
    const created = now();
    const at = (ms: number) => new Date(created.getTime() + ms);
    const trade: SandboxTrade = {
      id: relayId('Trade', nextTrade++),
      status: 'LISTED',
      cancelReason: null,
      depositorId: depositor.id,
      withdrawerId: null,
      items: items.map((item) => ({
        ...item,
        id: relayId('TradeItem', nextTradeItem++),
        externalAssetId: item.externalAssetId ?? relayId('SteamExternalAsset', nextExternalAsset++),
      })),
      totalValue: round2(items.reduce((sum, i) => sum + i.tradeValue, 0)),
      markupPercent,
      customValue: markupPercent !== 0,
      createdAt: created,
      updatedAt: created,
      expiresAt: at(listingLifetimeMs),
      joinedAt: null,
      canJoinAfter: canJoinAfterMs === null ? null : at(canJoinAfterMs),
      suspectedTraderCanJoinAfter: at(suspectedTraderDelayMs),
      depositorLastActiveAt: isBot(depositor.id) ? at(-random.int(200, 3000)) : created,
    };
    trades.set(trade.id, trade);
    later(listingLifetimeMs, () => trade.status === 'LISTED' && expire(trade));
    return trade;
  }

  function expire(trade: SandboxTrade) {
    releaseItems(trade);
    setStatus(trade, 'EXPIRED');
  }

  /** Another trader joins first: what makes a slow join answer "no longer available". */
  function takenByMarket(trade: SandboxTrade) {
    if (trade.status !== 'LISTED') return;
    trade.withdrawerId = accounts.botUser('competitor').id;
    trade.joinedAt = now();
    setStatus(trade, 'JOINED');
  }

  function pruneFinished() {
    const finished = [...trades.values()].filter((t) => t.status !== 'LISTED' && t.withdrawerId !== null);
    for (const trade of finished.slice(0, Math.max(0, finished.length - KEPT_PUBLIC_TRADES)))
      trades.delete(trade.id);
  }

  /** The first valid join wins; the code runs to completion, so two joins can never both win. */
  function joinTrade(user: SandboxUser, tradeId: string): SandboxTrade {
    const trade = trades.get(tradeId);
    if (!trade || trade.status !== 'LISTED') throw marketError('noLongerAvailable');
    if (trade.depositorId === user.id) throw marketError('notJoinable');
    const opensAt = joinTimeFor(trade, user);
    if (opensAt && opensAt > now()) throw marketError('notJoinable');
    const today = now().toISOString().slice(0, 10);
    if (user.withdrawnOn !== today) Object.assign(user, { withdrawnOn: today, withdrawnToday: 0 });
    if (user.withdrawnToday + trade.totalValue > user.dailyWithdrawLimit) throw marketError('dailyLimit');
    if (accounts.wallet(user).amount < trade.totalValue) throw marketError('balance');
    user.withdrawnToday = round2(user.withdrawnToday + trade.totalValue);
    credit(user, -trade.totalValue, 'TRADE_WITHDRAW', trade.id);
    trade.withdrawerId = user.id;
    trade.joinedAt = now();
    setStatus(trade, 'JOINED');
    afterJoin(trade);
    return trade;
  }

  /**
   * The depositor must process a joined trade in time. Market bots do so after a short delay and
   * then send their Steam offer, except the few that never do (the trade is then cancelled when
   * the offer's time runs out and the buyer refunded).
   */
  function afterJoin(trade: SandboxTrade) {
    later(processTimeLimitMs, () => trade.status === 'JOINED' && cancelJoined(trade, 'DEPOSITOR_TIMEOUT'));
    if (!isBot(trade.depositorId)) return;
    later(progressDelayMs, () => {
      if (trade.status !== 'JOINED') return;
      startProcessing(trade);
      if (!random.chance(depositorNoShowRate)) later(progressDelayMs, () => complete(trade));
    });
  }

  function startProcessing(trade: SandboxTrade) {
    setStatus(trade, 'PROCESSING');
    later(
      steamOfferTimeLimitMs,
      () => trade.status === 'PROCESSING' && cancelJoined(trade, 'STEAM_OFFER_TIMEOUT'),
    );
  }

  /** A trade that failed after the join: the buyer gets the coins back, the item is free again. */
  function cancelJoined(trade: SandboxTrade, reason: SandboxCancelReason) {
    const withdrawer = trade.withdrawerId ? accounts.users.get(trade.withdrawerId) : undefined;
    if (withdrawer) {
      withdrawer.withdrawnToday = Math.max(0, round2(withdrawer.withdrawnToday - trade.totalValue));
      credit(withdrawer, trade.totalValue, 'TRADE_REFUND', trade.id);
    }
    releaseItems(trade);
    setStatus(trade, 'CANCELLED', reason);
  }

  function releaseItems(trade: SandboxTrade) {
    const depositor = accounts.users.get(trade.depositorId);
    for (const item of depositor?.inventory ?? [])
      if (item.listedInTradeId === trade.id) item.listedInTradeId = null;
  }

  /** The buyer accepted the Steam offer: CSGORoll sees it through the depositor's access token. */
  function complete(trade: SandboxTrade) {
    if (trade.status !== 'PROCESSING') return;
    const depositor = accounts.users.get(trade.depositorId);
    if (depositor) {
      depositor.inventory = depositor.inventory.filter((i) => i.listedInTradeId !== trade.id);
      credit(depositor, trade.totalValue, 'TRADE_DEPOSIT', trade.id);
    }
    setStatus(trade, endsProtected(trade) ? 'COMPLETED_PROTECTED' : 'COMPLETED');
  }

  /** createTrades: one trade per inner list of { assetId (Steam's), itemVariantId, value }. */
  function deposit(
    user: SandboxUser,
    lists: { assetId: string; itemVariantId: string; value: number }[][],
  ): SandboxTrade[] {
    const chosen = lists.map((list) =>
      list.map((request) => {
        const item = user.inventory.find((i) => i.assetId === String(request.assetId));
        if (!item || variantIdOf(item) !== request.itemVariantId) throw marketError('itemNotFound');
        if (!item.tradable) throw marketError('itemNotTradable');
        if (item.listedInTradeId) throw marketError('itemListed');
        if (request.value < item.value) throw marketError('valueTooLow');
        if (request.value > round2(item.value * (1 + item.maxMarkupPercent / 100)) + 0.001)
          throw marketError('markupTooHigh');
        return { item, value: round2(request.value) };
      }),
    );
    const created = chosen
      .filter((list) => list.length > 0)
      .map((list) => {
        const items = list.map(({ item, value }) => {
          const { tradable: _t, maxMarkupPercent: _m, listedInTradeId: _l, ...generated } = item;
          return { ...generated, markupPercent: round2((value / item.value - 1) * 100), tradeValue: value };
        });
        const trade = openTrade(user, items, items[0]!.markupPercent);
        list.forEach(({ item }) => (item.listedInTradeId = trade.id));
        if (random.chance(buyerRate))
          later(random.int(5000, 30_000), () => trade.status === 'LISTED' && buyDeposit(trade.id));
        return trade;
      });
    emit({ type: 'tradesCreated', trades: created });
    return created;
  }

  function ownTrade(user: SandboxUser, tradeId: string): SandboxTrade {
    const trade = trades.get(tradeId);
    if (!trade) throw marketError('noLongerAvailable');
    if (trade.depositorId !== user.id) throw marketError('notDepositor');
    return trade;
  }

  function cancel(user: SandboxUser, tradeId: string): SandboxTrade {
    const trade = ownTrade(user, tradeId);
    if (trade.status !== 'LISTED') throw marketError('notCancellable');
    releaseItems(trade);
    setStatus(trade, 'CANCELLED', 'USER_CANCELLED');
    return trade;
  }

  /** The depositor accepts a joined trade; the Steam offer must now reach the buyer in time. */
  function process(user: SandboxUser, tradeId: string): SandboxTrade {
    const trade = ownTrade(user, tradeId);
    if (trade.status !== 'JOINED') throw marketError('notProcessable');
    startProcessing(trade);
    if (buyersAcceptOffers && trade.withdrawerId === accounts.botUser('buyer').id)
      later(progressDelayMs, () => complete(trade));
    return trade;
  }

  /** A market buyer joins one of a product user's deposits (tests and the idle market call it). */
  function buyDeposit(tradeId: string): SandboxTrade {
    const trade = trades.get(tradeId);
    if (!trade || trade.status !== 'LISTED') throw marketError('noLongerAvailable');
    trade.withdrawerId = accounts.botUser('buyer').id;
    trade.joinedAt = now();
    setStatus(trade, 'JOINED');
    afterJoin(trade);
    return trade;
  }

  const feedTimer =
    options.listingIntervalMs > 0 ? setInterval(() => publishListing(), options.listingIntervalMs) : null;
  feedTimer?.unref();

  return {
    accounts,
    trades,
    now,
    publishListing,
    joinTrade,
    deposit,
    cancel,
    process,
    buyDeposit,
    credit,
    /** The buyer accepted the depositor's Steam offer (the sandbox cannot see Steam; tests say so). */
    acceptSteamOffer(tradeId: string) {
      const trade = trades.get(tradeId);
      if (trade) complete(trade);
    },
    /** Live listeners (one per open subscription), so tests know when a feed is attached. */
    subscriberCount: () => listeners.size,
    subscribe(listener: (event: MarketEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (feedTimer) clearInterval(feedTimer);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      listeners.clear();
    },
  };
}

export type SandboxMarket = ReturnType<typeof createSandboxMarket>;
