import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDiscordLogin } from './support/accounts';
import { useBrowser } from './support/browser';

const { open } = useBrowser();
const shots = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `trading-${name}.png`) });

/** A fresh trader, signed in through the API (the sign-up screen has its own e2e file). */
async function signUpNewTrader(page: Page): Promise<string> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const token = await page.evaluate(async (name) => {
    const res = await fetch('/api/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: name, email: `${name}@e2e.test`, password: 'trader-password-1' }),
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token: string };
    localStorage.setItem('access_token', body.access_token);
    return body.access_token;
  }, `trader${suffix}`);
  return token;
}

/** Links the sandbox Discord account and starts the trial through the API, for tests past onboarding. */
async function startTrialThroughDiscord(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await openDiscordLogin(page, token ?? '');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/start-free-trial', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return res.status;
  });
  expect(status).toBe(200);
}

/** Waits for the success toast, or fails with the error toast's words instead of a bare timeout. */
async function expectToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  const success = page.getByText(text);
  const failure = page.locator('.toast [role=alert]');
  await success.or(failure).first().waitFor({ timeout });
  if (!(await success.isVisible())) expect(await failure.first().textContent()).toBe(text);
}

/** The sandbox Steam gives each username a fixed Steam id: 76561198000000000 + FNV-1a('steam:' + name) mod 10^9. */
function sandboxSteamId(username: string): string {
  let hash = 2166136261;
  for (const char of `steam:${username.toLowerCase()}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (76561198000000000n + BigInt((hash >>> 0) % 1_000_000_000)).toString();
}

const steamId = sandboxSteamId('e2esteam');
/** The sandbox Steam accepts any login whose shared secret is a real 20-byte authenticator secret. */
const sharedSecret = Buffer.alloc(20, 3).toString('base64');
const identitySecret = Buffer.alloc(20, 5).toString('base64');

describe('trading dashboard', () => {
  it('takes a new trader from Discord to a running free trial', async () => {
    const { page } = await open('/');
    await signUpNewTrader(page);

    // Role user without a licence: only the get-started screen, with the Discord warning.
    await page.goto('/trading');
    await page.getByRole('button', { name: 'Connect Discord' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Accounts' }).count()).toBe(0);

    // The sandbox Discord consent page links a generated account and lands on the profile.
    await page.getByRole('button', { name: 'Connect Discord' }).click();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');

    await page.goto('/trading');
    await page.getByRole('button', { name: 'Start 24-Hour Free Trial + 1000 Credits' }).click();
    await page.getByRole('heading', { name: 'Welcome to your free trial!' }).waitFor();
    await page.getByText('Your 24-hour free trial has started: 1000 credits added.').waitFor();
    await shot(page, 'trial-spotlight');
    // The button the spotlight shows takes the click; the dimmed page around it does not.
    const highlighted = (await page.locator('#add-csgoroll-account').boundingBox())!;
    const hit = (x: number, y: number) =>
      page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('#add-csgoroll-account') !== null,
        {
          x,
          y,
        },
      );
    expect(await hit(highlighted.x + highlighted.width / 2, highlighted.y + highlighted.height / 2)).toBe(
      true,
    );
    expect(await hit(highlighted.x + highlighted.width / 2, highlighted.y - 40)).toBe(false);
    await page
      .getByRole('dialog', { name: 'Add your first account' })
      .getByRole('button', { name: 'Later' })
      .click();

    // Tooltip dismissal is remembered across reloads.
    await page.getByRole('button', { name: 'Dismiss tip' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to your free trial!' }).waitFor();
    expect(await page.getByRole('tooltip').count()).toBe(0);

    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.getByText('No accounts connected yet').waitFor();
    await page.getByText('Free Trial Account').waitFor();
    await shot(page, 'accounts-empty');
    // The coach mark (not dismissed) leaves "Get More Accounts" visible and clickable at 1280 px.
    await page.getByRole('note').filter({ hasText: 'Connect your CSGORoll or Steam account' }).waitFor();
    const more = (await page
      .getByRole('button', { name: /Get More Accounts|Increase Limits!/ })
      .boundingBox())!;
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: more.x + more.width / 2, y: more.y + more.height / 2 },
      ),
    ).toMatch(/Get More Accounts|Increase Limits!/);
    await page.getByTestId('usage-steam').filter({ hasText: '0/1' }).waitFor();
  }, 120_000);

  it('adds, configures, labels, masks and deletes accounts within the trial limits', async () => {
    const { page } = await open('/');
    await signUpNewTrader(page);
    await startTrialThroughDiscord(page);
    await page.goto('/trading?tab=accounts');
    await page.getByText('No accounts connected yet').waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();

    // Steam.
    await page.getByRole('button', { name: 'Add Account', exact: true }).click();
    const steamForm = page.getByRole('form', { name: 'Add Steam account' });
    await steamForm.getByLabel('Steam ID').fill(steamId);
    await steamForm.getByLabel('Username').fill('e2esteam');
    await steamForm.getByLabel('Password').fill('steam-password');
    await steamForm.getByLabel('Shared Secret').fill(sharedSecret);
    await steamForm.getByLabel('Identity Secret').fill(identitySecret);
    await steamForm
      .getByLabel('Proxy')
      .fill(`socks5://e2e:secret@10.0.0.${Math.floor(Math.random() * 200) + 1}:1080`);
    await shot(page, 'add-steam');
    await steamForm.getByRole('button', { name: 'Add Steam Account' }).click();
    await expectToast(page, `Steam account connected: e2esteam (${steamId})`, 60_000);
    await page.getByTestId('usage-steam').filter({ hasText: '1/1' }).waitFor();
    expect(await page.getByTestId('usage-steam').getAttribute('class')).toContain('text-error');

    // CSGORoll by session cookie; the Steam tab is now disabled at its limit.
    await page.getByRole('button', { name: 'Add Account', exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Account' });
    expect(await addDialog.getByRole('tab', { name: 'Steam' }).isDisabled()).toBe(true);
    await addDialog.getByRole('tab', { name: 'Session Cookie' }).waitFor();
    // A refused add is a toast too (section 8), shown above the dialog's backdrop and dismissible.
    await addDialog.getByLabel('Session Cookie').fill('e2e-cookie-\u00e9');
    await addDialog.getByRole('button', { name: 'Add CSGORoll Account' }).click();
    const refusal = page.locator('.toast [role=alert]').first();
    await refusal.waitFor();
    const onTop = await refusal.evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await shot(page, 'add-refused');
    await refusal.getByRole('button', { name: 'Dismiss' }).click({ timeout: 5_000 });
    await refusal.waitFor({ state: 'detached' });
    await addDialog.getByLabel('Session Cookie').fill(`e2e-cookie-${Date.now()}`);
    await addDialog.getByRole('button', { name: 'Add CSGORoll Account' }).click();
    await expectToast(page, 'CSGORoll account connected successfully', 20_000);
    await page.getByTestId('usage-csgoroll').filter({ hasText: '1/1' }).waitFor();
    expect(await page.getByTestId('account-card').count()).toBe(2);

    // Both platforms at their limit: the add button explains itself, and the server refuses too.
    expect(await page.getByRole('button', { name: 'Add Account', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase Limits!' }).waitFor();
    const refused = await page.evaluate(
      async ({ secret, identity, secondId }) => {
        const res = await fetch('/api/trading/accounts/steam', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          },
          body: JSON.stringify({
            steam_id: secondId,
            username: 'second',
            password: 'steam-password',
            shared_secret: secret,
            identity_secret: identity,
            proxy: 'socks5://e2e:secret@10.9.9.9:1080',
          }),
        });
        return { status: res.status, detail: ((await res.json()) as { detail: string }).detail };
      },
      { secret: sharedSecret, identity: identitySecret, secondId: sandboxSteamId('second') },
    );
    expect(refused.status).toBe(403);
    expect(refused.detail).toMatch(/limit/i);

    // Settings: change a value inside the trial range, save, and find it again after a reload.
    const steamCard = page.getByTestId('account-card').filter({ hasText: 'e2esteam' });
    await steamCard.getByRole('button', { name: 'Account settings' }).click();
    let settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('tab', { name: 'Steam Account' }).waitFor();
    expect(await settings.getByRole('button', { name: 'Save Settings' }).isDisabled()).toBe(true);
    await settings.getByLabel('Monitor interval (seconds)').fill('120');
    await settings.getByLabel('Auto-send message').fill('Thanks for the trade!');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved successfully').waitFor();
    await page.reload();
    await page.getByTestId('account-card').first().waitFor();
    await steamCard.getByRole('button', { name: 'Account settings' }).click();
    settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByLabel('Monitor interval (seconds)').waitFor();
    expect(await settings.getByLabel('Monitor interval (seconds)').inputValue()).toBe('120');
    expect(await settings.getByLabel('Auto-send message').inputValue()).toBe('Thanks for the trade!');
    await settings.getByRole('button', { name: 'Cancel' }).click();

    const rollCard = page.getByTestId('account-card').filter({ hasNotText: 'e2esteam' });
    await rollCard.getByRole('button', { name: 'Account settings' }).click();
    settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('tab', { name: 'CSGORoll Trading' }).waitFor();
    // The trial's max value tops out at 1000 (the default), so step it down.
    await settings.getByRole('button', { name: 'Decrease Max value' }).click();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await settings.waitFor({ state: 'detached' });

    // Label.
    await steamCard.getByRole('button', { name: 'Edit label' }).click();
    const labelDialog = page.getByRole('dialog', { name: 'Edit Account Label' });
    await labelDialog.getByLabel('Label').fill('Main Trader');
    await labelDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('account-name').filter({ hasText: 'Main Trader' }).waitFor();

    // Privacy mode masks names, ids and balances, and survives a reload.
    await page.getByRole('button', { name: 'Turn privacy mode on' }).click();
    await page.getByTestId('account-name').filter({ hasText: 'Main…' }).waitFor();
    expect(await page.getByText(steamId).count()).toBe(0);
    await page
      .getByText(`••••••${steamId.slice(-2)}`)
      .first()
      .waitFor();
    expect(await page.getByTestId('tile-Main Wallet').first().textContent()).toBe('••••');
    await page.reload();
    await page.getByTestId('account-name').filter({ hasText: 'Main…' }).waitFor();
    await page.getByRole('button', { name: 'Turn privacy mode off' }).click();
    await page.getByTestId('account-name').filter({ hasText: 'Main Trader' }).waitFor();

    // Delete.
    const labelled = page.getByTestId('account-card').filter({ hasText: 'Main Trader' });
    await labelled.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Account' });
    await confirm
      .getByText('Are you sure you want to delete this account? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-card').count()).toBe(1);
    await page.getByTestId('usage-steam').filter({ hasText: '0/1' }).waitFor();
  }, 240_000);

  it('sends a visitor without a session to sign in', async () => {
    const { page } = await open('/trading');
    await page.waitForURL((url) => url.pathname === '/signin');
  });
});
