import type { Page } from 'playwright-core';
import { describe, expect, it, inject } from 'vitest';
import { adminToken } from './support/admin';
import { useBrowser } from './support/browser';

const { open } = useBrowser();

/** Calls the product's API as the bearer of `token`, from the test (not the page). */
async function api(token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const navbarCredits = async (page: Page) =>
  Number(((await page.getByTestId('navbar-credits').first().textContent()) ?? '').replace(/[^\d.]/g, ''));

describe('sniping on the sandbox market', () => {
  it('a premium trader turns sniping on, sees the bot run and credits spent on a withdrawal', async () => {
    const { page } = await open('/');
    const name = `sniper${Date.now().toString(36)}`;
    const token = await page.evaluate(async (username) => {
      const res = await fetch('/api/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, email: `${username}@e2e.test`, password: 'trader-password-1' }),
      });
      const body = (await res.json()) as { access_token: string };
      localStorage.setItem('access_token', body.access_token);
      return body.access_token;
    }, name);
    const me = await api(token, 'GET', '/api/users/me');
    const admin = await adminToken(inject('baseUrl'));
    const ids = [me.id as string];
    await api(admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'change_role',
      user_ids: ids,
      new_role: 'premium',
    });
    await api(admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'extend_license',
      user_ids: ids,
      days: 30,
    });
    await api(admin, 'POST', '/api/admin/users/bulk-action', {
      action: 'add_credits',
      user_ids: ids,
      credits: 5000,
    });

    // A sandbox CSGORoll account whose bot may pay up to 4.9 % markup: every such withdrawal costs credits.
    const added = await api(token, 'POST', '/api/trading/accounts/csgoroll', {
      auth_method: 'cookie',
      cookie: `e2e-sniper-${Date.now()}`,
    });
    const steamId = (added.account as { steam_id: string }).steam_id;
    await api(token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, { max_markup: 4.9 });

    await page.goto('/trading?tab=accounts');
    const card = page.getByTestId('account-card').first();
    await card.waitFor();
    await page
      .getByRole('button', { name: 'Got it' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    const before = await navbarCredits(page);
    expect(before).toBe(5000);

    await card.getByRole('button', { name: 'Account settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('tab', { name: 'CSGORoll Trading' }).click();
    await settings.getByLabel('Sniping enabled').check();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.waitFor({ state: 'detached' });

    const indicator = card.getByTestId('sniping-indicator');
    await indicator.getByText('Sniping Enabled').waitFor();
    await indicator.locator('[title="Bot running"]').waitFor({ timeout: 60_000 });

    // The bot joins sandbox listings once CSGORoll lets it (the sandbox's join wait is 40 s, as live);
    // the first completed withdrawal's credits leave the navbar balance at the next status poll.
    await page.waitForFunction(
      (start) => {
        const text = document.querySelector('[data-testid="navbar-credits"]')?.textContent ?? '';
        const credits = Number(text.replace(/[^\d.]/g, ''));
        return credits > 0 && credits < start;
      },
      before,
      { timeout: 200_000, polling: 1000 },
    );
    expect(await navbarCredits(page)).toBeLessThan(before);
  }, 330_000);
});
