import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { api, premiumTrader, sandboxSnipingAccount } from './support/sniping';

const { open } = useBrowser();

const navbarCredits = async (page: Page) =>
  Number(((await page.getByTestId('navbar-credits').first().textContent()) ?? '').replace(/[^\d.]/g, ''));

describe('sniping on the sandbox market', () => {
  it('a premium trader turns sniping on and, without reloading, sees the bot run, the wallet, credits and trade history change, a toast, and "Idle: out of coins"', async () => {
    const { page, context } = await open('/');
    const { token } = await premiumTrader(page, 'sniper');
    const steamId = await sandboxSnipingAccount(token, 'sniper');

    // A second tab on the trade history, open before anything was bought: it must fill by itself.
    const history = await context.newPage();
    await history.goto('/trading?tab=overview');
    await history.getByRole('tab', { name: 'Trade History' }).click();
    await history.getByText('No trade history available').waitFor();

    await page.goto('/trading?tab=accounts');
    const card = page.getByTestId('account-card').first();
    await card.waitFor();
    await page
      .getByRole('button', { name: 'Got it' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    const before = await navbarCredits(page);
    expect(before).toBe(5000);
    // The dashboard follows the bot over its event stream (decision 028).
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const wallet = card.getByTestId('tile-Main Wallet');
    const walletBefore = await wallet.textContent();

    await card.getByRole('button', { name: 'Account settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('tab', { name: 'CSGORoll Trading' }).click();
    await settings.getByLabel('Sniping enabled').check();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.waitFor({ state: 'detached' });

    const indicator = card.getByTestId('sniping-indicator');
    await indicator.getByText('Sniping Enabled').waitFor();
    await indicator.locator('[title="Bot running"]').waitFor({ timeout: 60_000 });

    // The bot joins sandbox listings once CSGORoll lets it (the e2e server sets the sandbox join wait to 5 s);
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
    // The withdrawal spent coins: the card's wallet follows CSGORoll's wallet update without a
    // reload or a press of refresh (before, it moved only on "Refresh CSGORoll").
    await page.waitForFunction(
      (start) => document.querySelector('[data-testid="tile-Main Wallet"]')?.textContent !== start,
      walletBefore,
      { timeout: 30_000, polling: 250 },
    );
    // Told in the app: the completed snipe is a toast.
    await page
      .getByText(/^Snipe completed: .+ for [\d,]+\.\d{2} coins\.$/)
      .first()
      .waitFor();
    // The other tab's trade history gained the withdrawal, never reloaded (the stream told it).
    await history.getByRole('row').filter({ hasText: 'Withdraw' }).first().waitFor({ timeout: 30_000 });

    // Coins below the account's minimum value: no listing can qualify, and the card says so.
    await api(token, 'POST', `/api/trading/accounts/${steamId}/settings/csgoroll`, {
      min_value: 5000,
      max_value: 10000,
    });
    await indicator.getByText('Idle: out of coins').waitFor({ timeout: 60_000 });
    await indicator.locator('[title="Idle: out of coins"]').waitFor();
    await page
      .getByText(/^Idle: out of coins: /)
      .first()
      .waitFor();
  }, 400_000);
});
