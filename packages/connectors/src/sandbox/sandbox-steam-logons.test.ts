// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { SteamCredentials } from '../types/steam';
import { RateLimitedError, SessionReplacedError, UnauthenticatedError } from '../types/errors';
import { createSandboxSteamClient } from './sandbox-steam-client';
import { createSteamWorld, type SteamWorld } from './steam-world';

// The sandbox Steam's log-ons as Steam's (protocol/steam.md §1): a twin log-on kicks the first, the
// log-ins are counted, and a proxy past its budget is answered eresult 84.
const secret = (fill: number) => Buffer.alloc(20, fill).toString('base64');
const credentials = (overrides: Partial<SteamCredentials> = {}): SteamCredentials => ({
  username: 'logon_one',
  password: 'correct horse',
  sharedSecret: secret(1),
  identitySecret: secret(2),
  proxy: 'socks5://user:pass@203.0.113.9:1080',
  ...overrides,
});

let world: SteamWorld | null = null;
afterEach(() => {
  world?.stop();
  world = null;
});
const newWorld = (loginBudget?: { max: number; windowMs: number }) =>
  (world = createSteamWorld({ seed: 3, offerIntervalMs: 0, loginBudget }));

describe('sandbox Steam log-ons', () => {
  it('a second log-on with the same logonID replaces the first (eresult 34); a distinct one does not', async () => {
    const steam = newWorld();
    const first = createSandboxSteamClient(steam, credentials());
    const lost: Error[] = [];
    first.on({ onSessionLost: (error) => lost.push(error) });
    await first.logIn();
    await first.inventory();

    const elsewhere = createSandboxSteamClient(steam, credentials({ logonId: 7 }));
    await elsewhere.logIn();
    expect(lost).toEqual([]);
    expect((await first.inventory()).length).toBeGreaterThan(0);

    const twin = createSandboxSteamClient(steam, credentials());
    await twin.logIn();
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(SessionReplacedError);
    expect((lost[0] as SessionReplacedError).eresult).toBe(34);
    await expect(first.inventory()).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(first.sessionStatus().isValid).toBe(false);
    expect((await twin.inventory()).length).toBeGreaterThan(0);
    expect(steam.logons.count('logon_one')).toBe(3);
    expect(steam.logons.sessions('logon_one')).toBe(2);
  });

  it('a client given the owner’s web session works without a log-in and ends with it', async () => {
    const steam = newWorld();
    const owner = createSandboxSteamClient(steam, credentials());
    await owner.logIn();
    const borrower = createSandboxSteamClient(steam, credentials({ password: '' }));
    const web = owner.webSession();
    await borrower.useWebSession(web);
    expect((await borrower.inventory()).length).toBe((await owner.inventory()).length);
    expect(await borrower.accessToken()).toBe(await owner.accessToken());
    expect(steam.logons.count('logon_one')).toBe(1);

    // The owner is kicked by a twin log-on: the borrowed cookies stop working too.
    await createSandboxSteamClient(steam, credentials()).logIn();
    await expect(borrower.inventory()).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(() => owner.webSession()).toThrow(UnauthenticatedError);
    await expect(borrower.useWebSession(web)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('answers eresult 84 past the proxy’s log-in budget, per proxy', async () => {
    const steam = newWorld({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) await createSandboxSteamClient(steam, credentials()).logIn();
    const refused = await createSandboxSteamClient(steam, credentials())
      .logIn()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as { eresult?: number }).eresult).toBe(84);
    expect((refused as RateLimitedError).retryAfterMs).toBeGreaterThan(0);
    expect(steam.logons.count('logon_one')).toBe(3);
    // Another proxy has its own budget.
    await createSandboxSteamClient(
      steam,
      credentials({ username: 'logon_two', proxy: 'socks5://203.0.113.10:1080' }),
    ).logIn();
    expect(steam.logons.count('logon_two')).toBe(1);
  });
  it('answers eresult 84 to the second log-in within the window through a proxy on port 3', async () => {
    const steam = newWorld();
    const limited = credentials({ proxy: 'socks5://203.0.113.11:3' });
    await createSandboxSteamClient(steam, limited).logIn();
    const refused = await createSandboxSteamClient(steam, limited)
      .logIn()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as { eresult?: number }).eresult).toBe(84);
    expect(steam.logons.count('logon_one')).toBe(1);
  });
});
