import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpUser } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /api/users/me', () => {
  it("answers the spec's User without secrets", async () => {
    const user = await signUpUser(t.app);
    const res = await callAs(t.app, user.token, 'GET', '/api/users/me');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      username: user.username,
      email: user.email,
      role: 'user',
      avatar_url: null,
      discord_id: null,
      credits: 0,
      license_expiry: null,
      two_factor_enabled: false,
      purchases: [],
      crypto_purchases: [],
      traded_items: [],
      inventory_coins: [],
    });
    expect(Date.parse(me.signup_date)).not.toBeNaN();
    expect(JSON.stringify(me)).not.toMatch(/password|hash|secret|token_version/i);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/avatar', () => {
  it('stores an https .png or .jpg address', async () => {
    const user = await signUpUser(t.app);
    const res = await callAs(t.app, user.token, 'PUT', '/api/users/me/avatar', {
      avatar_url: ' https://cdn.example.com/me.JPG ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, avatar_url: 'https://cdn.example.com/me.JPG' });
    expect((await callAs(t.app, user.token, 'GET', '/api/users/me')).json().avatar_url).toBe(
      'https://cdn.example.com/me.JPG',
    );
  });

  it.each(['http://cdn.example.com/me.png', 'https://cdn.example.com/me.gif', 'javascript:alert(1)'])(
    'refuses %s with the screen sentence',
    async (avatarUrl) => {
      const user = await signUpUser(t.app);
      const res = await callAs(t.app, user.token, 'PUT', '/api/users/me/avatar', { avatar_url: avatarUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Please enter a valid URL.');
    },
  );

  it('changes only the caller', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await callAs(t.app, a.token, 'PUT', '/api/users/me/avatar', { avatar_url: 'https://x.io/a.png' });
    expect((await callAs(t.app, b.token, 'GET', '/api/users/me')).json().avatar_url).toBeNull();
  });
});
