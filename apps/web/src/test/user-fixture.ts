import type { UserProfile } from '@skinpilot/contract';

/** A signed-in user as GET /api/users/me answers it, for component tests. */
export function userFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    username: 'trader_one',
    email: 'trader@example.com',
    role: 'user',
    avatar_url: null,
    discord_id: null,
    credits: 0,
    signup_date: '2026-01-01T00:00:00Z',
    license_expiry: null,
    two_factor_enabled: false,
    purchases: [],
    crypto_purchases: [],
    traded_items: [],
    inventory_coins: [],
    ...overrides,
  };
}

/** Answers /api/users/me with `user` (read on each call, so a test can change it) and 404 otherwise. */
export function meFetch(current: () => UserProfile | null) {
  return async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/users/me')) {
      const user = current();
      return user
        ? new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ detail: 'Not signed in.' }), { status: 401 });
    }
    return new Response(JSON.stringify({ detail: 'No such endpoint.' }), { status: 404 });
  };
}
