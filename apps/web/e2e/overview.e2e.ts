import { serverLinks, spaPaths } from '@skinpilot/contract';
import { HIDDEN } from '@skinpilot/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import {
  api,
  completedWithdrawal,
  premiumTrader,
  sandboxSnipingAccount,
  setSniping,
} from './support/sniping';

const { open } = useBrowser();

const cardValues = (page: Page) =>
  page
    .getByTestId('item-card')
    .evaluateAll((cards) =>
      cards
        .slice(0, 6)
        .map((c) => Number(c.querySelector('.font-bold')?.textContent?.replace(/[^\d.]/g, ''))),
    );

/** A figure of the Sniping panel, as a number. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Sniping' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .evaluate((dt) => Number(dt.nextElementSibling?.textContent));

describe('trading overview', () => {
  it('shows the inventory, a withdrawal in the history with its details, the activity feed, and masks in privacy mode', async () => {
    const { page } = await open('/');
    const { token } = await premiumTrader(page, 'overview');
    const steamId = await sandboxSnipingAccount(token, 'overview');
    // The runtime snipes on the sandbox market while the inventory is checked: the sandbox's join
    // wait (5 s on the e2e server, 40 s live) overlaps that work instead of adding to it.
    await setSniping(token, steamId, true);

    await page.goto('/trading');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Inventory' }).waitFor();

    // Refresh reads the sandbox account's inventory into a snapshot, or answers that the first
    // snapshot the connection queued (issue 25) is recent: either way the snapshot is there.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByText(/Updated all accounts successfully|All accounts were recently updated/)
      .first()
      .waitFor({ timeout: 30_000 });
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

    // A real withdrawal of the runtime: in the trade history with its details, and in the feed.
    const trade = await completedWithdrawal(token, steamId);
    await setSniping(token, steamId, false); // one is enough; spare the shared cores
    const name = trade.item.market_name;
    const money = (n: number) =>
      n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await page.getByRole('tab', { name: 'Trade History' }).click();
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Withdraw');
    // The price's percent of the reference when the trade was made (a dash when none was known).
    const ofRef = trade.reference_percent === null ? '—' : `${trade.reference_percent.toFixed(2)}%`;
    await page.getByRole('columnheader', { name: '% of ref' }).waitFor();
    expect(await row.textContent()).toContain(ofRef);
    await page.getByText(/Showing 1 to \d+ of \d+ trades/).waitFor();
    await row.getByRole('button', { name: 'Trade details' }).click();
    const details = page.getByRole('dialog', { name: 'Trade Details' });
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    for (const expected of [
      trade.trade_id,
      name,
      money(trade.item.coin_value),
      `${trade.item.markup.toFixed(2)}%`,
      '% of ref',
      ofRef,
      money(trade.credits_used),
      ...trade.item.stickers.flatMap((s) => (s.sticker_name ? [s.sticker_name] : [])),
      ...[trade.item.unique_item_identifier ?? trade.item.steam_asset_id].filter(
        (id): id is string => id !== null,
      ),
    ])
      expect(text).toContain(expected);
    // The rarity badge names the rarity ("Covert"), not CSGORoll's raw value ("covert").
    if (trade.item.rarity) {
      const badge = (await details.locator('.badge').first().textContent()) ?? '';
      expect(badge).toMatch(/^\p{Lu}/u);
      expect(badge.toLowerCase().startsWith(trade.item.rarity.toLowerCase())).toBe(true);
    }
    // Close closes it.
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    // And in the activity feed, as the runtime wrote it.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByText(`Sniped ${name}`).first().waitFor();
    await page.getByText(`Withdrawal completed: ${name}`).first().waitFor();
    await page.getByText('just now').first().waitFor();

    // The Sniping panel reads the recorded feed: the won withdrawal is there (the worker's recorder
    // writes every second), with the matched vs won chart.
    await expect
      .poll(async () => (await api(token, 'GET', '/api/trading/sniping/capture?period=1d')).won, {
        timeout: 20_000,
        interval: 1_000,
      })
      .toBeGreaterThanOrEqual(1);
    await page.reload();
    await page.getByRole('tab', { name: 'Overview' }).click();
    const sniping = page.getByRole('region', { name: 'Sniping' });
    await sniping.locator('dt', { hasText: /^Won$/ }).waitFor();
    expect(await figure(page, 'Won')).toBeGreaterThanOrEqual(1);
    expect(await figure(page, 'Matched')).toBeGreaterThanOrEqual(1);
    await sniping.getByRole('img', { name: 'Matched and won listings per hour' }).waitFor();
  }, 330_000);

  // A trade's Discord message links here (complete-bot-trade.ts): the trading page's overview, on
  // its trade history, not Page Not Found.
  it("a trade's Discord link opens the overview on its trade history", async () => {
    const { page } = await open('/');
    await premiumTrader(page, 'discordlink');
    await page.goto(serverLinks.tradeHistory);
    await page.getByRole('tab', { name: 'Trade History', selected: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(spaPaths.trading);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
  }, 60_000);
});
