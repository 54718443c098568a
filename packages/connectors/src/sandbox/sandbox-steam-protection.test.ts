// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectors } from '../create-connectors';
import type { SteamCredentials } from '../types/steam';
import { TradeProtectionNotAcknowledgedError } from '../types/errors';
import { SANDBOX_HOST_IP } from './sandbox-steam-client';
import { createSteamWorld } from './steam-world';

// The sandbox Steam as Steam behaves since 2025 (trade protection, rollbacks): docs/protocol steam.md.
const secret = (fill: number) => Buffer.alloc(20, fill).toString('base64');
const credentials = (overrides: Partial<SteamCredentials> = {}): SteamCredentials => ({
  username: 'protected_one',
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
  return { connectors, world: connectors.sandbox.steam! };
}

describe('sandbox Steam: trade protection rollbacks', () => {
  it('reports a completed trade as 3, and after a rollback as 12 with rollback_trade; the items go back', async () => {
    const { connectors, world } = await sandbox();
    const steam = connectors.steam(credentials());
    await steam.logIn();
    const before = (await steam.inventory()).map((i) => i.assetId).sort();
    const gift = world.receiveOffer('protected_one', 'gift');
    const accepted = await steam.acceptOffer(gift.id);
    expect(accepted.tradeId).toMatch(/^\d+$/);
    expect(await steam.tradeStatus(accepted.tradeId!)).toEqual([
      { tradeId: accepted.tradeId, status: 3, rollbackTradeId: null },
    ]);
    expect((await steam.inventory()).length).toBe(before.length + 1);

    expect(world.rollBack('protected_one', accepted.tradeId!)).toBe(true);
    const [rolled] = await steam.tradeStatus(accepted.tradeId!);
    expect(rolled).toMatchObject({ tradeId: accepted.tradeId, status: 12 });
    expect(rolled!.rollbackTradeId).toMatch(/^\d+$/);
    // The offer still reads Accepted: only the trade status tells the rollback.
    expect((await steam.tradeOffers()).received.find((o) => o.id === gift.id)?.state).toBe(3);
    expect((await steam.inventory()).map((i) => i.assetId).sort()).toEqual(before);
    expect(world.rollBack('protected_one', accepted.tradeId!)).toBe(false);
  });

  it("answers no trade for an unknown id or another account's trade", async () => {
    const { connectors, world } = await sandbox();
    const steam = connectors.steam(credentials());
    await steam.logIn();
    const other = connectors.steam(credentials({ username: 'someone_else' }));
    await other.logIn();
    const gift = world.receiveOffer('someone_else', 'gift');
    const accepted = await other.acceptOffer(gift.id);
    expect(await steam.tradeStatus(accepted.tradeId!)).toEqual([]);
    expect(await steam.tradeStatus('123')).toEqual([]);
  });

  it('rolls back its share of completed trades by itself, ten minutes after they complete', () => {
    vi.useFakeTimers();
    try {
      const world = createSteamWorld({ seed: 7, offerIntervalMs: 0, rollbackShare: 1 });
      const gift = world.receiveOffer('auto_roll', 'gift');
      world.change(world.account('auto_roll'), gift, 3);
      expect(world.tradeStatus('auto_roll', gift.tradeId!)[0]?.status).toBe(3);
      vi.advanceTimersByTime(10 * 60_000);
      expect(world.tradeStatus('auto_roll', gift.tradeId!)[0]?.status).toBe(12);
      world.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sandbox Steam: trade protection notice', () => {
  it('refuses every send until the account acknowledged, and again when Steam asks again', async () => {
    const { connectors, world } = await sandbox();
    const steam = connectors.steam(credentials({ username: 'ack_one' }));
    await steam.logIn();
    const [first, second] = (await steam.inventory()).filter((i) => i.tradable);
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=Ab-9_z';
    await expect(steam.sendGift({ tradeUrl, assetIds: [first!.assetId] })).rejects.toBeInstanceOf(
      TradeProtectionNotAcknowledgedError,
    );
    await steam.acknowledgeTradeProtection();
    expect((await steam.sendGift({ tradeUrl, assetIds: [first!.assetId] })).state).toBe(2);
    world.askTradeProtectionAgain('ack_one');
    await expect(steam.sendGift({ tradeUrl, assetIds: [second!.assetId] })).rejects.toBeInstanceOf(
      TradeProtectionNotAcknowledgedError,
    );
  });
});

describe('sandbox Steam: proxy truth', () => {
  it("reports the proxy's exit IP as the log-on address, and the host's for a proxy flagged not applied", async () => {
    const { connectors } = await sandbox();
    const applied = await connectors.steam(credentials({ username: 'proxied' })).logIn();
    expect(applied.publicIp).toBe('203.0.113.7');
    const proxy = 'socks5://user:pass@203.0.113.8:2';
    const notApplied = await connectors.steam(credentials({ username: 'leaky', proxy })).logIn();
    expect(notApplied.publicIp).toBe(SANDBOX_HOST_IP);
    expect((await connectors.checkProxy(proxy)).exitIp).toBe('203.0.113.8');
  });
});
