import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInInBrowser, signUpViaApi, useTokenInBrowser } from './support/accounts';
import { adminToken } from './support/admin';
import { useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();
const shots = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');

/** Whether any pixel of the canvas' first or last column is drawn (grid lines are grey, so skipped). */
function inkAtEdge(canvas: Locator, edge: 'left' | 'right'): Promise<boolean> {
  return canvas.evaluate((element, side) => {
    const c = element as HTMLCanvasElement;
    const x = side === 'left' ? 0 : c.width - 1;
    // Read from a copy: reading the chart's own canvas makes Chromium warn about slow readbacks.
    const copy = document.createElement('canvas');
    copy.width = 1;
    copy.height = c.height;
    const context = copy.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(c, x, 0, 1, c.height, 0, 0, 1, c.height);
    const column = context.getImageData(0, 0, 1, c.height).data;
    for (let i = 0; i < column.length; i += 4) {
      const [r, g, b, a] = [column[i]!, column[i + 1]!, column[i + 2]!, column[i + 3]!];
      const grey = Math.abs(r - g) < 8 && Math.abs(g - b) < 8 && a < 80;
      if (a > 0 && !grey) return true;
    }
    return false;
  }, edge);
}

async function openConsole(hash = ''): Promise<Page> {
  const { page } = await open('/');
  await useTokenInBrowser(page, await adminToken(baseUrl), `/admin${hash}`);
  return page;
}

describe('admin console', () => {
  it('an admin finds a user, adds credits in bulk, and the user sees them after sign-in', async () => {
    const buyer = await signUpViaApi(baseUrl);
    const page = await openConsole('#users');
    await page.getByRole('tab', { name: 'User Management', selected: true }).waitFor();
    // Two words in the other order than they appear: the search matches each word anywhere.
    const suffix = buyer.username.split('_').at(-1)!;
    await page.getByLabel('Search users').fill(`e2e.test ${suffix}`);
    await page.getByText('1 user', { exact: true }).waitFor();
    await page.getByText(buyer.email).waitFor();

    await page.getByLabel(`Select ${buyer.email}`).check();
    await page.getByRole('button', { name: 'Add Credits' }).click();
    const bulk = page.getByRole('dialog', { name: 'Add Credits (1 selected)' });
    await bulk.getByLabel('Credits').fill('250');
    await bulk.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Added 250 credits to 1 user').waitFor();

    await page.getByLabel(`Details of ${buyer.email}`).click();
    // The Credits row, not the ledger's "+250" and "250" that may load before or after it.
    const details = page.getByRole('dialog', { name: 'User Details' });
    await details.getByRole('definition').getByText('250.00', { exact: true }).waitFor();

    const { page: userPage } = await open('/');
    await signInInBrowser(userPage, buyer);
    await expect
      .poll(() => userPage.getByTestId('navbar-credits').first().textContent(), { timeout: 10_000 })
      .toContain('250');
  });

  it("an admin reaches the console from the account menu, and the profile shows the 'Admin License'", async () => {
    const { page } = await open('/');
    await useTokenInBrowser(page, await adminToken(baseUrl), '/profile');
    await page.getByText('Admin License').waitFor();
    expect(await page.getByText('No Active License').count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Account menu' })
      .click();
    await page.getByRole('link', { name: 'Admin Console' }).first().click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Console' }).waitFor();
  });

  it('a bulk action after the session expired says so on the sign-in page', async () => {
    const buyer = await signUpViaApi(baseUrl);
    const page = await openConsole('#users');
    await page.getByLabel('Search users').fill(buyer.email);
    // The debounced search has answered: the list holds only this user.
    await page.getByText('1 user', { exact: true }).waitFor();
    await page.getByLabel(`Select ${buyer.email}`).check();
    await page.getByRole('button', { name: 'Add Credits' }).click();
    const bulk = page.getByRole('dialog', { name: 'Add Credits (1 selected)' });
    await bulk.getByLabel('Credits').fill('5');
    // The session runs out while the dialog is open.
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.session.token'));
    await bulk.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByText('Session expired. Please refresh the page and try again.').waitFor();
  });

  it('selecting a whole page then paging leaves no hidden users selected for a bulk action', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 51; i += 17)
      await Promise.all(
        Array.from({ length: Math.min(17, 51 - i) }, (_, j) =>
          signUpViaApi(baseUrl, { username: `${tag}_${i + j}`, email: `${tag}.${i + j}@e2e.test` }),
        ),
      );
    const page = await openConsole('#users');
    await page.getByLabel('Search users').fill(tag);
    await page.getByText('51 users', { exact: true }).waitFor();
    await page.getByLabel('Select all users on this page').check();
    await page.getByText('50 selected', { exact: true }).waitFor();

    const pages = page.getByRole('navigation', { name: 'Pagination' });
    await pages.getByRole('button', { name: '2' }).click();
    await pages.locator('[aria-current=page]', { hasText: '2' }).waitFor();
    // The selection was the page's: nothing stays selected out of sight, so no bulk action is offered.
    expect(await page.getByRole('toolbar').count()).toBe(0);
    expect(await page.getByLabel('Select all users on this page').isChecked()).toBe(false);
  });

  it.each([
    ['Dashboard', 'dashboard', 'Total Users'],
    ['User Management', 'users', 'Filters'],
    ['Analytics', 'analytics', 'Sign-ups'],
    // The bots really run on the shared e2e server, so the list may hold sessions: the state cards always show.
    ['Orchestrations', 'orchestrations', 'Provisioning'],
  ])('the %s tab renders at #%s', async (tabName, hash, text) => {
    const page = await openConsole();
    await page.getByRole('tab', { name: tabName }).click();
    await page.waitForURL((url) => url.hash === `#${hash}`);
    await page.getByRole('tabpanel', { name: tabName }).getByText(text).first().waitFor();
  });

  it('the analytics tab draws both charts and switches the revenue period', async () => {
    const page = await openConsole('#analytics');
    await page.getByRole('img', { name: 'Revenue per day' }).locator('canvas').waitFor();
    await page.getByRole('img', { name: 'Sign-ups per day' }).locator('canvas').waitFor();
    await page.getByRole('button', { name: '7d' }).click();
    await page.getByRole('button', { name: '7d', pressed: true }).waitFor();
  });

  it('the analytics charts show whole axis labels and a whole last sign-ups bar, at 1280 and 390 px', async () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.UTC(2026, 10, i + 1)).toISOString().slice(0, 10),
    );
    const { page } = await open('/');
    // The shared e2e server's revenue is whatever other suites bought: answer a known series.
    await page.route('**/api/admin/dashboard/charts/revenue*', (route) =>
      route.fulfill({
        json: { period: '30d', data: days.map((date, i) => ({ date, revenue: 12 * i + 0.5 })) },
      }),
    );
    await page.route('**/api/admin/dashboard/charts/users*', (route) =>
      route.fulfill({ json: { data: days.map((date, i) => ({ date, signups: i === 29 ? 9 : i % 4 })) } }),
    );
    await useTokenInBrowser(page, await adminToken(baseUrl), '/admin#analytics');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const revenue = page.getByRole('img', { name: 'Revenue per day' }).locator('canvas');
      const signups = page.getByRole('img', { name: 'Sign-ups per day' }).locator('canvas');
      await revenue.waitFor();
      await signups.waitFor();
      await page.waitForTimeout(300);
      // Ink in the canvas' outermost pixel column means something was drawn past the edge: a
      // y label cut at the left ("€120.00" read "20.00"), the last bar cut at the right.
      expect(await inkAtEdge(revenue, 'left'), `revenue labels at ${width}px`).toBe(false);
      expect(await inkAtEdge(signups, 'left'), `sign-ups labels at ${width}px`).toBe(false);
      expect(await inkAtEdge(signups, 'right'), `last sign-ups bar at ${width}px`).toBe(false);
      await page.screenshot({ path: `${shots}/admin-analytics-${width}.png`, fullPage: true });
    }
  });

  it('a signed-in non-admin sees Page Not Found at /admin and is refused by the API', async () => {
    const user = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await useTokenInBrowser(page, user.token, '/admin');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    const status = await page.evaluate(async (token) => {
      const res = await fetch('/api/admin/dashboard/overview', {
        headers: { authorization: `Bearer ${token}` },
      });
      return res.status;
    }, user.token);
    expect(status).toBe(403);
  });

  it('a visitor without a token sees Page Not Found at /admin', async () => {
    const { page } = await open('/admin');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});
