import { generate } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import {
  readResetLink,
  signInInBrowser,
  signUpViaApi,
  newAccountDetails,
  useTokenInBrowser,
} from './support/accounts';
import { useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();

describe('sign up, sign out, sign in', () => {
  it('a new trader signs up, lands on the profile, signs out and signs in again', async () => {
    const account = newAccountDetails('signup');
    const { page } = await open('/signup');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await page.getByText('Signed Up successfully!').waitFor();
    // The 5 s toast sits above the cookie banner, never over its buttons.
    const banner = page.getByRole('dialog', { name: 'Cookie consent' });
    for (const name of ['Accept', 'Reject']) {
      const box = (await banner.getByRole('button', { name, exact: true }).boundingBox())!;
      const topmost = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(topmost, `${name} is not covered`).toBe(name);
    }
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: account.username }).waitFor();
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByText('Free trial available').waitFor();
    await expect(navbar.getByTestId('licence-countdown').textContent()).resolves.toContain('No License');
    await expect(navbar.getByTestId('navbar-credits').textContent()).resolves.toContain('0');

    await navbar.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await navbar.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Start Free Trial' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await signInInBrowser(page, account);
    await page.getByRole('heading', { name: account.username }).waitFor();
  });

  it('says the passwords do not match and sends nothing', async () => {
    const { page } = await open('/signup');
    const account = newAccountDetails('mismatch');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(`${account.password}x`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('alert').getByText('Passwords do not match!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('a taken email is named in the sign-up alert', async () => {
    const existing = await signUpViaApi(baseUrl);
    const { page } = await open('/signup');
    const account = newAccountDetails('taken');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Sign Up failed\. .*email/i);
  });

  it('a wrong password shows the sign-in alert for 5 seconds', async () => {
    const account = await signUpViaApi(baseUrl);
    const { page } = await open('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Sign In failed. Incorrect email, password or two-factor code.');
    // It closes by itself after 5 s; the margin absorbs a loaded machine, not a different rule.
    await alert.waitFor({ state: 'detached', timeout: 10_000 });
  });
});

describe('two-factor authentication', () => {
  it('is enabled from the secret on screen, then asked for at sign-in, then disabled', async () => {
    const account = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await useTokenInBrowser(page, account.token, '/profile?tab=settings');

    await page.getByRole('button', { name: 'Enable 2FA' }).click();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const backupCodes = await page
      .getByRole('list', { name: 'Backup codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(backupCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I saved them' }).click();
    const enable = page.getByRole('button', { name: 'Enable 2FA' });
    await page.getByLabel('Verification code').fill('12345');
    expect(await enable.isDisabled()).toBe(true);
    await page.getByLabel('Verification code').fill(await generate({ secret }));
    await enable.click();
    await page.getByText('Two-factor authentication enabled successfully!').waitFor();
    await page.getByRole('button', { name: 'Disable 2FA' }).waitFor();

    // Sign out and in: the password step opens the code modal.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Account menu' })
      .click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await modal.waitFor();
    const codeInput = modal.getByLabel('Authentication code');
    const verify = modal.getByRole('button', { name: 'Verify' });

    await codeInput.pressSequentially('abcd1');
    expect(await codeInput.inputValue()).toBe('ABCD-1');
    await codeInput.fill('');
    await codeInput.pressSequentially('12345');
    expect(await codeInput.inputValue()).toBe('123 45');
    expect(await verify.isDisabled()).toBe(true);
    await codeInput.fill('');
    // The enabling code is spent; the next time step's code is within the allowed drift.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await codeInput.pressSequentially(code);
    expect(await codeInput.inputValue()).toBe(`${code.slice(0, 3)} ${code.slice(3)}`);
    await verify.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: account.username }).waitFor();

    // Disabling hands out a new token: the session goes on.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Disable 2FA' }).click();
    const disable = page.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    await disable.getByLabel('Password').fill(account.password);
    await disable.getByLabel('Authentication code').fill(backupCodes[0]!);
    await disable.getByRole('button', { name: 'Disable 2FA' }).click();
    await page.getByText('Two-factor authentication disabled successfully.').waitFor();
    await page.getByRole('button', { name: 'Enable 2FA' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: account.username }).waitFor();
  });
});

describe('password reset', () => {
  it('mails a link that sets a new password, then the new password signs in', async () => {
    const account = await signUpViaApi(baseUrl);
    const { page } = await open('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The answer, or the form's error alert: a refusal fails here with its words, not a bare timeout.
    const sent = page.getByText('A password reset link has been sent to your email address.');
    await sent.or(page.getByRole('alert')).first().waitFor();
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await sent.waitFor();

    const link = await readResetLink(inject('dataDir'), account.email);
    await page.goto(link);
    const newPassword = `${account.password}-new`;
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully. You can now log in with your new password.').waitFor();
    await page.waitForURL((url) => url.pathname === '/signin', { timeout: 10_000 });

    await signInInBrowser(page, { email: account.email, password: newPassword });
  });

  it('a link without a token says so', async () => {
    const { page } = await open('/change-password');
    await page.getByLabel('New Password', { exact: true }).fill('whatever-123');
    await page.getByLabel('Confirm New Password').fill('whatever-123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Invalid or missing token.').waitFor();
  });
});

describe('route guards', () => {
  it('a signed-in user visiting /signin or /signup goes to /profile', async () => {
    const account = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await useTokenInBrowser(page, account.token, '/signin');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.goto('/signup');
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('an anonymous visitor of /trading or /profile goes to /signin', async () => {
    const { page } = await open('/trading');
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/signin');
  });

  it('/admin is Page Not Found for anonymous visitors and non-admins', async () => {
    const { page } = await open('/admin');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.waitForFunction(() => document.title === 'Page Not Found | SkinPilot');
    const account = await signUpViaApi(baseUrl);
    await useTokenInBrowser(page, account.token, '/admin');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.waitForFunction(() => document.title === 'Page Not Found | SkinPilot');
  });

  it('an admin at /admin gets the Admin title', async () => {
    const { page } = await open('/');
    await signInInBrowser(page, { email: inject('adminEmail'), password: inject('adminPassword') });
    await page.goto('/admin');
    await page.waitForFunction(() => document.title === 'Admin | SkinPilot');
  });

  it('a stale token is dropped and the visitor is sent to /signin', async () => {
    const { page } = await open('/');
    await useTokenInBrowser(page, 'not-a-real-token', '/profile');
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });
});
