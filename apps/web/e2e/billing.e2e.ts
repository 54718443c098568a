import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpViaApi, useTokenInBrowser } from './support/accounts';
import { adminToken } from './support/admin';
import { mobile, useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();

/** A fresh discount code made the way staff make one: through the admin console's call. */
async function createDiscountCode(percent: number): Promise<string> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const res = await fetch(`${baseUrl}/api/admin/discount-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(baseUrl)}` },
    body: JSON.stringify({ code, discount: percent }),
  });
  if (res.status !== 201)
    throw new Error(`creating a discount code failed: ${res.status} ${await res.text()}`);
  return code;
}

async function openPricingAsBuyer(tab: 'Premium' | 'Deposit Bot' | 'Credits') {
  const buyer = await signUpViaApi(baseUrl);
  const { page } = await open('/');
  await useTokenInBrowser(page, buyer.token, '/pricing');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByTestId('product-name').waitFor();
  return { page, buyer };
}

/** The navbar's credits (the desktop bar; the mobile menu repeats it hidden). */
const navbarCredits = (page: Page) => page.locator('[data-testid="navbar-credits"]:visible');

async function payOnSandboxPage(page: Page, action: 'Pay' | 'Cancel' = 'Pay') {
  await page.waitForURL(/\/api\/sandbox\/checkout\//);
  await page.getByText('Sandbox mode: no real money moves.').waitFor();
  await page.getByRole('button', { name: action === 'Pay' ? /^Pay / : 'Cancel' }).click();
}

describe('pricing and checkout', () => {
  it('buys a credit pack by card with a discount code: success, navbar credits, Billing tab', async () => {
    const code = await createDiscountCode(10);
    const { page } = await openPricingAsBuyer('Credits');
    await page.getByText('Test mode: payments are simulated and no real money is charged.').waitFor();
    await page.getByLabel('Credit Pack').selectOption({ label: '10,000 Credits' });
    expect(await page.getByText('€69.00 per 10k credits').count()).toBe(1);

    const amount = '62.10 EUR';
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    expect(await page.getByLabel('Discount code').inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('10% discount applied').waitFor();
    await page.getByRole('button', { name: 'Pay €62.10' }).click();

    await payOnSandboxPage(page);
    await page.waitForURL(/\/success\?session_id=/);
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(await page.getByTestId('summary-amount').textContent()).toBe(amount);
    expect(await page.getByTestId('summary-product').textContent()).toBe('10,000 Credits');
    // The navbar follows without a reload.
    await navbarCredits(page).getByText('10,000').waitFor();

    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('tab', { name: 'Billing' }).click();
    const row = page.getByTestId('purchase-row');
    await row.getByText('10,000 Credits').waitFor();
    await row.getByText(amount).waitFor();
    await row.getByText('Completed').waitFor();
    // On a phone the amount stays on one line ("39.20 EUR" wrapped before its currency).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await row.getByText(amount).evaluate((e) => e.getBoundingClientRect().height)).toBeLessThan(30);
  });

  it('buys by crypto through the waiting state to Payment Successful', async () => {
    const { page } = await openPricingAsBuyer('Credits');
    // By name: the pack shown first depends on which packs other files' admins created before.
    await page.getByLabel('Credit Pack').selectOption({ label: '10,000 Credits' });
    await page.getByRole('button', { name: 'Crypto' }).click();
    expect(await page.getByLabel('Discount code').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay €69.00' }).click();
    await payOnSandboxPage(page);
    await page.waitForURL(/\/success\?crypto=true&NP_id=/);
    await page.getByRole('heading', { name: 'Processing Payment' }).waitFor();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await navbarCredits(page).getByText('10,000').waitFor();
  });

  it('shows the error state with Try Again for a crypto payment that never becomes known', async () => {
    const buyer = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await page.clock.install();
    await useTokenInBrowser(page, buyer.token, '/success?crypto=true&NP_id=unknown-invoice');
    await page.getByText('Waiting for blockchain confirmation...').waitFor();
    // Twelve polls, 5 s apart, on the page's clock (each waits for the 404 before the next).
    const delayed = page.getByRole('heading', { name: 'Payment Processing Delayed' });
    for (let i = 0; i < 30 && !(await delayed.isVisible()); i++) {
      await page.clock.runFor(5000);
      await page.waitForLoadState('networkidle');
    }
    await delayed.waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('link', { name: 'Check Account' }).waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('Waiting for blockchain confirmation...').waitFor();
  });

  it('cancels a checkout: the cancel page, and nothing charged', async () => {
    const { page } = await openPricingAsBuyer('Premium');
    await page.getByTestId('availability').getByText('1 available').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await payOnSandboxPage(page, 'Cancel');
    await page.waitForURL((url) => url.pathname === '/cancel');
    await page.getByRole('heading', { name: 'Purchase Cancelled' }).waitFor();
    await navbarCredits(page).getByText('0').waitFor();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends a visitor without a token to sign in when paying', async () => {
    const { page } = await open('/pricing');
    await page.getByTestId('product-name').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
  });

  it('fits a 375 px screen', async () => {
    const { page } = await open('/pricing', mobile);
    await page.getByTestId('product-name').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('resets the code and message when the tab changes', async () => {
    const { page } = await openPricingAsBuyer('Credits');
    await page.getByLabel('Discount code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Invalid discount code.').waitFor();
    await page.getByRole('tab', { name: 'Deposit Bot' }).click();
    expect(await page.getByText('Invalid discount code.').count()).toBe(0);
    expect(await page.getByLabel('Discount code').inputValue()).toBe('');
  });
});

describe('profile legacy tab', () => {
  it('downloads the legacy CSV with the spec columns', async () => {
    const buyer = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await useTokenInBrowser(page, buyer.token, '/profile?tab=legacy');
    await page.getByText('This is data from the old system.', { exact: false }).waitFor();
    // Legacy is the earlier system's data (decision 034): none here, and it says so.
    await page
      .getByText('There is no data from the old system for your account.', { exact: false })
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('legacy_traded_items.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.split('\n')[0]).toBe(
      'Market Name,Action,Status,Coin Value,Markup,Max Markup,Stickers Cost,Credits Used,Trade ID,Date',
    );
  });
});
