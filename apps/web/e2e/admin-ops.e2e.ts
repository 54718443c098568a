import type { Page } from 'playwright-core';
import type { ReferencePricesStatus } from '@skinpilot/contract';
import { describe, expect, it, vi } from 'vitest';
import { signUpViaApi, useTokenInBrowser } from './support/accounts';
import { adminToken } from './support/admin';
import { useBrowser } from './support/browser';
import { api } from './support/sniping';

const { open, baseUrl } = useBrowser();

async function openAdminTab(tab: string, hash: string): Promise<Page> {
  const { page } = await open('/');
  await useTokenInBrowser(page, await adminToken(baseUrl), `/admin#${hash}`);
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
  return page;
}

async function openPricingCredits(): Promise<Page> {
  const buyer = await signUpViaApi(baseUrl);
  const { page } = await open('/');
  await useTokenInBrowser(page, buyer.token, '/pricing');
  await page.getByRole('tab', { name: 'Credits' }).click();
  await page.getByTestId('product-name').waitFor();
  return page;
}

const suffix = Date.now().toString(36).toUpperCase();

describe('admin console: products, discount codes, settings, proxies', () => {
  it('an admin creates a discount code that a user then applies at checkout on Pricing', async () => {
    const code = `OPS${suffix}`;
    const page = await openAdminTab('Discount Codes', 'discounts');
    await page.getByRole('button', { name: 'Create Code' }).click();
    const form = page.getByRole('dialog', { name: 'Create Discount Code' });
    await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    expect(await form.getByLabel('Code', { exact: true }).inputValue()).toBe(code);
    expect(await form.getByLabel('Discount (%)').inputValue()).toBe('10');
    await form.getByLabel('Discount (%)').fill('20');
    await form.getByRole('button', { name: 'Create Code' }).click();
    await page.getByText('Discount code created successfully').waitFor();
    await page.getByRole('cell', { name: code, exact: true }).waitFor();

    await page.getByLabel('Search codes').fill(code.slice(0, 6));
    await page.getByRole('cell', { name: code, exact: true }).waitFor();
    await page.getByLabel(`Test ${code}`).click();
    await page.getByText('Test successful: 20% discount applied').waitFor();

    const buyer = await openPricingCredits();
    await buyer.getByLabel('Discount code').fill(code);
    await buyer.getByRole('button', { name: 'Apply' }).click();
    await buyer.getByText('20% discount applied').waitFor();
  });

  it('an admin creates a product that appears on Pricing', async () => {
    const name = `E2E Pack ${suffix}`;
    const page = await openAdminTab('Products', 'products');
    await page.getByRole('button', { name: 'Create Product' }).click();
    const form = page.getByRole('dialog', { name: 'Create Product' });
    await form.getByLabel('Product ID', { exact: true }).fill(`e2e_pack_${suffix.toLowerCase()}`);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Category', { exact: true }).selectOption('credits');
    await form.getByLabel('Price (EUR)', { exact: true }).fill('19.99');
    await form.getByLabel('Credits', { exact: true }).fill('2500');
    await form.getByLabel('Live payment product ID', { exact: true }).fill('prod_e2e_pack');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully').waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Credits', { exact: true }).waitFor();
    await row.getByText('2,500 credits').waitFor();

    // Archived, it can be restored (item 21).
    await page.getByRole('button', { name: `Archive ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Archive product' })
      .getByRole('button', { name: 'Archive' })
      .click();
    await page.getByText('Product archived successfully').waitFor();
    await row.getByText('Archived', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await page.getByText('Product restored successfully').waitFor();
    await row.getByText('Archived', { exact: true }).waitFor({ state: 'detached' });

    const buyer = await openPricingCredits();
    await buyer.getByLabel('Credit Pack').selectOption({ label: name });
    await buyer.getByRole('button', { name: 'Pay €19.99' }).waitFor();
  });

  it('an admin edits a setting and it is kept', async () => {
    const page = await openAdminTab('System Settings', 'settings');
    const config = page.getByRole('region', { name: 'System Configuration' });
    // A value the input itself marks invalid is not posted: no raw "Invalid body..." from the server.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/admin/system'))
        posts.push(request.url());
    });
    await config.getByLabel('Max premium licences').fill('0');
    await config.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => document.activeElement?.matches(':invalid'));
    expect(posts).toEqual([]);
    expect(await page.getByText(/Invalid body/).count()).toBe(0);
    await page.reload();
    await config.getByLabel('Max premium licences').waitFor();
    await config.getByLabel('Global credit multiplier').fill('1.5');
    await config.getByRole('button', { name: 'Save' }).click();
    await page.getByText('System configuration updated').waitFor();
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'System Configuration' });
    await reloaded.getByLabel('Global credit multiplier').waitFor();
    expect(await reloaded.getByLabel('Global credit multiplier').inputValue()).toBe('1.5');
  });

  it('an admin sees the reference price source in use and the age of its prices', async () => {
    // The worker refreshes the sandbox prices right after it starts.
    const token = await adminToken(baseUrl);
    await vi.waitFor(
      async () => {
        const status = (await api(
          token,
          'GET',
          '/api/admin/system/reference-prices',
        )) as ReferencePricesStatus;
        if (!status.sources.find((s) => s.source === 'sandbox')?.refreshed_at) throw new Error('not yet');
      },
      { timeout: 60_000, interval: 500 },
    );
    const page = await openAdminTab('System Settings', 'settings');
    const card = page.getByRole('region', { name: 'Reference Prices' });
    await card.getByLabel('Reference price source').waitFor();
    expect(await card.getByLabel('Reference price source').inputValue()).toBe('sandbox');
    const sandbox = card.getByRole('row').filter({ hasText: 'Sandbox catalogue' });
    await sandbox.getByText('in use').waitFor();
    await sandbox.getByText('OK', { exact: true }).waitFor();
    expect(Number((await sandbox.getByRole('cell').nth(1).innerText()).replace(/,/g, ''))).toBeGreaterThan(
      100,
    );
    await card.getByRole('row').filter({ hasText: 'Skinport' }).getByText('Not fetched yet').waitFor();
  });

  it('an admin sees the Discord outbox keeping messages while no bot token is configured', async () => {
    const page = await openAdminTab('System Settings', 'settings');
    const outbox = page.getByRole('region', { name: 'Discord Outbox' });
    await outbox.getByText('No bot token: messages are kept').waitFor();
    await outbox.getByText(/^\d+ pending$/).waitFor();
  });

  it('an admin adds two proxies and removes one; the last one cannot be removed', async () => {
    const page = await openAdminTab('Proxies', 'proxies');
    for (const label of ['E2E Frankfurt', 'E2E Amsterdam']) {
      await page.getByRole('button', { name: 'Add Proxy' }).click();
      const form = page.getByRole('dialog', { name: 'Add Proxy' });
      expect(await form.getByLabel('Max connections').inputValue()).toBe('5');
      await form.getByLabel('URL', { exact: true }).fill('socks5://bot:secret@10.20.30.40:1080');
      await form.getByLabel('Label', { exact: true }).fill(label);
      await form.getByRole('button', { name: 'Add Proxy' }).click();
      // The list refreshes before the dialog closes: wait for both before opening the next one.
      await page.getByRole('cell', { name: new RegExp(label) }).waitFor();
      await form.waitFor({ state: 'detached' });
    }
    await page.getByText('socks5://bot:****@10.20.30.40:1080').first().waitFor();
    expect(await page.getByText('secret').count()).toBe(0);

    await page
      .getByRole('row')
      .filter({ hasText: 'E2E Frankfurt' })
      .getByRole('button', { name: 'Remove' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Remove proxy' });
    await confirm.getByText('Active connections will be migrated to other proxies.').waitFor();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Proxy removed successfully').waitFor();
    await page.getByRole('cell', { name: /E2E Frankfurt/ }).waitFor({ state: 'detached' });
    const last = page
      .getByRole('row')
      .filter({ hasText: 'E2E Amsterdam' })
      .getByRole('button', { name: 'Remove' });
    expect(await last.isDisabled()).toBe(true);
  });
});
