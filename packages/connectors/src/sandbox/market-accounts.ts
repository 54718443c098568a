import { randomBytes } from 'node:crypto';
import { generateItem } from '../catalogue/generate-item';
import { hashText, seededRandom } from '../catalogue/seeded-random';
import { fallbackItemImage } from '../catalogue/item-image';
import { SandboxMarketError, type SandboxInventoryItem, type SandboxUser } from './market-model';
import { relayId } from './relay-id';

/** Sandbox triggers for the failure paths (documented in the package README and decision 005). */
export const SANDBOX_TRIGGERS = {
  /** Any log-in with this password is refused, on CSGORoll and on Steam. */
  wrongPassword: 'wrong-password',
  /** A cookie with this value is never valid. */
  expiredCookie: 'expired',
} as const;

const STARTING_BALANCE = 1000;
const INVENTORY_SIZE = 60;
/** Coins one user may withdraw per UTC day unless the market is configured otherwise. */
const DEFAULT_DAILY_WITHDRAW_LIMIT = 25_000;
/** CSGORoll user ids are six-digit numbers inside a Relay id (`User:123456`). */
const userIdOf = (key: string) => relayId('User', 100_000 + (hashText(key) % 900_000));

/**
 * What seeds a pasted cookie's user (level, inventory): the part before a `~` when there is one, so
 * `lister~<run stamp>` is a new user each run with the same inventory; the whole cookie otherwise.
 * The user's ids come from the whole cookie either way.
 */
const inventoryKeyOf = (cookie: string) => {
  const mark = cookie.indexOf('~');
  return `cookie:${mark > 0 ? cookie.slice(0, mark) : cookie}`;
};

/**
 * Users and sessions of the sandbox market. Any e-mail signs in with any password but the refused
 * one; any pasted cookie but `expired` is a session of a user derived from it, so the product works
 * offline with whatever a tester types, and the same input always gives the same user.
 */
export function createMarketAccounts(seed: number, dailyWithdrawLimit = DEFAULT_DAILY_WITHDRAW_LIMIT) {
  const users = new Map<string, SandboxUser>();
  const sessions = new Map<string, string>();
  const revoked = new Set<string>();
  let nextAssetId = 30_000_000_000;
  let nextExternalAsset = 42_000_000;
  let nextWallet = 7_000_000;

  function makeUser(
    key: string,
    email: string | null,
    password: string | null,
    inventoryKey = key,
  ): SandboxUser {
    const random = seededRandom(seed ^ hashText(inventoryKey));
    const id = userIdOf(key);
    // Kept below 10^9 so every id is a valid 7656119... SteamID64 (the trading API checks that form).
    const steamId = (76561198000000000n + BigInt(hashText(key) % 1_000_000_000)).toString();
    const displayName = email ? email.split('@')[0]! : `Roller${hashText(key) % 10000}`;
    const user: SandboxUser = {
      id,
      email,
      password,
      steamId,
      displayName,
      avatar: fallbackItemImage(displayName, '#7c3aed'),
      level: random.int(3, 60),
      wallets: [
        { id: relayId('Wallet', nextWallet++), name: 'MAIN', amount: STARTING_BALANCE, currency: 'COINS' },
        { id: relayId('Wallet', nextWallet++), name: 'GEMSTONE', amount: 0, currency: 'GEMSTONE' },
        {
          id: relayId('Wallet', nextWallet++),
          name: 'GEMSTONE_SHINY',
          amount: 0,
          currency: 'GEMSTONE_SHINY',
        },
      ],
      stashed: 0,
      inventory: [],
      userItems: [],
      lastFreeBoxAt: null,
      withdrawnToday: 0,
      withdrawnOn: '',
      dailyWithdrawLimit,
      trader: false,
      suspectedTrader: false,
      steamAccessToken: null,
      steamAccessTokenExpiresAt: null,
      promoCode: null,
      steamTradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=sbx${hashText(id).toString(36)}`,
    };
    user.inventory = Array.from({ length: INVENTORY_SIZE }, () => inventoryItem(random));
    users.set(id, user);
    return user;
  }

  function inventoryItem(random: ReturnType<typeof seededRandom>): SandboxInventoryItem {
    const item = generateItem(random, String(nextAssetId++));
    return {
      ...item,
      externalAssetId: relayId('SteamExternalAsset', nextExternalAsset++),
      tradable: random.chance(0.85),
      maxMarkupPercent: item.value > 100 ? 8 : 12,
      listedInTradeId: null,
    };
  }

  function newSession(user: SandboxUser): string {
    // The shape of CSGORoll's signed express-session cookie: `s:<32 chars>.<43 chars>`.
    const signature = randomBytes(32).toString('base64').replace(/=+$/, '');
    const cookie = `s:${randomBytes(24).toString('base64url')}.${signature}`;
    sessions.set(cookie, user.id);
    return cookie;
  }

  return {
    users,
    /** POST /auth/local: answers a fresh session cookie. */
    signIn(email: string, password: string): string {
      if (!email.includes('@') || password === '' || password === SANDBOX_TRIGGERS.wrongPassword) {
        throw new SandboxMarketError('INVALID_CREDENTIALS', 'Invalid email or password');
      }
      const key = `email:${email.trim().toLowerCase()}`;
      const existing = users.get(userIdOf(key));
      const user = existing ?? makeUser(key, email.trim().toLowerCase(), password);
      if (user.password !== password)
        throw new SandboxMarketError('INVALID_CREDENTIALS', 'Invalid email or password');
      return newSession(user);
    },
    /** The user a cookie belongs to, or null when it is not (or no longer) a session. */
    userForCookie(cookie: string | null): SandboxUser | null {
      if (!cookie || cookie === SANDBOX_TRIGGERS.expiredCookie || revoked.has(cookie)) return null;
      const known = sessions.get(cookie);
      if (known) return users.get(known) ?? null;
      const key = `cookie:${cookie}`;
      const user = users.get(userIdOf(key)) ?? makeUser(key, null, null, inventoryKeyOf(cookie));
      sessions.set(cookie, user.id);
      return user;
    },
    /** Ends a session as CSGORoll does when a cookie ages out (tests drive renewal with it). */
    expireSession(cookie: string): void {
      revoked.add(cookie);
      sessions.delete(cookie);
    },
    /** A market participant that is not a product user: it lists the feed and buys deposits. */
    botUser(name: string): SandboxUser {
      return users.get(userIdOf(`bot:${name}`)) ?? makeUser(`bot:${name}`, null, null);
    },
    wallet(user: SandboxUser) {
      return user.wallets[0]!;
    },
  };
}

export type MarketAccounts = ReturnType<typeof createMarketAccounts>;
