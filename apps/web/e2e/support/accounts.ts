import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

export type TestAccount = { username: string; email: string; password: string; token: string };

let counter = 0;

/** A unique name per call, so suites can share one server without clashing. */
export function newAccountDetails(prefix = 'trader') {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}.${suffix}@e2e.test`,
    password: `pass-${suffix}`,
  };
}

/** Creates an account through the API (the way the Sign Up form posts it) and answers its token. */
export async function signUpViaApi(
  baseUrl: string,
  details: Partial<Omit<TestAccount, 'token'>> = {},
): Promise<TestAccount> {
  const account = { ...newAccountDetails(), ...details };
  const res = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...account, recaptcha_token: '' }).toString(),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return { ...account, token: access_token };
}

/** Signs in through the Sign In screen and waits for the profile. */
export async function signInInBrowser(page: Page, account: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/profile');
}

/** Skips the form: stores the token the way the SPA does, for suites that test other screens. */
export async function useTokenInBrowser(page: Page, token: string, pathname = '/profile') {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
  await page.goto(pathname);
}

/** Quoted-printable soft breaks and escapes, as nodemailer writes long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest reset link mailed to `email`, read from the outbox the server writes offline. */
export async function readResetLink(dataDir: string, email: string, timeoutMs = 30_000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    for (const file of files.reverse()) {
      const mail = decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail)) continue;
      const link = mail.match(/https?:\/\/\S+\/change-password\?token=[\w-]+/)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No reset mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Opens the Discord login the way the SPA does: a one-use code first (the access token never goes
 * into an address, where it would stay in the browser history), then the navigation with it.
 */
export async function openDiscordLogin(page: Page, token: string): Promise<void> {
  const code = await page.evaluate(async (accessToken) => {
    const res = await fetch('/api/users/me/discord/link-code', {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw new Error(`link code refused: ${res.status}`);
    return ((await res.json()) as { code: string }).code;
  }, token);
  await page.goto(`/api/discord/login?code=${encodeURIComponent(code)}`);
}
