import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInInBrowser, signUpViaApi, useTokenInBrowser } from './support/accounts';
import { adminToken } from './support/admin';
import { useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();

/** Every Content-Security-Policy violation and script error the page reports from now on. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

describe('the strict Content-Security-Policy', () => {
  it('is sent with the SPA, and the public pages run under it', async () => {
    const index = await fetch(`${baseUrl}/`);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(index.headers.get('x-frame-options')).toBe('DENY');

    const { page } = await open('/');
    const violations = watchViolations(page);
    // The stored theme is applied before the first paint, by a script file rather than inline.
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    for (const pathname of ['/', '/pricing', '/faq', '/signin', '/signup', '/tos']) {
      await page.goto(pathname);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme), pathname).toBe('light');
    }
    expect(violations).toEqual([]);
  });

  it('lets a signed-in trader use the profile and pay on the sandbox checkout page', async () => {
    const buyer = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    const violations = watchViolations(page);
    await useTokenInBrowser(page, buyer.token, '/profile');
    await page.getByRole('heading', { name: buyer.username }).waitFor();
    await page.goto('/pricing');
    await page.getByRole('tab', { name: 'Credits' }).click();
    await page.getByLabel('Credit Pack').selectOption({ label: '10,000 Credits' });
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('lets staff use the admin console and a trader the trading screen', async () => {
    const { page } = await open('/');
    const violations = watchViolations(page);
    await useTokenInBrowser(page, await adminToken(baseUrl), '/admin');
    await page.waitForLoadState('networkidle');
    await page.goto('/trading');
    // Not 'networkidle': the trading screen holds its live event stream open for as long as it shows.
    // The stream connected means the page's scripts ran and fetched under the policy.
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await page.waitForLoadState('load');
    expect(violations).toEqual([]);
  });
});

describe('Sign Out', () => {
  it('revokes the token on the server, not only in the browser', async () => {
    const account = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await signInInBrowser(page, account);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const me = () => fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);

    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await me()).status).toBe(401);
  });
});
