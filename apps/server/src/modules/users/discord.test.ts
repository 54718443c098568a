import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpUser } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});

/** Walks the offline flow as a browser does: login, sandbox consent page, callback. */
async function linkThroughSandbox(token: string, discordId?: string) {
  const login = await t.app.inject({ method: 'GET', url: `/api/discord/login?token=${token}` });
  expect(login.statusCode).toBe(302);
  const consent = await t.app.inject({ method: 'GET', url: login.headers.location as string });
  expect(consent.statusCode).toBe(200);
  const state = /name="state" value="([^"]+)"/.exec(consent.body)![1]!;
  const offeredId = /data-testid="sandbox-discord-id">(\d+)</.exec(consent.body)![1]!;
  const id = discordId ?? offeredId;
  return t.app.inject({
    method: 'GET',
    url: `/api/discord/callback?state=${encodeURIComponent(state)}&code=sandbox_${id}`,
  });
}

describe('Discord linking (sandbox)', () => {
  it('links the generated account and lands on the profile with its id', async () => {
    const user = await signUpUser(t.app);
    const callback = await linkThroughSandbox(user.token);
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, 'http://x');
    expect(landing.pathname).toBe('/profile');
    const discordId = landing.searchParams.get('discord_id');
    expect(discordId).toMatch(/^\d{18}$/);
    expect((await callAs(t.app, user.token, 'GET', '/api/users/me')).json().discord_id).toBe(discordId);
  });

  it('links one Discord account to one user at most', async () => {
    const first = await signUpUser(t.app);
    const second = await signUpUser(t.app);
    const landing = new URL((await linkThroughSandbox(first.token)).headers.location as string, 'http://x');
    const discordId = landing.searchParams.get('discord_id')!;
    const taken = await linkThroughSandbox(second.token, discordId);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('This Discord account is already linked to another user.');
    expect((await callAs(t.app, second.token, 'GET', '/api/users/me')).json().discord_id).toBeNull();
  });

  it('refuses a login without a valid token and a callback with a forged state', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/discord/login?token=forged' });
    expect(login.statusCode).toBe(401);
    expect(login.headers['content-type']).toMatch(/text\/html/);
    const callback = await t.app.inject({
      method: 'GET',
      url: '/api/discord/callback?state=forged&code=sandbox_123456789012345678',
    });
    expect(callback.statusCode).toBe(400);
  });

  it('unlinks, and says so when nothing is linked', async () => {
    const user = await signUpUser(t.app);
    await linkThroughSandbox(user.token);
    expect((await callAs(t.app, user.token, 'DELETE', '/api/users/me/discord')).statusCode).toBe(200);
    expect((await callAs(t.app, user.token, 'GET', '/api/users/me')).json().discord_id).toBeNull();
    const again = await callAs(t.app, user.token, 'DELETE', '/api/users/me/discord');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('No Discord account is linked.');
  });
});
