import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { useBrowser } from './support/browser';
import { api, premiumTrader, sandboxSnipingAccount, setSniping } from './support/sniping';

const { open } = useBrowser();
const shots = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `backtest-${name}.png`) });
const phone = { width: 390, height: 844 };
const wide = { width: 1280, height: 900 };

type Answer = { listings: number; edited: { matched: number }; saved: { matched: number } };

describe('back-test in the settings dialog', () => {
  it('shows figures for the edited values before they are saved', async () => {
    const { page } = await open('/');
    const { token } = await premiumTrader(page, 'backtest');
    const steamId = await sandboxSnipingAccount(token, 'backtest');
    const backtestUrl = `/api/trading/accounts/${steamId}/settings/csgoroll/backtest`;
    // A worker running on the sandbox market records its feed; a few listings are enough.
    await setSniping(token, steamId, true);
    await vi.waitFor(
      async () => {
        const answer = (await api(token, 'POST', backtestUrl, { period: '1d' })) as Answer;
        if (answer.listings < 3) throw new Error('Not enough recorded listings yet');
      },
      { timeout: 120_000, interval: 2_000 },
    );
    await setSniping(token, steamId, false);

    await page.evaluate(() => {
      for (const hint of ['add-account-tooltip', 'add-account-coach-mark', 'add-account-spotlight'])
        localStorage.setItem(`hint-dismissed:${hint}`, 'true');
    });
    await page.setViewportSize(wide);
    await page.goto('/trading?tab=accounts');
    await page.getByTestId('account-card').first().getByRole('button', { name: 'Account settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account Settings' });
    await dialog.getByRole('button', { name: 'Save Settings' }).waitFor();

    // Edited, not saved: everything from 1 coin up to 50,000 at up to 10 % markup.
    await dialog.getByLabel('Min value', { exact: true }).fill('1');
    await dialog.getByLabel('Max value', { exact: true }).fill('50000');
    await dialog.getByLabel('Max markup', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Test on the last 24 h' }).click();
    const result = dialog.getByRole('region', { name: 'Back-test result' });
    await result.waitFor({ timeout: 60_000 });

    // The figures are the server's for the edited values, side by side with the saved ones.
    const answer = (await api(token, 'POST', backtestUrl, {
      min_value: 1,
      max_value: 50_000,
      max_markup: 10,
      period: '1d',
    })) as Answer;
    const matched = result.getByRole('row').filter({ hasText: 'Matched' });
    const cells = await matched.getByRole('cell').allTextContents();
    expect(cells).toEqual([String(answer.edited.matched), String(answer.saved.matched)]);
    expect(answer.edited.matched).toBeGreaterThan(0);
    expect(answer.edited.matched).toBeGreaterThanOrEqual(answer.saved.matched);
    expect(await result.textContent()).toContain(`${answer.listings} recorded listings`);
    await shot(page, 'dialog-1280');

    // Nothing was saved: the stored max markup is still the account's 4.9.
    const stored = await api(token, 'GET', `/api/trading/accounts/${steamId}/settings/csgoroll`);
    expect(stored.max_markup).toBe(4.9);
    expect(await dialog.getByRole('button', { name: 'Save Settings' }).isEnabled()).toBe(true);

    await page.setViewportSize(phone);
    await result.scrollIntoViewIfNeeded();
    await shot(page, 'dialog-390');

    // The overview's Sniping panel at both widths (screens this issue changed).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize(wide);
    await page.goto('/trading');
    await page.getByRole('tab', { name: 'Overview' }).click();
    const panel = page.getByRole('region', { name: 'Sniping' });
    await panel.locator('dt', { hasText: /^Matched$/ }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'panel-1280');
    await page.setViewportSize(phone);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'panel-390');
  }, 240_000);
});
