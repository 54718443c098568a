import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import {
  DEAD_PROXY_HOST,
  fakeConnectors,
  rollCookie,
  steamIdOf,
  WRONG_PASSWORD,
} from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, newSteamLogin, steamPayload, trader } from '../../../test/trading';
import { accountSecrets, tradingAccounts } from './trading-accounts.schema';

const fake = fakeConnectors();
const { app, database } = await createTestApp({}, { connectors: fake.connectors });
const db = database.db;

describe('connecting a Steam account', () => {
  it('verifies through the connector, stores it and lists it without any secret', async () => {
    const owner = await trader(app, db, 'premium');
    const login = newSteamLogin();
    const payload = steamPayload(login);
    const res = await addSteam(app, owner.token, payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(`Steam account connected: ${login} (${payload.steam_id})`);
    expect(body.account_info).toEqual({ username: login, steam_id: payload.steam_id });
    expect(body.account.steam_data.proxy).toMatch(/^socks5:\/\/proxyuser:\*\*\*@/);
    expect(body.account.steam_account).toMatchObject({
      username: login,
      session_valid: true,
      wallet_currency: 'USD',
    });
    expect(body.account.csgoroll_account).toBeNull();

    const list = await callAs(app, owner.token, 'GET', '/api/trading/accounts');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { steam_id: string }) => a.steam_id)).toEqual([payload.steam_id]);
    for (const answer of [res.body, list.body]) {
      for (const secret of [payload.password, payload.shared_secret, payload.identity_secret, 'proxypass']) {
        expect(answer).not.toContain(secret);
      }
    }
  });

  it('keeps the secrets sealed in the database, each with its key id', async () => {
    const owner = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    await addSteam(app, owner.token, payload);
    const [account] = await db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.steamId, payload.steam_id));
    const secrets = await db.select().from(accountSecrets).where(eq(accountSecrets.accountId, account!.id));
    expect(secrets.map((s) => s.name).sort()).toEqual(
      [
        'steam_identity_secret',
        'steam_password',
        'steam_proxy',
        'steam_refresh_token',
        'steam_shared_secret',
      ].sort(),
    );
    const dump = JSON.stringify(secrets) + JSON.stringify(account);
    for (const secret of [payload.password, payload.shared_secret, payload.identity_secret, 'proxypass']) {
      expect(dump).not.toContain(secret);
    }
    expect(secrets.every((s) => /^[0-9a-f]{8}$/.test(s.keyId) && s.sealed.startsWith(`v2.${s.keyId}.`))).toBe(
      true,
    );
  });

  it('refuses bad secrets, a wrong password and a dead proxy with the field at fault', async () => {
    const owner = await trader(app, db, 'premium');
    const cases = [
      [{ shared_secret: 'not-base64' }, 'shared_secret'],
      [{ identity_secret: Buffer.alloc(10).toString('base64') }, 'identity_secret'],
      [{ password: WRONG_PASSWORD }, 'password'],
      [{ proxy: `socks5://${DEAD_PROXY_HOST}:1080` }, 'proxy'],
      [{ proxy: 'http://10.1.1.1:8080' }, 'proxy'],
      [{ steam_id: '123' }, 'steam_id'],
    ] as const;
    for (const [override, field] of cases) {
      const res = await addSteam(app, owner.token, steamPayload(newSteamLogin(), override));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const list = await callAs(app, owner.token, 'GET', '/api/trading/accounts');
    expect(list.json()).toEqual([]);
  });

  it('refuses a Steam id that does not belong to the login', async () => {
    const owner = await trader(app, db, 'premium');
    const res = await addSteam(
      app,
      owner.token,
      steamPayload(newSteamLogin(), { steam_id: steamIdOf('someone else') }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('steam_id');
  });

  it('keeps each proxy to one Steam account, across users', async () => {
    const first = await trader(app, db, 'premium');
    const second = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    expect((await addSteam(app, first.token, payload)).statusCode).toBe(201);
    const again = await addSteam(
      app,
      second.token,
      steamPayload(newSteamLogin(), { proxy: payload.proxy.replace('socks5://', 'SOCKS5://') }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/proxy is already used/);
  });

  it('refuses a Steam account that another user already connected', async () => {
    const first = await trader(app, db, 'premium');
    const second = await trader(app, db, 'premium');
    const login = newSteamLogin();
    expect((await addSteam(app, first.token, steamPayload(login))).statusCode).toBe(201);
    const res = await addSteam(app, second.token, steamPayload(login));
    expect(res.statusCode).toBe(409);
  });
});

describe('connecting a CSGORoll account', () => {
  it('joins the Steam account of the same Steam id, by cookie', async () => {
    const owner = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    await addSteam(app, owner.token, payload);
    const res = await addRoll(app, owner.token, {
      auth_method: 'cookie',
      cookie: rollCookie(payload.steam_id),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('CSGORoll account connected successfully');
    const account = res.json().account;
    expect(account.steam_id).toBe(payload.steam_id);
    expect(account.steam_account).not.toBeNull();
    expect(account.csgoroll_account).toMatchObject({
      cookie_valid: true,
      auth_method: 'cookie',
      main_wallet_balance: 1234.56,
    });
    const list = await callAs(app, owner.token, 'GET', '/api/trading/accounts');
    expect(list.json()).toHaveLength(1);
    expect(list.body).not.toContain('roll:');
  });

  it('starts a CSGORoll-only account by login and stores the password sealed', async () => {
    const owner = await trader(app, db, 'premium');
    const res = await addRoll(app, owner.token, {
      auth_method: 'credentials',
      username: 'roller@example.com',
      password: 'roll secret 1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().account.steam_account).toBeNull();
    expect(res.json().account.steam_id).toBe(steamIdOf('roller@example.com'));
    const secrets = await db.select().from(accountSecrets);
    expect(JSON.stringify(secrets)).not.toContain('roll secret 1');
    expect(res.body).not.toContain('roll secret 1');
  });

  it('asks for the cookie, or the login, with 422 naming the field', async () => {
    const owner = await trader(app, db, 'premium');
    const blank = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors[0].field).toBe('cookie');
    const noPassword = await addRoll(app, owner.token, { auth_method: 'credentials', username: 'a@b.c' });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors[0].field).toBe('password');
    const wrong = await addRoll(app, owner.token, {
      auth_method: 'credentials',
      username: 'a@b.c',
      password: WRONG_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('password');
  });
});

describe('limits per role', () => {
  it('lets a role add up to its base limit and refuses the next one', async () => {
    const cases = [
      ['free_trial', 1],
      ['depositor', 3],
    ] as const;
    for (const [role, limit] of cases) {
      const owner = await trader(app, db, role);
      for (let i = 0; i < limit; i += 1) {
        expect(
          (await addSteam(app, owner.token, steamPayload(newSteamLogin()))).statusCode,
          `${role} #${i + 1}`,
        ).toBe(201);
      }
      const over = await addSteam(app, owner.token, steamPayload(newSteamLogin()));
      expect(over.statusCode).toBe(403);
      expect(over.json().detail).toBe(`You have reached your Steam account limit (${limit}/${limit}).`);
      const limits = await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits');
      expect(limits.json()).toMatchObject({ role, current: { steam: limit }, limits: { steam: limit } });
    }
  });

  it('counts CSGORoll separately from Steam', async () => {
    const owner = await trader(app, db, 'free_trial');
    expect(
      (
        await addRoll(app, owner.token, {
          auth_method: 'cookie',
          cookie: rollCookie(steamIdOf(newSteamLogin())),
        })
      ).statusCode,
    ).toBe(201);
    const over = await addRoll(app, owner.token, {
      auth_method: 'cookie',
      cookie: rollCookie(steamIdOf(newSteamLogin())),
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().detail).toBe('You have reached your CSGORoll account limit (1/1).');
    expect((await addSteam(app, owner.token, steamPayload(newSteamLogin()))).statusCode).toBe(201);
  });

  it('refuses role user without a valid licence before asking the platform', async () => {
    const owner = await trader(app, db, 'user');
    const before = fake.calls.verifySteam.length;
    const res = await addSteam(app, owner.token, steamPayload(newSteamLogin()));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/valid licence/);
    expect(fake.calls.verifySteam.length).toBe(before);
    const limits = await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits');
    expect(limits.json()).toMatchObject({
      role: 'user',
      limits: { steam: 0, csgoroll: 0, sniping: 0 },
      can_add_accounts: false,
    });
  });

  it('answers the default base limits per role', async () => {
    const expected = {
      admin: [20, 20, 10],
      premium: [5, 5, 3],
      depositor: [3, 3, 0],
      free_trial: [1, 1, 1],
    } as const;
    for (const [role, [steam, csgoroll, sniping]] of Object.entries(expected)) {
      const owner = await trader(app, db, role as keyof typeof expected);
      const res = await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits');
      expect(res.json().limits).toEqual({ steam, csgoroll, sniping });
    }
  });
});

describe('label, refresh, platforms, delete', () => {
  it('trims labels, warns about odd characters and refuses empty or long ones', async () => {
    const owner = await trader(app, db, 'premium');
    const { steam_id } = steamPayload(newSteamLogin());
    const payload = steamPayload(newSteamLogin());
    await addSteam(app, owner.token, payload);
    const url = `/api/trading/accounts/${payload.steam_id}/label`;
    const ok = await callAs(app, owner.token, 'POST', url, { label: 'Main bot' });
    expect(ok.json()).toEqual({ message: 'Label updated successfully', label: 'Main bot' });
    const warned = await callAs(app, owner.token, 'POST', url, { label: '  <Alt> ' });
    expect(warned.statusCode).toBe(200);
    expect(warned.json().message).toMatch(/^Warning:/);
    expect(warned.json().label).toBe('<Alt>');
    const empty = await callAs(app, owner.token, 'POST', url, { label: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe('Label cannot be empty');
    expect((await callAs(app, owner.token, 'POST', url, { label: 'x'.repeat(51) })).statusCode).toBe(422);
    expect((await callAs(app, owner.token, 'POST', url, { label: 'x'.repeat(50) })).statusCode).toBe(200);
    expect(
      (await callAs(app, owner.token, 'POST', `/api/trading/accounts/${steam_id}/label`, { label: 'a' }))
        .statusCode,
    ).toBe(404);
  });

  it('refreshes the platforms and records an expired CSGORoll session', async () => {
    const local = fakeConnectors();
    const { app: app2, database: db2 } = await createTestApp({}, { connectors: local.connectors });
    const owner = await trader(app2, db2.db, 'premium');
    const payload = steamPayload(newSteamLogin());
    await addSteam(app2, owner.token, payload);
    await addRoll(app2, owner.token, { auth_method: 'cookie', cookie: rollCookie(payload.steam_id) });
    const ok = await callAs(app2, owner.token, 'POST', `/api/trading/accounts/${payload.steam_id}/refresh`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Account refreshed successfully');
    local.expireSessions();
    const expired = await callAs(
      app2,
      owner.token,
      'POST',
      `/api/trading/accounts/${payload.steam_id}/refresh/csgoroll`,
    );
    expect(expired.statusCode).toBe(200);
    expect(expired.json().message).toMatch(/^Warning: The CSGORoll session has expired/);
    expect(expired.json().account.csgoroll_account.cookie_valid).toBe(false);
    const platforms = await callAs(
      app2,
      owner.token,
      'GET',
      `/api/trading/accounts/${payload.steam_id}/platforms`,
    );
    expect(platforms.json()).toEqual({
      account_found: true,
      platforms: {
        csgoroll: { status: 'expired', avatar: null, username: expect.any(String) },
        steam: { avatar: 'https://avatars.example/a.jpg', username: payload.username },
      },
      cross_platform_features: true,
    });
  });

  it('refuses the eleventh refresh of an account in ten minutes, naming the wait', async () => {
    const local = fakeConnectors();
    const { app: app2, database: db2 } = await createTestApp({}, { connectors: local.connectors });
    const owner = await trader(app2, db2.db, 'premium');
    const payload = steamPayload(newSteamLogin());
    await addSteam(app2, owner.token, payload);
    const base = `/api/trading/accounts/${payload.steam_id}/refresh`;
    for (const path of [base, `${base}/steam`, base, base, base, base, base, base, base, base]) {
      expect((await callAs(app2, owner.token, 'POST', path)).statusCode).toBe(200);
    }
    const refused = await callAs(app2, owner.token, 'POST', `${base}/steam`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(
      /^This account was refreshed many times in a short while\. Try again in 10 minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another account of the same trader has its own budget.
    const other = steamPayload(newSteamLogin());
    await addSteam(app2, owner.token, other);
    expect(
      (await callAs(app2, owner.token, 'POST', `/api/trading/accounts/${other.steam_id}/refresh`)).statusCode,
    ).toBe(200);
  });

  it('deletes the account with its secrets', async () => {
    const owner = await trader(app, db, 'premium');
    const payload = steamPayload(newSteamLogin());
    const created = (await addSteam(app, owner.token, payload)).json();
    const res = await callAs(app, owner.token, 'DELETE', `/api/trading/accounts/${payload.steam_id}`);
    expect(res.statusCode).toBe(200);
    expect((await callAs(app, owner.token, 'GET', '/api/trading/accounts')).json()).toEqual([]);
    const left = await db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.steamId, created.account.steam_id));
    expect(left).toEqual([]);
    expect(
      (await callAs(app, owner.token, 'DELETE', `/api/trading/accounts/${payload.steam_id}`)).statusCode,
    ).toBe(404);
  });
});

describe("another user's account", () => {
  let steamId: string;
  let intruderToken: string;
  beforeAll(async () => {
    const owner = await trader(app, db, 'premium');
    const intruder = await trader(app, db, 'premium', { credits: 100 });
    intruderToken = intruder.token;
    const payload = steamPayload(newSteamLogin());
    steamId = payload.steam_id;
    await addSteam(app, owner.token, payload);
    await addRoll(app, owner.token, { auth_method: 'cookie', cookie: rollCookie(steamId) });
  });

  it('is 404 on every call and changes nothing', async () => {
    const base = `/api/trading/accounts/${steamId}`;
    const calls: [string, string, object?][] = [
      ['DELETE', base],
      ['POST', `${base}/label`, { label: 'mine now' }],
      ['POST', `${base}/refresh`],
      ['POST', `${base}/refresh/steam`],
      ['POST', `${base}/refresh/csgoroll`],
      ['GET', `${base}/platforms`],
      ['POST', `${base}/platforms`],
      ['GET', `${base}/settings/csgoroll`],
      ['POST', `${base}/settings/csgoroll`, { min_value: 5 }],
      ['GET', `${base}/settings/steam`],
      ['POST', `${base}/settings/steam`, { monitor_interval: 60 }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await callAs(app, intruderToken, method as 'GET', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe("Account not found or you don't have permission to access it.");
    }
    const [row] = await db.select().from(tradingAccounts).where(eq(tradingAccounts.steamId, steamId));
    expect(row?.label).toBeNull();
    const status = await callAs(app, intruderToken, 'GET', `/api/trading/sniping/status?steam_id=${steamId}`);
    expect(status.statusCode).toBe(404);
  });
});
