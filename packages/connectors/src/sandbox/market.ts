import { randomUUID } from 'node:crypto';
import { generateItem } from '../catalogue/generate-item';
import { seededRandom } from '../catalogue/seeded-random';
import type { CsgorollTradeStatus } from '../types/csgoroll';
import { createMarketAccounts } from './market-accounts';
import { marketError, type SandboxTrade, type SandboxUser } from './market-model';

export type SandboxMarketOptions = {
  seed: number;
  /** Milliseconds between feed listings; 0 keeps the feed quiet (tests publish by hand). */
  listingIntervalMs: number;
  /** Delay of each automatic status step (joined -> processing -> completed). */
  progressDelayMs?: number;
  /** Coins one user may withdraw per UTC day. */
  dailyWithdrawalLimit?: number;
  /** Chance that a market bot takes a feed listing before anyone else. */
  competitionRate?: number;
  /** Chance that a market buyer joins a product user's deposit within half a minute. */
  buyerRate?: number;
  now?: () => Date;
};

export type MarketEvent =
  | { type: 'tradesCreated'; trades: SandboxTrade[] }
  | { type: 'tradeUpdated'; trade: SandboxTrade }
  | { type: 'walletUpdated'; user: SandboxUser };

const LISTING_LIFETIME_MS = 10 * 60_000;
/** Finished feed listings kept for the TradeList query before they are dropped. */
const KEPT_PUBLIC_TRADES = 500;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The CSGORoll stand-in's world: a live feed of listings with realistic values and markups, joins,
 * deposits, status progressions and cooldowns. Everything random comes from one seed.
 */
export function createSandboxMarket(options: SandboxMarketOptions) {
  const random = seededRandom(options.seed);
  const now = options.now ?? (() => new Date());
  const progressDelayMs = options.progressDelayMs ?? 1500;
  const dailyLimit = options.dailyWithdrawalLimit ?? 25_000;
  const competitionRate = options.competitionRate ?? 0.3;
  const buyerRate = options.buyerRate ?? 0.5;
  const accounts = createMarketAccounts(options.seed);
  const trades = new Map<string, SandboxTrade>();
  const listeners = new Set<(event: MarketEvent) => void>();
  const timers = new Set<NodeJS.Timeout>();
  const depositors = ['rollbot', 'skinsbay', 'floatking', 'tradeup'].map((n) => accounts.botUser(n));
  let nextAssetId = 40_000_000_000;

  const emit = (event: MarketEvent) => listeners.forEach((listener) => listener(event));
  const later = (ms: number, step: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      step();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  function setStatus(trade: SandboxTrade, status: CsgorollTradeStatus) {
    trade.status = status;
    trade.updatedAt = now();
    emit({ type: 'tradeUpdated', trade });
  }

  function credit(user: SandboxUser, amount: number) {
    const wallet = accounts.wallet(user);
    wallet.amount = round2(wallet.amount + amount);
    emit({ type: 'walletUpdated', user });
  }

  /** A feed listing by a market bot, priced like real depositors do: item value plus 0-12 % markup. */
  function publishListing(): SandboxTrade {
    const depositor = random.pick(depositors);
    const item = generateItem(random, String(nextAssetId++));
    const markupPercent = round2(random.next() * 12);
    const tradeValue = round2(item.value * (1 + markupPercent / 100));
    const trade = openTrade(
      depositor,
      [{ ...item, id: randomUUID(), markupPercent, tradeValue }],
      markupPercent,
    );
    emit({ type: 'tradesCreated', trades: [trade] });
    if (random.chance(competitionRate)) later(random.int(300, 5000), () => takenByMarket(trade));
    pruneFinished();
    return trade;
  }

  function openTrade(
    depositor: SandboxUser,
    items: SandboxTrade['items'],
    markupPercent: number,
  ): SandboxTrade {
    const created = now();
    const trade: SandboxTrade = {
      id: randomUUID(),
      status: 'LISTED',
      depositorId: depositor.id,
      withdrawerId: null,
      items,
      totalValue: round2(items.reduce((sum, i) => sum + i.tradeValue, 0)),
      markupPercent,
      createdAt: created,
      updatedAt: created,
      expiresAt: new Date(created.getTime() + LISTING_LIFETIME_MS),
      canJoinAfter: created,
    };
    trades.set(trade.id, trade);
    later(LISTING_LIFETIME_MS, () => trade.status === 'LISTED' && setStatus(trade, 'EXPIRED'));
    return trade;
  }

  /** Another trader joins first: what makes a slow join answer "no longer available". */
  function takenByMarket(trade: SandboxTrade) {
    if (trade.status !== 'LISTED') return;
    trade.withdrawerId = accounts.botUser('competitor').id;
    setStatus(trade, 'JOINED');
  }

  function pruneFinished() {
    const finished = [...trades.values()].filter((t) => t.status !== 'LISTED' && t.withdrawerId !== null);
    for (const trade of finished.slice(0, Math.max(0, finished.length - KEPT_PUBLIC_TRADES)))
      trades.delete(trade.id);
  }

  function joinTrade(user: SandboxUser, tradeId: string): SandboxTrade {
    const trade = trades.get(tradeId);
    if (!trade || trade.status !== 'LISTED') throw marketError('noLongerAvailable');
    if (trade.depositorId === user.id) throw marketError('ownTrade');
    if (trade.canJoinAfter > now()) throw marketError('notJoinableYet');
    const today = now().toISOString().slice(0, 10);
    if (user.withdrawnOn !== today) Object.assign(user, { withdrawnOn: today, withdrawnToday: 0 });
    if (user.withdrawnToday + trade.totalValue > dailyLimit) throw marketError('dailyLimit');
    if (accounts.wallet(user).amount < trade.totalValue) throw marketError('balance');
    user.withdrawnToday = round2(user.withdrawnToday + trade.totalValue);
    credit(user, -trade.totalValue);
    trade.withdrawerId = user.id;
    setStatus(trade, 'JOINED');
    const depositor = accounts.users.get(trade.depositorId);
    // Market bots send their Steam offer on their own; a product user's deposit waits for processTrade.
    if (depositor && depositors.includes(depositor)) later(progressDelayMs, () => startProcessing(trade));
    return trade;
  }

  function startProcessing(trade: SandboxTrade) {
    if (trade.status !== 'JOINED') return;
    setStatus(trade, 'PROCESSING');
    later(progressDelayMs, () => complete(trade));
  }

  function complete(trade: SandboxTrade) {
    if (trade.status !== 'PROCESSING') return;
    const depositor = accounts.users.get(trade.depositorId);
    if (depositor) {
      depositor.inventory = depositor.inventory.filter((i) => i.listedInTradeId !== trade.id);
      credit(depositor, trade.totalValue);
    }
    setStatus(trade, 'COMPLETED');
  }

  function deposit(
    user: SandboxUser,
    requests: { steamExternalAssetId: string; value: number }[],
  ): SandboxTrade[] {
    const chosen = requests.map((request) => {
      const item = user.inventory.find((i) => i.assetId === request.steamExternalAssetId);
      if (!item) throw marketError('itemNotFound');
      if (!item.tradable) throw marketError('itemNotTradable');
      if (item.listedInTradeId) throw marketError('itemListed');
      if (request.value < item.value) throw marketError('valueTooLow');
      if (request.value > round2(item.value * (1 + item.maxMarkupPercent / 100)) + 0.001)
        throw marketError('markupTooHigh');
      return { item, value: round2(request.value) };
    });
    const created = chosen.map(({ item, value }) => {
      const markupPercent = round2((value / item.value - 1) * 100);
      const { tradable: _t, maxMarkupPercent: _m, listedInTradeId: _l, ...generated } = item;
      const trade = openTrade(
        user,
        [{ ...generated, id: randomUUID(), markupPercent, tradeValue: value }],
        markupPercent,
      );
      item.listedInTradeId = trade.id;
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
    for (const item of user.inventory) if (item.listedInTradeId === trade.id) item.listedInTradeId = null;
    setStatus(trade, 'CANCELLED');
    return trade;
  }

  function process(user: SandboxUser, tradeId: string): SandboxTrade {
    const trade = ownTrade(user, tradeId);
    if (trade.status !== 'JOINED') throw marketError('notProcessable');
    startProcessing(trade);
    return trade;
  }

  /** A market buyer joins one of a product user's deposits (tests and the idle market call it). */
  function buyDeposit(tradeId: string): SandboxTrade {
    const trade = trades.get(tradeId);
    if (!trade || trade.status !== 'LISTED') throw marketError('noLongerAvailable');
    trade.withdrawerId = accounts.botUser('buyer').id;
    setStatus(trade, 'JOINED');
    return trade;
  }

  const feedTimer =
    options.listingIntervalMs > 0 ? setInterval(() => publishListing(), options.listingIntervalMs) : null;
  feedTimer?.unref();

  return {
    accounts,
    trades,
    publishListing,
    joinTrade,
    deposit,
    cancel,
    process,
    buyDeposit,
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
