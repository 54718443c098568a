import type { Trade } from '@skinpilot/contract';
import type { Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { adminToken } from './admin';

/** Calls the product's API as the bearer of `token`, from the test (not the page). */
export async function api(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Signs up in `page` (the token stored the way the SPA stores it) and has the bootstrap admin make
 * the user a licensed premium trader with 5,000 credits: what sniping needs.
 */
export async function premiumTrader(page: Page, prefix: string): Promise<{ token: string; email: string }> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${username}@e2e.test`;
  const token = await page.evaluate(
    async ({ username, email }) => {
      const res = await fetch('/api/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, email, password: 'trader-password-1' }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
      const body = (await res.json()) as { access_token: string };
      localStorage.setItem('access_token', body.access_token);
      return body.access_token;
    },
    { username, email },
  );
  const me = await api(token, 'GET', '/api/users/me');
  const admin = await adminToken(inject('baseUrl'));
  const user_ids = [me.id as string];
  await api(admin, 'POST', '/api/admin/users/bulk-action', {
    action: 'change_role',
    user_ids,
    new_role: 'premium',
  });
  await api(admin, 'POST', '/api/admin/users/bulk-action', { action: 'extend_license', user_ids, days: 30 });
  await api(admin, 'POST', '/api/admin/users/bulk-action', {
    action: 'add_credits',
    user_ids,
    credits: 5000,
  });
  return { token, email };
}

/**
 * A sandbox CSGORoll account whose bot may pay up to 4.9 % markup, so every sandbox withdrawal it
 * joins costs credits. Answers its Steam id. The sandbox seeds the inventory by the cookie's part
 * before `~` (the name), so each run's new account holds the same items.
 */
export async function sandboxSnipingAccount(token: string, name: string): Promise<string> {
  const added = await api(token, 'POST', '/api/trading/accounts/csgoroll', {
    auth_method: 'cookie',
    cookie: `e2e-${name}~${Date.now()}`,
  });
  const steamId = (added.account as { steam_id: string }).steam_id;
  await api(token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, { max_markup: 4.9 });
  return steamId;
}

export const setSniping = (token: string, steamId: string, on: boolean) =>
  api(token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, { sniping_enabled: on });

/**
 * Waits for the runtime's first completed withdrawal of the account (completion is when credits
 * are charged) and answers it as GET /trades lists it. The e2e server's sandbox makes listings
 * joinable 5 s after they appear (live CSGORoll: 40 s); the timeout is generous for a loaded machine.
 */
export async function completedWithdrawal(token: string, steamId: string): Promise<Trade> {
  return vi.waitFor(
    async () => {
      const { trades } = (await api(token, 'GET', `/api/trading/trades?period=1d&steam_id=${steamId}`)) as {
        trades: Trade[];
      };
      const done = trades.find((t) => t.action === 'Withdraw' && t.credits_used > 0);
      if (!done) throw new Error('No completed sandbox withdrawal yet');
      return done;
    },
    { timeout: 200_000, interval: 1000 },
  );
}
