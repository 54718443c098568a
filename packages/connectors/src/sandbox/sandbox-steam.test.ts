// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectors } from '../create-connectors';
import type { SteamCredentials, SteamTradeOffer } from '../types/steam';
import {
  InvalidCredentialsError,
  InvalidRequestError,
  InvalidSecretError,
  ProxyFailedError,
  RateLimitedError,
  UnauthenticatedError,
} from '../types/errors';

const secret = (fill: number) => Buffer.alloc(20, fill).toString('base64');
const credentials = (overrides: Partial<SteamCredentials> = {}): SteamCredentials => ({
  username: 'trader_one',
  password: 'correct horse',
  sharedSecret: secret(1),
  identitySecret: secret(2),
  proxy: 'socks5://user:pass@203.0.113.7:1080',
  ...overrides,
});

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function sandbox() {
  const connectors = await createConnectors({
    csgoroll: {},
    steam: { mode: 'sandbox' },
    sandboxSeed: 42,
    assetsBaseUrl: 'https://assets.example',
    sandboxListingIntervalMs: 0,
  });
  close = connectors.close;
  return connectors;
}

describe('sandbox Steam', () => {
  it('verifies an account: proxy exit IP, log-in with a kept refresh token, profile', async () => {
    const connectors = await sandbox();
    const verified = await connectors.verifySteam(credentials());
    expect(verified.proxy.exitIp).toBe('203.0.113.7');
    expect(verified.profile.personaName).toBe('trader_one');
    expect(verified.profile.tradeUrl).toMatch(
      /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=/,
    );
    expect(Date.parse(verified.session.accessTokenExpiresAt)).toBeGreaterThan(Date.now());

    // A restart: the kept refresh token logs in even though the password changed since.
    const again = connectors.steam(
      credentials({ password: 'wrong-password', refreshToken: verified.session.refreshToken }),
    );
    expect((await again.logIn()).steamId).toBe(verified.session.steamId);
  });

  it('answers the documented failure triggers with typed errors', async () => {
    const connectors = await sandbox();
    await expect(connectors.verifySteam(credentials({ password: 'wrong-password' }))).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    await expect(
      connectors.verifySteam(credentials({ proxy: 'socks5://203.0.113.7:1' })),
    ).rejects.toBeInstanceOf(ProxyFailedError);
    await expect(
      connectors.verifySteam(credentials({ proxy: 'http://203.0.113.7:8080' })),
    ).rejects.toBeInstanceOf(ProxyFailedError);
    await expect(connectors.verifySteam(credentials({ sharedSecret: 'short' }))).rejects.toBeInstanceOf(
      InvalidSecretError,
    );
    await expect(
      connectors.verifySteam(credentials({ username: 'rate-limited-bot' })),
    ).rejects.toBeInstanceOf(RateLimitedError);
    const banned = await connectors.verifySteam(credentials({ username: 'banned_guy' }));
    expect(banned.profile.isCommunityBanned).toBe(true);
  });

  it('reads the CS2 inventory with wear, StatTrak, Souvenir and trade holds', async () => {
    const connectors = await sandbox();
    const steam = connectors.steam(credentials());
    await expect(steam.inventory()).rejects.toBeInstanceOf(UnauthenticatedError);
    await steam.logIn();
    const items = await steam.inventory();
    expect(items).toHaveLength(120);
    expect(items.every((i) => ['FN', 'MW', 'FT', 'WW', 'BS'].includes(i.wear!))).toBe(true);
    expect(items.some((i) => !i.tradable && i.tradeCooldownDays > 0)).toBe(true);
    expect(items.filter((i) => i.isStatTrak).every((i) => i.qualityInternal === 'strange')).toBe(true);
    expect(items[0]!.exteriorInternal).toMatch(/^WearCategory[0-4]$/);
    // Some came in recent trades and sit under Steam's trade protection (context 16): not tradable.
    const shielded = items.filter((i) => i.protected);
    expect(shielded.length).toBeGreaterThan(0);
    expect(shielded.length).toBeLessThan(items.length / 5);
    expect(shielded.every((i) => !i.tradable && i.tradeCooldownDays >= 1 && i.tradeCooldownDays <= 7)).toBe(
      true,
    );
    // The same account always holds the same items.
    const twin = connectors.steam(credentials());
    await twin.logIn();
    expect((await twin.inventory()).map((i) => i.assetId)).toEqual(items.map((i) => i.assetId));
  });

  it('receives offers, accepts and declines them, and reports each change', async () => {
    const connectors = await sandbox();
    const steam = connectors.steam(credentials());
    await steam.logIn();
    const changes: SteamTradeOffer[] = [];
    steam.on({ onOfferChanged: (o) => changes.push({ ...o }) });
    const gift = connectors.sandbox.steam!.receiveOffer('trader_one', 'gift');
    const swap = connectors.sandbox.steam!.receiveOffer('trader_one', 'swap');
    const { received } = await steam.tradeOffers();
    expect(received.map((o) => o.state)).toEqual([2, 2]);
    const before = (await steam.inventory()).length;
    expect((await steam.acceptOffer(gift.id)).state).toBe(3);
    expect((await steam.inventory()).length).toBe(before + 1);
    expect((await steam.declineOffer(swap.id)).state).toBe(7);
    await expect(steam.acceptOffer(swap.id)).rejects.toBeInstanceOf(InvalidRequestError);
    expect(changes.map((c) => c.state)).toEqual([2, 2, 3, 7]);
  });

  it('sends a gift, confirms it and the partner accepts it later', async () => {
    const connectors = await sandbox();
    const steam = connectors.steam(credentials());
    await steam.logIn();
    await steam.acknowledgeTradeProtection(); // Steam sends nothing before it (July 2025)
    const item = (await steam.inventory()).find((i) => i.tradable)!;
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=Ab-9_z';
    const sent = await steam.sendGift({ tradeUrl, assetIds: [item.assetId], message: 'enjoy' });
    expect(sent).toMatchObject({ state: 2, isOurOffer: true, isGift: true, message: 'enjoy' });
    expect((await steam.tradeOffers()).sent.map((o) => o.id)).toEqual([sent.id]);
    expect((await steam.cancelOffer(sent.id)).state).toBe(6);
    await expect(steam.sendGift({ tradeUrl: 'nope', assetIds: [item.assetId] })).rejects.toThrow(
      'Invalid trade URL format. Please check the URL and try again.',
    );
    expect(steam.twoFactorCode().code).toMatch(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/);
  });

  it('verifies CSGORoll accounts against the sandbox market', async () => {
    const connectors = await sandbox();
    expect(connectors.mode).toEqual({ csgoroll: 'sandbox', steam: 'sandbox' });
    const byCookie = await connectors.verifyCsgoroll({ method: 'cookie', cookie: 'abc123' });
    // Stored as the Cookie header the client sends, so Cloudflare's cookies pasted with it are kept.
    expect(byCookie.sessionCookie).toBe('session=abc123');
    const byLogin = await connectors.verifyCsgoroll({
      method: 'credentials',
      email: 'x@example.com',
      password: 'pw123456',
    });
    expect(byLogin.user.displayName).toBe('x');
    await expect(connectors.verifyCsgoroll({ method: 'cookie', cookie: 'expired' })).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
  });
});
