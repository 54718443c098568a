import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HIDDEN } from '@skinpilot/domain';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';

const { open } = useBrowser();

/**
 * The product server's own embedded PostgreSQL (port from its pid file, password from DATA_DIR).
 * Until the bot runtime writes trades in this build, the test writes the rows the runtime writes.
 */
function productDatabase(): pg.Pool {
  const dataDir = inject('dataDir');
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(path.join(dataDir, 'secrets', 'pg-password'), 'utf8').trim();
  return new pg.Pool({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/skinpilot`,
    max: 2,
  });
}
const db = productDatabase();
afterAll(() => db.end());

/** A signed-in premium trader with a sandbox CSGORoll account; answers its Steam id. */
async function premiumTraderWithAccount(page: Page): Promise<{ email: string; steamId: string }> {
  const name = `overview${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${name}@e2e.test`;
  await page.evaluate(
    async ({ name, email }) => {
      const res = await fetch('/api/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: name, email, password: 'trader-password-1' }),
      });
      if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
      localStorage.setItem('access_token', ((await res.json()) as { access_token: string }).access_token);
    },
    { name, email },
  );
  await db.query(
    `update users set role = 'premium', license_expiry = now() + interval '30 days' where email = $1`,
    [email],
  );
  const steamId = await page.evaluate(async (cookie) => {
    const res = await fetch('/api/trading/accounts/csgoroll', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
      },
      body: JSON.stringify({ auth_method: 'cookie', cookie }),
    });
    if (!res.ok) throw new Error(`add CSGORoll failed: ${res.status} ${await res.text()}`);
    const accounts = await fetch('/api/trading/accounts', {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
    }).then((r) => r.json() as Promise<{ steam_id: string }[]>);
    return accounts[0]!.steam_id;
  }, `e2e-overview-${name}`);
  return { email, steamId };
}

/** A completed sniping withdrawal and its activity, as the runtime records them. */
async function recordWithdrawal(email: string, steamId: string) {
  const item = {
    market_name: 'AK-47 | Redline (Field-Tested)',
    item_variant_brand: 'AK-47',
    item_variant_name: 'Redline',
    item_variant_color: 'Field-Tested',
    rarity: 'classified',
    stickers: [{ sticker_name: 'Crown (Foil)', sticker_price: 40 }],
    stickers_cost: 40,
    steam_asset_id: '4242424242',
    coin_value: 123.45,
    markup: 3.5,
  };
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  const userId = rows[0]!.id;
  await db.query(
    `insert into trades (user_id, steam_id, csgoroll_trade_id, kind, item_name, value, markup_percent, credits_used, status, item, estimated_profit, marketplace_status, completed_at)
     values ($1, $2, $3, 'withdrawal', $4, 123.45, 3.5, 2.47, 'completed', $5, 15.5, 'COMPLETED', now())`,
    [userId, steamId, `Trade:e2e-${Date.now()}`, item.market_name, JSON.stringify(item)],
  );
  await db.query(
    `insert into activities (user_id, steam_id, type, title, details) values ($1, $2, 'trade', $3, $4)`,
    [
      userId,
      steamId,
      `Sniped ${item.market_name}`,
      JSON.stringify({
        description: 'Joined a withdrawal of 123.45 coins at 3.50 % markup.',
        trade: { action: 'withdraw_joined', value: 123.45 },
      }),
    ],
  );
}

const cardValues = (page: Page) =>
  page
    .getByTestId('item-card')
    .evaluateAll((cards) =>
      cards
        .slice(0, 6)
        .map((c) => Number(c.querySelector('.font-bold')?.textContent?.replace(/[^\d.]/g, ''))),
    );

describe('trading overview', () => {
  it('shows the inventory, a withdrawal in the history with its details, the activity feed, and masks in privacy mode', async () => {
    const { page } = await open('/');
    const { email, steamId } = await premiumTraderWithAccount(page);
    await recordWithdrawal(email, steamId);

    await page.goto('/trading');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Inventory' }).waitFor();

    // The first refresh reads the sandbox account's inventory into a snapshot.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Updated all accounts successfully').waitFor({ timeout: 30_000 });
    await page.getByTestId('item-card').first().waitFor({ timeout: 15_000 });

    // The account card's Skins Value now comes from the snapshot (the sandbox account holds items).
    const skinsValue = await page.evaluate(async () => {
      const accounts = await fetch('/api/trading/accounts', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
      }).then((r) => r.json() as Promise<{ skins_value: number }[]>);
      return accounts[0]!.skins_value;
    });
    expect(skinsValue).toBeGreaterThan(0);

    // Sorted by value, high to low by default, and low to high on request.
    const high = await cardValues(page);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('value_asc');
    const low = await cardValues(page);
    expect(low).toEqual([...low].sort((a, b) => a - b));

    // Search filters the grid and shows as a chip; removing the chip brings everything back.
    const firstName = (await page.getByTestId('item-card').first().getAttribute('aria-label')) ?? '';
    const brand = firstName.split(' | ')[0]!;
    await page.getByLabel('Search items').fill(brand);
    await page.getByRole('list', { name: 'Active filters' }).getByText(`Search: ${brand}`).waitFor();
    const labels = await page
      .getByTestId('item-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => l?.toLowerCase().includes(brand.toLowerCase()))).toBe(true);
    await page.getByLabel('Search items').fill('no item is called this');
    await page.getByText('No items match your filters').waitFor();
    await page.getByLabel('Search items').fill('');

    // Privacy mode hides the account on every card and the balances.
    await page.getByRole('button', { name: 'Turn privacy mode on' }).first().click();
    await expect(page.getByTestId('item-card').first().textContent()).resolves.toContain('Hidden');
    await expect(page.getByRole('region', { name: 'Total Wealth' }).textContent()).resolves.toContain(HIDDEN);
    await page.getByRole('button', { name: 'Turn privacy mode off' }).first().click();

    // The withdrawal in the trade history, with its details.
    await page.getByRole('tab', { name: 'Trade History' }).click();
    const row = page.getByRole('row').filter({ hasText: 'AK-47 | Redline (Field-Tested)' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Withdraw');
    await page.getByText('Showing 1 to 1 of 1 trades').waitFor();
    await row.getByRole('button', { name: 'Trade details' }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    for (const expected of [
      'Trade:e2e-',
      '123.45',
      '3.50%',
      '2.47',
      'Crown (Foil)',
      '4242424242',
      'classified',
    ])
      expect(text).toContain(expected);
    await page.keyboard.press('Escape');

    // And in the activity feed.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByText('Sniped AK-47 | Redline (Field-Tested)').waitFor();
    await page.getByText('just now').first().waitFor();
  });
});
