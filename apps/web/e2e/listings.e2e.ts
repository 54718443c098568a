import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { api, premiumTrader, sandboxSnipingAccount } from './support/sniping';

const { open } = useBrowser();

describe('listings on screen', () => {
  it('an auto-deposit listing shows its Listed dot and markup without a reload; the Listings view cancels one', async () => {
    const { page } = await open('/');
    const { token } = await premiumTrader(page, 'lister');
    const steamId = await sandboxSnipingAccount(token, 'lister');
    await api(token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
      auto_deposit_enabled: true,
      auto_deposit_min_value: 1,
      auto_deposit_max_value: null,
      auto_deposit_max_items_per_run: 2,
      auto_deposit_markup_strategy: 'fixed',
      auto_deposit_fixed_markup: 10,
    });

    await page.goto('/trading');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('tab', { name: 'Inventory' }).waitFor();
    // Refresh reads the inventory, or answers that the first snapshot the connection queued is
    // recent (a loaded machine's worker may take it first): either way the snapshot is there.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByText(/Updated all accounts successfully|All accounts were recently updated/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('item-card').first().waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    expect(await page.getByTestId('item-card').getByLabel('Listed', { exact: true }).count()).toBe(0);

    // The auto-deposit lists two items (the sandbox hook runs the real run now); the page is told.
    const run = await api(token, 'POST', `/api/trading/sandbox/csgoroll/${steamId}/auto-deposit`);
    expect(run.listed).toBe(2);
    const listedCards = page
      .getByTestId('item-card')
      .filter({ has: page.getByLabel('Listed', { exact: true }) });
    await expect.poll(() => listedCards.count(), { timeout: 15_000 }).toBe(2);
    const markups = await listedCards.evaluateAll((cards) =>
      cards.map((c) => c.querySelector('header')?.textContent ?? ''),
    );
    for (const text of markups) expect(text).toMatch(/\+\d+\.\d{2}%/);

    const panel = page.getByTestId('listings-panel');
    await panel.locator('summary').click();
    const rows = panel.getByTestId('listing-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.first().getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Listing cancelled.').waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => listedCards.count(), { timeout: 15_000 }).toBe(1);
  }, 120_000);
});
