import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { desktop, mobile, useBrowser } from './support/browser';

const { open } = useBrowser();

/** The public routes of public-site.md section 2 with the title each one sets. */
const routeTitles: [string, string][] = [
  ['/', 'SkinPilot | Automated CS2 trading bots'],
  ['/pricing', 'Pricing | SkinPilot'],
  ['/faq', 'FAQ | SkinPilot'],
  ['/signup', 'Sign Up | SkinPilot'],
  ['/signin', 'Sign In | SkinPilot'],
  ['/forgot-password', 'Forgot Password | SkinPilot'],
  ['/change-password?token=abc', 'Reset Password | SkinPilot'],
  ['/tos', 'Terms of Service | SkinPilot'],
  ['/privacy', 'Privacy Policy | SkinPilot'],
  ['/cancel', 'Purchase Cancelled | SkinPilot'],
  ['/licensesfull', 'Licenses Sold Out | SkinPilot'],
  ['/no-such-page', 'Page Not Found | SkinPilot'],
];

describe('public routes', () => {
  it.each(routeTitles)('%s renders with the title "%s"', async (pathname, title) => {
    const { page } = await open(pathname);
    await page.waitForFunction((expected) => document.title === expected, title);
    await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
  });

  it('an unknown page says Page Not Found and links back home', async () => {
    const { page } = await open('/nowhere/at/all');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('/withdraw lands on /trading', async () => {
    const { page } = await open('/withdraw');
    await page.waitForURL((url) => url.pathname === '/trading');
  });

  it('an unknown API path answers JSON, never the SPA', async () => {
    const { page } = await open('/');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/does-not-exist');
      return { status: res.status, body: await res.json() };
    });
    expect(answer).toEqual({ status: 404, body: { detail: 'No such endpoint: GET /api/does-not-exist.' } });
  });
});

describe('shell', () => {
  it.each([
    ['Accept', 'true'],
    ['Reject', 'false'],
  ])(
    'the cookie choice %s is stored for a year and the banner stays away after reload',
    async (button, value) => {
      const { page, context } = await open('/');
      const banner = page.getByRole('dialog', { name: 'Cookie consent' });
      await banner.waitFor();
      await banner.getByRole('button', { name: button, exact: true }).click();
      await banner.waitFor({ state: 'detached' });
      const cookie = (await context.cookies()).find((c) => c.name === 'cookiesAccepted');
      expect(cookie?.value).toBe(value);
      const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(364);
      await page.reload();
      await page.locator('main h1').first().waitFor();
      expect(await banner.count()).toBe(0);
    },
  );

  it('the theme choice survives a reload', async () => {
    const { page } = await open('/faq');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Switch to light theme' })
      .click();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.reload();
    await page.locator('main h1').first().waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  });

  it('the navbar gains its shadow only after 50 px of scrolling', async () => {
    const { page } = await open('/', { width: 1280, height: 400 });
    const navbar = page.getByTestId('navbar');
    expect(await navbar.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    expect(await navbar.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(
      () => document.querySelector('[data-testid=navbar]')?.getAttribute('data-scrolled') === 'true',
    );
  });

  it('the mobile menu offers the same items', async () => {
    const { page } = await open('/', mobile);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('list', { name: 'Mobile menu' });
    for (const item of ['Pricing', 'FAQ', 'Sign Up', 'Sign In']) {
      await menu.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
  });
});

describe('home page screenshots', () => {
  // The README's pictures: refreshed with UPDATE_SCREENSHOTS=1, otherwise written to test-results/.
  const folder = process.env.UPDATE_SCREENSHOTS ? 'docs' : 'test-results';
  const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

  it.each([
    ['home-desktop.png', desktop],
    ['home-mobile.png', mobile],
  ])('%s', async (file, viewport) => {
    const { page, context } = await open('/', viewport);
    await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: page.url() }]);
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    mkdirSync(path.join(repoRoot, folder), { recursive: true });
    const shot = await page.screenshot({ path: path.join(repoRoot, folder, file) });
    expect(shot.byteLength).toBeGreaterThan(5000);
    // Nothing overflows sideways at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
