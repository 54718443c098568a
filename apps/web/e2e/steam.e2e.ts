import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ReferencePricesStatus } from '@skinpilot/contract';
import { describe, expect, it, vi } from 'vitest';
import { adminToken } from './support/admin';
import { openDiscordLogin } from './support/accounts';
import { useBrowser } from './support/browser';
import { api } from './support/sniping';

const { open, baseUrl } = useBrowser();
const shots = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `steam-${name}.png`) });

const authorised = () => ({
  'Content-Type': 'application/json',
  Authorization: `Bearer ${localStorage.getItem('access_token')}`,
});

/**
 * A trader on the free trial with one sandbox Steam account, all through the API. The proxy's port
 * may be a sandbox trigger (3: Steam allows one log-in through it per 10 minutes).
 */
async function traderWithSteam(page: Page, proxyPort = 1080): Promise<{ steamId: string; username: string }> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.evaluate(async (name) => {
    const res = await fetch('/api/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: name, email: `${name}@e2e.test`, password: 'trader-password-1' }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
    localStorage.setItem('access_token', ((await res.json()) as { access_token: string }).access_token);
  }, `steamer${suffix}`);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await openDiscordLogin(page, token ?? '');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  const steamId = `7656119810${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const username = `e2e_steam_${suffix}`;
  const added = await page.evaluate(
    async ({ steamId, username, secret, identity, proxy, headers }) => {
      const trial = await fetch('/api/start-free-trial', {
        method: 'POST',
        headers: { Authorization: headers.Authorization },
      });
      if (!trial.ok) return `trial ${trial.status} ${await trial.text()}`;
      const res = await fetch('/api/trading/accounts/steam', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          steam_id: steamId,
          username,
          password: 'steam-password',
          shared_secret: secret,
          identity_secret: identity,
          proxy,
        }),
      });
      return res.ok ? 'ok' : `steam ${res.status} ${await res.text()}`;
    },
    {
      steamId,
      username,
      secret: Buffer.alloc(20, 3).toString('base64'),
      identity: Buffer.alloc(20, 5).toString('base64'),
      proxy: `socks5://e2e:secret@10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9:${proxyPort}`,
      headers: await page.evaluate(authorised),
    },
  );
  expect(added).toBe('ok');
  return { steamId, username };
}

/** Waits for the success toast, or fails with the error toast's words instead of a bare timeout. */
async function expectToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  const success = page.getByText(text);
  const failure = page.locator('.toast [role=alert]');
  await success.or(failure).first().waitFor({ timeout });
  if (!(await success.isVisible())) expect(await failure.first().textContent()).toBe(text);
}

async function openAccount(page: Page) {
  await page.goto('/trading?tab=accounts');
  await page.getByTestId('account-card').first().waitFor();
  await page
    .getByRole('button', { name: 'Got it' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await page.getByTestId('account-card').first().click();
}

describe('Steam items in the overview', () => {
  it('values each Steam item in dollars with its price source on hover, and counts them in Skins Value', async () => {
    // The worker refreshes the sandbox reference prices right after it starts; the account is
    // connected after that, so the snapshot its connection queues already values its items.
    const admin = await adminToken(baseUrl);
    await vi.waitFor(
      async () => {
        const status = (await api(
          admin,
          'GET',
          '/api/admin/system/reference-prices',
        )) as ReferencePricesStatus;
        if (!status.sources.find((s) => s.source === 'sandbox')?.refreshed_at) throw new Error('not yet');
      },
      { timeout: 60_000, interval: 500 },
    );
    const { page } = await open('/');
    await traderWithSteam(page);
    await page.goto('/trading');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Inventory' }).waitFor();
    // Refresh reads the inventory now, or answers that the worker's first snapshot (queued when the
    // account was connected) is recent: either way the snapshot was taken after the prices.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByText(/Updated all accounts successfully|All accounts were recently updated/)
      .first()
      .waitFor({ timeout: 30_000 });
    // A name some CSGORoll inventory of another file already showed is priced at CSGORoll's value,
    // which wins over the reference; either way the card names its source.
    const price = page
      .getByTestId('item-card')
      .getByTitle(/^Price: (Sandbox catalogue|CSGORoll values)$/)
      .first();
    // The first snapshot (a Steam log-in through the session owner) can take long on a loaded machine.
    await price.waitFor({ timeout: 60_000 });
    expect(Number((await price.textContent())?.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
    expect(await page.getByTestId('item-card').getByText('No price').count()).toBe(0);
    await shot(page, 'valued-items');
    const skinsValue = await page.evaluate(
      async (headers) => {
        const accounts = await fetch('/api/trading/accounts', { headers }).then(
          (r) => r.json() as Promise<{ skins_value: number }[]>,
        );
        return accounts[0]!.skins_value;
      },
      await page.evaluate(authorised),
    );
    expect(skinsValue).toBeGreaterThan(0);
  }, 120_000);
});

describe('Steam tools in the account panel', () => {
  it('shows an incoming offer in Received, accepts it and finds it under Completed', async () => {
    const { page } = await open('/');
    const { steamId } = await traderWithSteam(page);
    // A sandbox partner sends this account an offer.
    const offerId = await page.evaluate(
      async ({ id, headers }) => {
        const res = await fetch(`/api/trading/sandbox/steam/${id}/incoming-offer`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ kind: 'gift' }),
        });
        return ((await res.json()) as { trade_offer_id: string }).trade_offer_id;
      },
      { id: steamId, headers: await page.evaluate(authorised) },
    );
    await openAccount(page);
    await page.getByRole('tab', { name: /Trade Offers/ }).click();
    const offers = page.getByTestId('trade-offers');
    const card = offers.getByTestId('trade-offer-card').filter({ hasText: offerId.slice(-6) });
    await card.waitFor();
    await offers.getByRole('tab', { name: 'Received (1)' }).waitFor();
    await card.getByText('Active').waitFor();
    await shot(page, 'offers-received');

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByTestId('trade-offer-details');
    await details.getByText('Nothing - This is a gift!').waitFor();
    await shot(page, 'offer-details');
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await card.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Trade offer accepted');
    await offers.getByRole('button', { name: 'Completed' }).click();
    await offers.getByTestId('trade-offer-card').filter({ hasText: 'Accepted' }).waitFor();
    expect(await offers.getByRole('button', { name: 'Accept' }).count()).toBe(0);
  }, 120_000);

  it('sends an inventory item as a gift to a valid trade URL and lists it under Sent', async () => {
    const { page } = await open('/');
    await traderWithSteam(page);
    await openAccount(page);
    await page.getByRole('tab', { name: 'Steam Inventory' }).click();
    const inventory = page.getByTestId('steam-inventory');
    await inventory.getByText(/\d+ items · \d+ tradable/).waitFor();
    // Items under Steam's trade protection (context 16) say so, and are not among the tradable.
    await inventory.getByText('Protected', { exact: true }).first().waitFor();
    await shot(page, 'inventory-protected');
    // On a phone the account's panel fits the screen: one column no wider than the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'inventory-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await inventory.getByText('Tradable Only').click();
    expect(await inventory.getByText('Protected', { exact: true }).count()).toBe(0);
    await inventory.getByTestId('steam-item').first().click();
    await page.getByTestId('steam-item-details').waitFor();
    await shot(page, 'item-details');
    await page.getByRole('button', { name: 'Send as Gift' }).click();

    const form = page.getByRole('form', { name: 'Send gift' });
    const send = page.getByRole('button', { name: 'Send Gift' });
    await form.getByLabel('Trade URL').fill('https://steamcommunity.com/tradeoffer/new/?partner=abc');
    await form.getByLabel('Trade URL').blur();
    await form.getByText('Invalid trade URL format. Please check the URL and try again.').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await shot(page, 'gift-invalid-url');
    await form
      .getByLabel('Trade URL')
      .fill('https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=Ab-c_9');
    await form.getByLabel('Message (optional)').fill('for you');
    await form.getByText('7/128').waitFor();
    await send.click();
    await expectToast(page, 'Item sent successfully');

    await page.getByRole('tab', { name: /Trade Offers/ }).click();
    const offers = page.getByTestId('trade-offers');
    await offers.getByRole('tab', { name: /^Sent \(1\)$/ }).click();
    const card = offers.getByTestId('trade-offer-card').first();
    await card.getByText('Gift').waitFor();
    await card.getByText('for you').waitFor();
  }, 120_000);

  it('shows a stopped client as not running and starts it from the tab', async () => {
    const { page } = await open('/');
    await traderWithSteam(page);
    await openAccount(page);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Steam Session Inactive').waitFor();
    await page.getByRole('tab', { name: 'Steam Tools' }).click();
    const notRunning = page.getByTestId('steam-not-running');
    await notRunning.getByText('Steam Client Not Running').waitFor();
    await shot(page, 'not-running');
    await notRunning.getByRole('button', { name: 'Start Steam Client' }).click();
    await expectToast(page, 'Steam client started successfully');
    const tools = page.getByTestId('steam-tools');
    await tools.waitFor();
    const code = page.getByTestId('steam-tool-2FA Code');
    await code.getByRole('button', { name: 'Generate' }).click();
    await code.getByText(/^[23456789BCDFGHJKMNPQRTVWXY]{5}$/).waitFor();
    await shot(page, 'tools');
  }, 120_000);
});

describe("Steam's log-in limit on the account card", () => {
  it('shows for how long Steam log-ins are paused after Steam refused one for its limit', async () => {
    const { page } = await open('/');
    // Adding the account is the proxy's one log-in the sandbox Steam allows in 10 minutes.
    const { steamId } = await traderWithSteam(page, 3);
    // Stopped and started again, the client logs in a second time: Steam answers eresult 84, and
    // log-ins through the proxy wait 15 minutes. (The first inventory snapshot may get there first.)
    const answers = await page.evaluate(
      async ({ steamId, headers }) => {
        const call = (action: string) =>
          fetch(`/api/trading/accounts/${steamId}/steam/${action}`, {
            method: 'POST',
            headers,
            body: '{}',
          }).then(async (r) => `${r.status} ${r.ok ? '' : await r.text()}`.trim());
        return [await call('stop'), await call('start')];
      },
      { steamId, headers: await page.evaluate(authorised) },
    );
    expect(answers[0]).toBe('200');
    expect(answers[1]).toMatch(/^429 .*Steam/);
    await page.goto('/trading?tab=accounts');
    const card = page.getByTestId('account-card').first();
    await card.waitFor();
    await page
      .getByRole('button', { name: 'Got it' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await card.getByText(/^Steam log-ins paused for 1[45] minutes \(Steam's log-in limit\)$/).waitFor();
    await shot(page, 'login-paused-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByText(/^Steam log-ins paused for/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'login-paused-390');
    // Every badge holds its wrapped text (daisyUI's fixed badge height let it spill over the next).
    const spilled = await card
      .locator('.badge')
      .evaluateAll((badges) =>
        badges.filter((b) => b.scrollHeight > b.clientHeight + 1).map((b) => b.textContent),
      );
    expect(spilled).toEqual([]);
  }, 120_000);
});
