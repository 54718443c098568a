import { createConnectors } from '@skinpilot/connectors';
import { SANDBOX_STEAM_TRIGGERS, SANDBOX_TRIGGERS } from '@skinpilot/connectors/sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { validSecret } from '../../../test/fake-connectors';
import { createTestApp } from '../../../test/test-app';
import { addRoll, addSteam, trader } from '../../../test/trading';

// The real connectors against the sandbox market, as `npm start` runs them.
const connectors = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 7,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
});
afterAll(() => connectors.close());
const { app, database } = await createTestApp({}, { connectors });

let nextId = 42;
const steamPayload = (username: string, proxy?: string) => ({
  steam_id: `765611980000000${(nextId += 1)}`,
  username,
  password: 'sandbox password',
  shared_secret: validSecret(3),
  identity_secret: validSecret(4),
  proxy: proxy ?? `socks5://user:pass@127.0.0.1:${1000 + nextId}`,
});

describe('against the sandbox market', () => {
  it('connects, refreshes and checks a Steam and a CSGORoll account', async () => {
    const owner = await trader(app, database.db, 'free_trial', { credits: 1000 });
    const payload = steamPayload('sandbox_trader');
    const steam = await addSteam(app, owner.token, payload);
    expect(steam.statusCode, steam.body).toBe(201);
    expect(steam.json().account.steam_data).toMatchObject({
      proxy_status: 'valid',
      proxy_current_ip: expect.any(String),
    });

    const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: 'my-sandbox-session' });
    expect(roll.statusCode, roll.body).toBe(201);
    const rollId = roll.json().account.steam_id;
    expect(roll.json().account.csgoroll_account).toMatchObject({
      cookie_valid: true,
      main_wallet_balance: 1000,
    });

    for (const id of [payload.steam_id, rollId]) {
      const refreshed = await callAs(app, owner.token, 'POST', `/api/trading/accounts/${id}/refresh`);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(refreshed.json().message).toBe('Account refreshed successfully');
    }
    const settings = await callAs(
      app,
      owner.token,
      'POST',
      `/api/trading/accounts/${rollId}/settings/csgoroll`,
      {
        sniping_enabled: true,
        max_value: 800,
      },
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const limits = (await callAs(app, owner.token, 'GET', '/api/trading/users/me/limits')).json();
    expect(limits.current).toEqual({ steam: 1, csgoroll: 1, sniping: 1 });
  });

  it("answers the sandbox's refusals as 422 on the field at fault", async () => {
    const owner = await trader(app, database.db, 'premium');
    const wrong = await addSteam(app, owner.token, {
      ...steamPayload('sandbox_wrong'),
      password: SANDBOX_STEAM_TRIGGERS.wrongPassword,
    });
    expect(wrong.statusCode).toBe(422);
    const deadProxy = await addSteam(app, owner.token, steamPayload('sandbox_proxy', 'socks5://10.9.9.9:1'));
    expect(deadProxy.statusCode).toBe(422);
    expect(deadProxy.json().errors[0].field).toBe('proxy');
    const expired = await addRoll(app, owner.token, {
      auth_method: 'cookie',
      cookie: SANDBOX_TRIGGERS.expiredCookie,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0].field).toBe('cookie');
    const login = await addRoll(app, owner.token, {
      auth_method: 'credentials',
      username: 'roller@example.com',
      password: SANDBOX_TRIGGERS.wrongPassword,
    });
    expect(login.statusCode).toBe(422);
  });
});
