import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDiscordLogin } from './support/accounts';
import { mobile, useBrowser } from './support/browser';
import { api, premiumTrader } from './support/sniping';

const { open } = useBrowser();
const shots = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `account-settings-${name}.png`) });
const phone = { width: 390, height: 844 };

/** A fresh free-trial trader (sandbox Discord linked, trial started), signed in in `page`. */
async function trialTrader(page: Page): Promise<string> {
  const name = `trial${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const token = await page.evaluate(async (username) => {
    const res = await fetch('/api/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, email: `${username}@e2e.test`, password: 'trader-password-1' }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
    const { access_token } = (await res.json()) as { access_token: string };
    localStorage.setItem('access_token', access_token);
    return access_token;
  }, name);
  await openDiscordLogin(page, token);
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  await api(token, 'POST', '/api/start-free-trial');
  return token;
}

/** The accounts tab with the one-time hints already dismissed (they have their own tests). */
async function openAccounts(page: Page) {
  await page.evaluate(() => {
    for (const hint of ['add-account-tooltip', 'add-account-coach-mark', 'add-account-spotlight'])
      localStorage.setItem(`hint-dismissed:${hint}`, 'true');
  });
  await page.goto('/trading?tab=accounts');
  await page.getByTestId('account-card').first().waitFor();
}

async function openSettings(page: Page, cardText?: string) {
  const cards = page.getByTestId('account-card');
  const card = cardText ? cards.filter({ hasText: cardText }) : cards.first();
  await card.getByRole('button', { name: 'Account settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Settings' });
  await dialog.getByRole('button', { name: 'Save Settings' }).waitFor();
  return dialog;
}

describe('account settings dialog', () => {
  it('shows a refused save inside the dialog, at the field, where it can be read and acted on', async () => {
    const { page } = await open('/');
    const { token } = await premiumTrader(page, 'refused');
    const added = await api(token, 'POST', '/api/trading/accounts/csgoroll', {
      auth_method: 'cookie',
      cookie: `e2e-refused-${Date.now()}`,
    });
    const settingsUrl = `/api/trading/accounts/${(added.account as { steam_id: string }).steam_id}/settings/csgoroll`;
    await api(token, 'POST', settingsUrl, { auto_golden_gemdrop: true });
    await openAccounts(page);
    const dialog = await openSettings(page);

    // Golden gemdrop cannot be joined yet (decision 034): shown off-limits with the reason, the
    // stored choice shown as stored and kept through a save.
    const gemdrop = dialog.getByRole('checkbox', { name: 'Auto golden gemdrop' });
    expect(await gemdrop.isDisabled()).toBe(true);
    expect(await gemdrop.isChecked()).toBe(true);
    await dialog
      .getByText("CSGORoll's gem drop is a chat giveaway, and no public client documents")
      .waitFor();
    await dialog.getByLabel('Max markup', { exact: true }).fill('11');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();

    // The reason is in the dialog (the top layer), not in a toast under the modal's backdrop.
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('max_markup must be between 1 and 10');
    await dialog.getByText('Must be between 1 and 10', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Max markup', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    const box = (await alert.boundingBox())!;
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role=alert]')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmost).toContain('max_markup');
    await shot(page, 'refused-1280');
    await page.setViewportSize(phone);
    await alert.scrollIntoViewIfNeeded();
    await shot(page, 'refused-390');

    // Correcting the value saves and closes.
    await dialog.getByLabel('Max markup', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await api(token, 'GET', settingsUrl)).auto_golden_gemdrop).toBe(true);
  });

  it("says a free trial's clamped save as a warning and shows the values the server stored", async () => {
    const { page } = await open('/');
    const token = await trialTrader(page);
    await api(token, 'POST', '/api/trading/accounts/csgoroll', {
      auth_method: 'cookie',
      cookie: `e2e-clamped-${Date.now()}`,
    });
    await openAccounts(page);
    const dialog = await openSettings(page);
    await dialog.getByLabel('Min value', { exact: true }).fill('500');
    await dialog.getByLabel('Max value', { exact: true }).fill('5000');
    await dialog.getByLabel('Max markup', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();

    const warning = dialog.getByRole('status').filter({ hasText: 'Warning:' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('free-trial limits adjusted');
    expect(await page.getByText('Settings saved successfully').count()).toBe(0);
    expect(await dialog.getByLabel('Min value', { exact: true }).inputValue()).toBe('20');
    expect(await dialog.getByLabel('Max value', { exact: true }).inputValue()).toBe('1000');
    expect(await dialog.getByLabel('Max markup', { exact: true }).inputValue()).toBe('5');
    await dialog.getByText('Adjusted to 20').waitFor();
    // Nothing left to save: the form is what the server stored.
    expect(await dialog.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await shot(page, 'clamped-1280');
    await page.setViewportSize(phone);
    await warning.scrollIntoViewIfNeeded();
    await shot(page, 'clamped-390');
  });

  it('fits a 390 px phone: coach mark, Extra Account Slots, the settings header and the activity feed', async () => {
    const { page } = await open('/', phone);
    const { token } = await premiumTrader(page, 'phone');
    await api(token, 'POST', '/api/trading/accounts/csgoroll', {
      auth_method: 'cookie',
      cookie: `e2e-phone-${Date.now()}`,
    });
    const onScreen = async (box: { x: number; width: number } | null, what: string) => {
      expect(box, what).not.toBeNull();
      expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(phone.width);
    };
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    // The coach mark (not dismissed here) is on screen and its "Got it" reachable.
    await page.goto('/trading?tab=accounts');
    await page.getByTestId('account-card').first().waitFor();
    const coach = page.getByRole('note').filter({ hasText: 'Connect your CSGORoll or Steam account' });
    await onScreen(await coach.boundingBox(), 'coach mark');
    await shot(page, 'coach-390');
    await coach.getByRole('button', { name: 'Got it' }).click();
    await coach.waitFor({ state: 'detached' });

    // Extra Account Slots: every quantity input inside the dialog, nothing to scroll sideways.
    await page.getByRole('button', { name: /Get More Accounts|Increase Limits!/ }).click();
    const slots = page.getByRole('dialog', { name: 'Extra Account Slots' });
    for (const input of await slots.getByRole('spinbutton').all())
      await onScreen(await input.boundingBox(), 'a quantity input');
    await shot(page, 'extra-slots-390');
    await slots.getByRole('button', { name: 'Close' }).click();

    // Account Settings: the platform chips do not sit over the name and Steam id.
    const dialog = await openSettings(page);
    const chip = await dialog.getByText(/^CSGORoll: /).boundingBox();
    const id = await dialog.locator('p.tabular-nums').first().boundingBox();
    expect(chip!.y >= id!.y + id!.height || chip!.x >= id!.x + id!.width, 'chip clear of the Steam id').toBe(
      true,
    );
    await shot(page, 'settings-header-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The activity feed keeps the page 390 px wide.
    await page.goto('/trading?tab=overview');
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.locator('table').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(phone.width);
    await shot(page, 'activity-390');
  });

  it('lets the reversal check interval be typed, and clamps it when the field is left', async () => {
    const { page } = await open('/', mobile);
    const token = await premiumTrader(page, 'reversal').then((t) => t.token);
    const steamId = `7656119820${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await api(token, 'POST', '/api/trading/accounts/steam', {
      steam_id: steamId,
      username: `rev${Date.now().toString(36)}`,
      password: 'steam-password',
      shared_secret: Buffer.alloc(20, 3).toString('base64'),
      identity_secret: Buffer.alloc(20, 5).toString('base64'),
      proxy: `socks5://e2e:secret@10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7:1080`,
    });
    await openAccounts(page);
    const dialog = await openSettings(page);
    const hours = dialog.getByLabel('Reversal check interval (hours)');
    await hours.click();
    await hours.press('ControlOrMeta+a');
    await hours.press('Backspace');
    expect(await hours.inputValue()).toBe('');
    await hours.pressSequentially('12');
    expect(await hours.inputValue()).toBe('12');
    await dialog.getByLabel('Monitor interval (seconds)').click();
    expect(await hours.inputValue()).toBe('12');

    // Out of range: kept while typing, pulled to the bound when the field is left.
    await hours.fill('');
    await hours.pressSequentially('500');
    expect(await hours.inputValue()).toBe('500');
    await hours.blur();
    await expect.poll(() => hours.inputValue()).toBe('168');
    await hours.fill('12');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved successfully').waitFor();
    const stored = await api(token, 'GET', `/api/trading/accounts/${steamId}/settings/steam`);
    expect(stored.reversal_check_interval_hours).toBe(12);
  });
});
