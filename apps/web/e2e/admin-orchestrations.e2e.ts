import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { useTokenInBrowser } from './support/accounts';
import { adminToken } from './support/admin';
import { useBrowser } from './support/browser';
import { api, premiumTrader, sandboxSnipingAccount, setSniping } from './support/sniping';

const { open, baseUrl } = useBrowser();
const shots = path.resolve(import.meta.dirname, '..', '..', '..', 'test-results');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `admin-orchestrations-${name}.png`) });

/** Whether the element's whole box lies inside the box of the table's scroll container. */
async function isInsideScrollBox(button: Locator): Promise<boolean> {
  return button.evaluate((button) => {
    const box = button.getBoundingClientRect();
    let scroller = button.parentElement;
    while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
    const frame = (scroller ?? document.body).getBoundingClientRect();
    return box.left >= frame.left && box.right <= frame.right && box.width > 0;
  });
}

describe('admin orchestrations', () => {
  it('shows View and Stop at every desktop width, finds a Steam id prefix, and says Stop turns sniping off', async () => {
    const { page: traderPage } = await open('/');
    const { token } = await premiumTrader(traderPage, 'orch');
    const steamId = await sandboxSnipingAccount(token, 'orch');
    await setSniping(token, steamId, true);
    const admin = await adminToken(baseUrl);
    // The orchestrator gives the account a session (with an instance id) within a round or two.
    await vi.waitFor(
      async () => {
        const { items } = (await api(admin, 'GET', `/api/admin/orchestrations?steam_id=${steamId}`)) as {
          items: { session: { instance_id: string | null } }[];
        };
        if (!items[0]?.session.instance_id) throw new Error('no session with an instance yet');
      },
      { timeout: 60_000, interval: 500 },
    );

    const { page } = await open('/');
    await useTokenInBrowser(page, admin, '/admin#orchestrations');
    // A prefix of the id (the first 12 digits) finds the session.
    await page.getByLabel('Search orchestrations').fill(steamId.slice(0, 12));
    const row = page.getByRole('row').filter({ hasText: steamId });
    await row.waitFor();
    // The fleet's capture from the recorded feed sits above the sessions (issue 27).
    const fleet = page.getByRole('region', { name: 'Fleet capture' });
    await fleet.getByText('Capture rate').waitFor();
    await fleet.getByRole('combobox', { name: 'Capture grouping' }).selectOption('by_provider');
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // The row of this account: other files' sessions may share the prefix.
      expect(await isInsideScrollBox(row.getByRole('button', { name: `View session of ${steamId}` }))).toBe(
        true,
      );
      expect(await isInsideScrollBox(row.getByRole('button', { name: /^Stop instance/ }))).toBe(true);
      // Started is read whole, not cut under the pinned Actions column.
      const started = await page.getByRole('columnheader', { name: 'Started' }).evaluate((th) => {
        const actions = th.parentElement!.lastElementChild!.getBoundingClientRect();
        return [th.getBoundingClientRect().right, actions.left];
      });
      await shot(page, String(width));
      expect(started[0]).toBeLessThanOrEqual(started[1]! + 1);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, '390');
    await fleet.scrollIntoViewIfNeeded();
    await shot(page, 'fleet-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('button', { name: /^Stop instance/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop instance?' });
    await confirm.getByText('Sniping is turned off for this account').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await setSniping(token, steamId, false);
  }, 120_000);
});
