import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpUser } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { discordLinkCodes } from './security.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});

/** Walks the offline flow as a browser does: login, sandbox consent page, callback. */
async function linkThroughSandbox(token: string, discordId?: string) {
  const login = await openLogin(await mintCode(token));
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

async function mintCode(token: string): Promise<string> {
  const minted = await callAs(t.app, token, 'POST', '/api/users/me/discord/link-code');
  expect(minted.statusCode).toBe(200);
  return minted.json().code as string;
}

const openLogin = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/discord/login?code=${encodeURIComponent(code)}` });

/** The user id the sandbox consent page's state names, read back through the callback. */
async function linkedUserOf(login: { headers: Record<string, unknown> }) {
  const consent = await t.app.inject({ method: 'GET', url: login.headers.location as string });
  const state = /name="state" value="([^"]+)"/.exec(consent.body)![1]!;
  const id = /data-testid="sandbox-discord-id">(\d+)</.exec(consent.body)![1]!;
  await t.app.inject({
    method: 'GET',
    url: `/api/discord/callback?state=${encodeURIComponent(state)}&code=sandbox_${id}`,
  });
  return id;
}

describe('Discord login with a one-use code (no access token in the address)', () => {
  it('works once; the second use of the same code is refused', async () => {
    const user = await signUpUser(t.app);
    const code = await mintCode(user.token);
    const first = await openLogin(code);
    expect(first.statusCode).toBe(302);
    const again = await openLogin(code);
    expect(again.statusCode).toBe(401);
    expect(again.headers['content-type']).toMatch(/text\/html/);
    expect(again.body).toContain('This Discord link has expired or was already used.');
  });

  it('gives one redirect for a code opened twice at the same moment', async () => {
    const user = await signUpUser(t.app);
    const code = await mintCode(user.token);
    const answers = await Promise.all([openLogin(code), openLogin(code), openLogin(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([302, 401, 401]);
  });

  it('refuses an expired code', async () => {
    const user = await signUpUser(t.app);
    const code = await mintCode(user.token);
    const codeHash = createHash('sha256').update(code).digest('hex');
    await t.database.db
      .update(discordLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discordLinkCodes.codeHash, codeHash));
    const login = await openLogin(code);
    expect(login.statusCode).toBe(401);
    expect(login.body).toContain('This Discord link has expired or was already used.');
  });

  it('refuses an unknown code, a code whose session was revoked, and no code without signing in', async () => {
    expect((await openLogin('made-up-code')).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/me/discord/link-code' });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUpUser(t.app);
    const code = await mintCode(user.token);
    expect((await callAs(t.app, user.token, 'POST', '/api/signout')).statusCode).toBeLessThan(300);
    expect((await openLogin(code)).statusCode).toBe(401);
  });

  it("links only the account of the user who got the code, whoever's browser opens it", async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const code = await mintCode(owner.token);
    // The code names the signed-in user who asked for it; the call takes no user to name.
    const discordId = await linkedUserOf(await openLogin(code));
    expect((await callAs(t.app, owner.token, 'GET', '/api/users/me')).json().discord_id).toBe(discordId);
    expect((await callAs(t.app, other.token, 'GET', '/api/users/me')).json().discord_id).toBeNull();
  });

  it('refuses the old form with the access token in the address', async () => {
    const user = await signUpUser(t.app);
    for (const url of [
      `/api/discord/login?token=${user.token}`,
      `/api/discord/login?code=${await mintCode(user.token)}&token=${user.token}`,
    ]) {
      const login = await t.app.inject({ method: 'GET', url });
      expect(login.statusCode).toBe(400);
      expect(login.body).toContain('This Discord link is incomplete.');
    }
  });
});

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
    const login = await t.app.inject({ method: 'GET', url: '/api/discord/login?code=forged' });
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
