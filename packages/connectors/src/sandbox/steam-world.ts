import { randomUUID } from 'node:crypto';
import { generateItem, type GeneratedItem } from '../catalogue/generate-item';
import { hashText, seededRandom, type Random } from '../catalogue/seeded-random';
import type { SteamOfferItem, SteamTradeOffer } from '../types/steam';
import { createSteamLogons } from './steam-logons';
import { createTradeBook } from './steam-trades';

export type SandboxSteamAccount = {
  username: string;
  steamId: string;
  inventory: SandboxSteamItem[];
  offers: SteamTradeOffer[];
  isCommunityBanned: boolean;
  /** Steam's trade-protection notice acknowledged (July 2025): sends fail until it is. */
  tradeProtectionAcknowledged: boolean;
};

export type SandboxSteamItem = GeneratedItem & {
  tradable: boolean;
  tradableAfter: Date | null;
  marketable: boolean;
  /** Under Steam's trade protection until then (context 16, not tradable); null when free. */
  protectedUntil: Date | null;
};

const INVENTORY_SIZE = 120;
const OFFER_LIFETIME_MS = 14 * 24 * 3600_000;
/** Sandbox partners act on our sent offers after this long. */
const PARTNER_DELAY_MS = 8000;
/** Share of completed trades Steam's trade protection rolls back, and how long after. */
const ROLLBACK_SHARE = 0.05;
const ROLLBACK_AFTER_MS = 10 * 60_000;
/**
 * Share of a sandbox account's items received in a trade of the last days and still under Steam's
 * trade protection (context 16). Chosen from the item's asset id, not the world's random stream, so
 * every other seeded figure stays what it was. Items received in the sandbox's own offers are not
 * protected: the auto-send of arrivals to CSGORoll would then never find them tradable.
 */
const PROTECTED_SHARE_PERCENT = 6;
const TRADE_PROTECTION_DAYS = 7;

const offerItem = (item: GeneratedItem): SteamOfferItem => ({
  assetId: item.assetId,
  appId: 730,
  contextId: '2',
  amount: 1,
  name: `${item.weapon} | ${item.finish}`,
  marketName: item.marketName,
  marketHashName: item.marketName,
  iconUrl: item.iconUrl,
  missing: false,
});

/**
 * The Steam stand-in's world: accounts with CS2 inventories, trade offers that arrive, change state
 * and expire, all from the seed so a sandbox account always looks the same.
 */
export function createSteamWorld(options: {
  seed: number;
  offerIntervalMs: number;
  now?: () => Date;
  /** Share of completed trades rolled back ROLLBACK_AFTER_MS later (status 12); 5 % by default. */
  rollbackShare?: number;
  /** Log-ins per proxy per window before eresult 84 (SANDBOX_LOGIN_BUDGET by default). */
  loginBudget?: { max: number; windowMs: number };
}) {
  const now = options.now ?? (() => new Date());
  const trades = createTradeBook<SandboxSteamItem>({
    rollbackShare: options.rollbackShare ?? ROLLBACK_SHARE,
  });
  const accounts = new Map<string, SandboxSteamAccount>();
  const listeners = new Set<(username: string, offer: SteamTradeOffer) => void>();
  const timers = new Set<NodeJS.Timeout>();
  const random = seededRandom(options.seed ^ 0x5eed);
  let nextAssetId = 50_000_000_000;

  const later = (ms: number, step: () => void) => {
    const timer = setTimeout(() => (timers.delete(timer), step()), ms);
    timer.unref();
    timers.add(timer);
  };

  function account(username: string): SandboxSteamAccount {
    const key = username.toLowerCase();
    const existing = accounts.get(key);
    if (existing) return existing;
    const own = seededRandom(options.seed ^ hashText(`steam:${key}`));
    const created: SandboxSteamAccount = {
      username,
      // Kept below 10^9 so every id is a valid 7656119... SteamID64 (the trading API checks that form).
      steamId: (76561198000000000n + BigInt(hashText(`steam:${key}`) % 1_000_000_000)).toString(),
      inventory: Array.from({ length: INVENTORY_SIZE }, () => protectSome(steamItem(own))),
      offers: [],
      isCommunityBanned: key.includes('banned'),
      tradeProtectionAcknowledged: false,
    };
    accounts.set(key, created);
    return created;
  }

  function steamItem(from: Random): SandboxSteamItem {
    const item = generateItem(from, String(nextAssetId++));
    const onHold = from.chance(0.12);
    return {
      ...item,
      tradable: !onHold,
      marketable: !onHold,
      tradableAfter: onHold ? new Date(now().getTime() + from.int(1, 7) * 86_400_000) : null,
      protectedUntil: null,
    };
  }

  /** A seeded item that came in a recent trade: protected for the days left of its week. */
  function protectSome(item: SandboxSteamItem): SandboxSteamItem {
    const pick = hashText(`protected:${item.assetId}`);
    if (pick % 100 >= PROTECTED_SHARE_PERCENT) return item;
    const daysLeft = 1 + (pick % TRADE_PROTECTION_DAYS);
    const until = new Date(now().getTime() + daysLeft * 86_400_000);
    return { ...item, tradable: false, marketable: false, tradableAfter: until, protectedUntil: until };
  }

  function change(owner: SandboxSteamAccount, offer: SteamTradeOffer, state: number) {
    offer.state = state;
    offer.updatedAt = now().toISOString();
    if (state === 3) settle(owner, offer);
    listeners.forEach((l) => l(owner.username, offer));
  }

  /** An accepted offer moves the items: what we give leaves the inventory, what we get arrives. */
  function settle(owner: SandboxSteamAccount, offer: SteamTradeOffer) {
    const given = new Set(offer.itemsToGive.map((i) => i.assetId));
    const gone = owner.inventory.filter((i) => given.has(i.assetId));
    owner.inventory = owner.inventory.filter((i) => !given.has(i.assetId));
    const tradeId = String(hashText(offer.id));
    offer.tradeId = tradeId;
    const received = offer.itemsToReceive.map(() => steamItem(random));
    owner.inventory.push(...received);
    const rollsBack = trades.record(
      tradeId,
      owner.username,
      gone,
      received.map((i) => i.assetId),
    );
    if (rollsBack) later(ROLLBACK_AFTER_MS, () => rollBack(owner.username, tradeId));
  }

  /**
   * Steam's trade protection reverses a completed trade: the items go back, the trade reports status
   * 12 with `rollback_trade`, the offer stays Accepted. Answers whether the trade was rolled back.
   */
  function rollBack(username: string, tradeId: string): boolean {
    const owner = account(username);
    const moved = trades.rollBack(tradeId);
    if (!moved) return false;
    owner.inventory = owner.inventory.filter((i) => !moved.remove.has(i.assetId)).concat(moved.restore);
    return true;
  }

  /** A partner sends this account an offer: a gift, or a swap asking for one of its items. */
  function receiveOffer(
    username: string,
    kind: 'gift' | 'swap' = random.chance(0.5) ? 'gift' : 'swap',
  ): SteamTradeOffer {
    const owner = account(username);
    const created = now();
    const wanted = owner.inventory.find((i) => i.tradable);
    const offer: SteamTradeOffer = {
      id: String(7_000_000_000 + random.int(0, 999_999_999)),
      state: 2,
      isOurOffer: false,
      partnerSteamId: (76561198000000000n + BigInt(random.int(1, 99_999_999))).toString(),
      message: kind === 'gift' ? 'gl hf' : '',
      itemsToGive: kind === 'swap' && wanted ? [offerItem(wanted)] : [],
      itemsToReceive: [offerItem(generateItem(random, String(nextAssetId++)))],
      isGift: kind === 'gift' || !wanted,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + OFFER_LIFETIME_MS).toISOString(),
      tradeId: null,
      needsConfirmation: false,
      escrowEndsAt: null,
      fromRealTimeTrade: false,
    };
    owner.offers.push(offer);
    listeners.forEach((l) => l(owner.username, offer));
    later(OFFER_LIFETIME_MS, () => offer.state === 2 && change(owner, offer, 5));
    return offer;
  }

  function sendOffer(username: string, assetIds: string[], message: string): SteamTradeOffer {
    const owner = account(username);
    const items = assetIds.map((id) => owner.inventory.find((i) => i.assetId === id && i.tradable));
    if (items.some((i) => !i)) throw new Error('Item not in inventory or not tradable');
    const created = now();
    const offer: SteamTradeOffer = {
      id: randomUUID().replace(/\D/g, '').slice(0, 10).padEnd(10, '7'),
      state: 9,
      isOurOffer: true,
      partnerSteamId: (76561198000000000n + BigInt(random.int(1, 99_999_999))).toString(),
      message,
      itemsToGive: items.map((i) => offerItem(i!)),
      itemsToReceive: [],
      isGift: true,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + OFFER_LIFETIME_MS).toISOString(),
      tradeId: null,
      needsConfirmation: true,
      escrowEndsAt: null,
      fromRealTimeTrade: false,
    };
    owner.offers.push(offer);
    return offer;
  }

  /** A confirmed sent offer goes active; the sandbox partner accepts it a little later. */
  function confirm(username: string, offerId: string): SteamTradeOffer {
    const owner = account(username);
    const offer = owner.offers.find((o) => o.id === offerId && o.state === 9);
    if (!offer) throw new Error('No confirmation pending for this offer');
    offer.needsConfirmation = false;
    change(owner, offer, 2);
    later(PARTNER_DELAY_MS, () => offer.state === 2 && change(owner, offer, 3));
    return offer;
  }

  const timer =
    options.offerIntervalMs > 0
      ? setInterval(
          () => [...accounts.values()].forEach((a) => receiveOffer(a.username)),
          options.offerIntervalMs,
        )
      : null;
  timer?.unref();

  return {
    account,
    /** Who is signed in, the log-ins counted per account, and the log-in budget per proxy. */
    logons: createSteamLogons({ budget: options.loginBudget, now }),
    receiveOffer,
    sendOffer,
    confirm,
    change,
    rollBack,
    /** Steam asks again (as it may after a change of its notice): sends fail until acknowledged. */
    askTradeProtectionAgain: (username: string) => {
      account(username).tradeProtectionAcknowledged = false;
    },
    tradeStatus: (username: string, tradeId: string) => trades.status(account(username).username, tradeId),
    subscribe(listener: (username: string, offer: SteamTradeOffer) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (timer) clearInterval(timer);
      timers.forEach((t) => clearTimeout(t));
      listeners.clear();
    },
  };
}

export type SteamWorld = ReturnType<typeof createSteamWorld>;
