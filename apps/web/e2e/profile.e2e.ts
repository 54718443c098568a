import { describe, expect, it } from 'vitest';
import { signUpViaApi, useTokenInBrowser } from './support/accounts';
import { mobile, useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();

async function openProfile(tab = 'overview', viewport?: typeof mobile) {
  const account = await signUpViaApi(baseUrl);
  const { page } = await open('/', viewport);
  await useTokenInBrowser(page, account.token, `/profile?tab=${tab}`);
  await page.getByRole('heading', { name: account.username }).waitFor();
  return { page, account };
}

describe('profile overview', () => {
  it('shows the header stats, account information, licence status and membership', async () => {
    const { page, account } = await openProfile();
    await page.waitForFunction(() => document.title === 'Profile | SkinPilot');
    const year = String(new Date().getUTCFullYear());
    const header = page.locator('dl.stats');
    expect(await header.textContent()).toBe(`Credits0.00Member since${year}Purchases0`);

    const info = page.getByRole('region', { name: 'Account Information' });
    await info.getByText(account.email).waitFor();
    await info.getByText('Not connected').waitFor();
    const licence = page.getByRole('region', { name: 'License Status' });
    await licence.getByText('No Active License').waitFor();
    await licence.getByText('Upgrade to access premium features').waitFor();
    expect(await page.getByTestId('figure-Membership').textContent()).toBe('0 days');
    expect(await page.getByTestId('figure-Total spent').textContent()).toBe('0.00 EUR');

    await page.getByRole('button', { name: 'Account Settings' }).click();
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Security' }).waitFor();
  });

  it('fits a 375 px screen', async () => {
    const { page } = await openProfile('settings', mobile);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('profile settings', () => {
  it('refuses an avatar that is not an https .png or .jpg, then saves one that is', async () => {
    const { page } = await openProfile('settings');
    const input = page.getByLabel('Avatar URL');
    await input.fill('http://example.com/me.gif');
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    await page.getByText('Please enter a valid URL.').waitFor();
    await input.fill('https://example.com/me.PNG');
    await page.getByRole('button', { name: 'Save Avatar' }).click();
    await page.getByText('Avatar URL updated successfully.').waitFor();
    await page.reload();
    expect(await page.getByLabel('Avatar URL').inputValue()).toBe('https://example.com/me.PNG');
  });

  it('mails a password reset link from Change Password', async () => {
    const { page } = await openProfile('settings');
    await page.getByRole('button', { name: 'Send password reset link' }).click();
    await page.getByText('Password reset link sent to your email').waitFor();
  });

  it('links Discord through the sandbox consent page, says so, then unlinks', async () => {
    const { page } = await openProfile('settings');
    const logins: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/discord/login') logins.push(url);
    });
    await page.getByRole('button', { name: 'Link Discord' }).click();
    await page.waitForURL((url) => url.pathname === '/api/discord/sandbox');
    // The address the browser keeps in its history holds a one-use code, not the access token.
    expect(logins.map((url) => [...url.searchParams.keys()])).toEqual([['code']]);
    const discordId = (await page.getByTestId('sandbox-discord-id').textContent())!.trim();
    await page.getByRole('button', { name: 'Authorize' }).click();

    await page.getByText(`Discord account linked successfully! Discord ID: ${discordId}`).waitFor();
    await page.waitForURL((url) => url.pathname === '/profile' && !url.searchParams.has('discord_id'));
    await page.getByRole('tab', { name: 'Settings' }).click();
    expect(await page.getByTestId('discord-id').textContent()).toBe(discordId);
    // A linked Discord account takes the free-trial hint's condition away only with a licence.
    await page.getByRole('button', { name: 'Manage Discord' }).click();
    await page.getByRole('button', { name: 'Unlink Discord' }).click();
    await page
      .getByRole('dialog', { name: 'Unlink Discord?' })
      .getByRole('button', { name: 'Unlink' })
      .click();
    await page.getByText('Discord account unlinked.').waitFor();
    await page.getByRole('button', { name: 'Link Discord' }).waitFor();
  });
});
