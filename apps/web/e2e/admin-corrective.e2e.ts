import { afterAll, describe, expect, it } from 'vitest';
import { signUpViaApi, useTokenInBrowser, type TestAccount } from './support/accounts';
import { adminToken } from './support/admin';
import { useBrowser } from './support/browser';

const { open, baseUrl } = useBrowser();
const phone = { width: 390, height: 844 };

/** Calls an admin endpoint as the bootstrap admin; answers the parsed body. */
async function asAdmin(method: string, path: string, body?: object) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken(baseUrl)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function idOf(account: TestAccount): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/me`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return ((await res.json()) as { id: string }).id;
}

/** A premium holder with a licence of `days` days, made the way staff make one. */
async function premiumHolder(days: number) {
  const holder = await signUpViaApi(baseUrl);
  const id = await idOf(holder);
  await asAdmin('POST', '/admin/users/bulk-action', { action: 'extend_license', user_ids: [id], days });
  await asAdmin('POST', '/admin/users/bulk-action', {
    action: 'change_role',
    user_ids: [id],
    new_role: 'premium',
  });
  return { ...holder, id };
}

let restoreCap: number | undefined;
afterAll(async () => {
  if (restoreCap !== undefined)
    await asAdmin('POST', '/admin/system/config', { max_premium_licenses: restoreCap });
});

describe('renewal when sold out', () => {
  it('a premium holder with 29 days left renews while others see Out of stock', async () => {
    const holder = await premiumHolder(29);
    const config = (await asAdmin('GET', '/admin/system/config')) as { max_premium_licenses: number };
    restoreCap = config.max_premium_licenses;
    const free = (
      (await (await fetch(`${baseUrl}/api/available-licenses`)).json()) as { premium_licenses: number }
    ).premium_licenses;
    // Every seat taken: the cap becomes the number of seats in use.
    await asAdmin('POST', '/admin/system/config', { max_premium_licenses: Math.max(1, restoreCap - free) });

    const stranger = await signUpViaApi(baseUrl);
    const { page: other } = await open('/');
    await useTokenInBrowser(other, stranger.token, '/pricing');
    await other.getByTestId('availability').getByText('Out of stock').waitFor();
    expect(await other.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);

    const { page } = await open('/');
    await useTokenInBrowser(page, holder.token, '/pricing');
    await page.getByTestId('renewal-note').waitFor();
    await page.getByTestId('availability').getByText('Out of stock').waitFor();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/api\/sandbox\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    const me = await (
      await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${holder.token}` } })
    ).json();
    const daysLeft = (Date.parse(me.license_expiry) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29 + 29);
  });
});

describe('admin console on a phone', () => {
  it('the dashboard fits a 390 px screen, also with long e-mails in its lists', async () => {
    await premiumHolder(5);
    const { page } = await open('/');
    await useTokenInBrowser(page, await adminToken(baseUrl), '/admin');
    await page.setViewportSize(phone);
    await page.getByText('License Expirations').waitFor();
    await page.getByText('@e2e.test').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('audit log screen', () => {
  it('shows who changed what for a user, with before and after, and exports it as CSV', async () => {
    // An address starting with "-": a spreadsheet would read the exported cell as a formula.
    const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}`;
    const member = await signUpViaApi(baseUrl, { email: `-audit.${suffix}@e2e.test` });
    const id = await idOf(member);
    await asAdmin('POST', '/admin/users/bulk-action', { action: 'add_credits', user_ids: [id], credits: 25 });

    const { page } = await open('/');
    await useTokenInBrowser(page, await adminToken(baseUrl), '/admin#audit');
    await page.getByRole('tab', { name: 'Audit Log', selected: true }).waitFor();
    await page.getByLabel('Target user (e-mail or id)').fill(member.email);
    // Only this user's two entries once the filter applies: the sign-up and the credits.
    await expect.poll(() => page.getByTestId('audit-row').count(), { timeout: 10_000 }).toBe(2);
    const row = page.getByTestId('audit-row').filter({ hasText: 'user.add_credits' });
    await row.waitFor();
    expect(await row.textContent()).toContain('credits: 0');
    // PostgreSQL keeps jsonb keys in its own order.
    expect(await row.textContent()).toContain('added: 25, credits: 25');
    await page.getByTestId('audit-row').filter({ hasText: 'signed_up' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Source,Action,Actor,Target type,Target,IP address,Before,After');
    expect(lines).toHaveLength(3);
    const credits = lines.find((line) => line.includes('user.add_credits'));
    expect(credits).toContain(`,'${member.email},`);
  });
});

describe('suspension', () => {
  it('an admin suspends a user from the details modal; the user can no longer sign in', async () => {
    const member = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await useTokenInBrowser(page, await adminToken(baseUrl), '/admin#users');
    await page.getByLabel('Search users').fill(member.email);
    await page.getByLabel(`Details of ${member.email}`).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await details.getByRole('button', { name: 'Suspend user' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend user' });
    await confirm.getByText(`${member.email} is signed out everywhere`).waitFor();
    await confirm.getByLabel('Reason (kept in the audit log)').fill('chargeback fraud');
    await confirm.getByRole('button', { name: 'Suspend user' }).click();
    await page.getByText(`${member.email} is suspended`).waitFor();
    await details.getByText('Suspended since').waitFor();

    const { page: userPage } = await open('/signin');
    await userPage.getByLabel('Email').fill(member.email);
    await userPage.getByLabel('Password', { exact: true }).fill(member.password);
    await userPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await userPage
      .getByText('This account is suspended. Contact support if you think this is a mistake.')
      .waitFor();
    expect(new URL(userPage.url()).pathname).toBe('/signin');
  });
});

describe('CSV exports', () => {
  it('exports the users list with its current search, and every purchase', async () => {
    const member = await signUpViaApi(baseUrl);
    const { page } = await open('/');
    await useTokenInBrowser(page, await adminToken(baseUrl), '/admin#users');
    await page.getByLabel('Search users').fill(member.email);
    await page.getByText('1 user', { exact: true }).waitFor();
    const read = async (button: ReturnType<typeof page.getByRole>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      return (await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8'))
        .trim()
        .split('\r\n');
    };
    const users = await read(page.getByRole('button', { name: 'Export CSV' }));
    expect(users).toHaveLength(2);
    expect(users[1]).toContain(member.email);

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    // The users tab's button stays on screen until the dashboard has loaded: click the panel's own.
    const latest = page.locator('.card', { has: page.getByRole('heading', { name: 'Latest Purchases' }) });
    const purchases = await read(latest.getByRole('button', { name: 'Export CSV' }));
    expect(purchases[0]).toContain('Provider reference');
    // The renewal above paid once through the sandbox.
    expect(purchases.some((line) => line.includes(',completed,'))).toBe(true);
  });
});
