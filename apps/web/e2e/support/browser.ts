import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 375, height: 740 };

/** How long any wait in a page (locator, navigation, waitForFunction) may take before it fails. */
export const E2E_TIMEOUT_MS = 30_000;

/**
 * One Chromium per test file; each test gets a fresh context (no cookies or storage carried over)
 * through `open()`, closed when the test ends. Pages talk to the production server the global setup started.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  // A test's pages close when it ends: left open, every earlier home page would keep animating its
  // countdown and rotation and share the two cores with the tests after it.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async open(pathname = '/', viewport = desktop): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      contexts.push(context);
      const page = await context.newPage();
      // Generous: eight engineers' suites share two cores, and a loaded machine is not a failure.
      page.setDefaultTimeout(E2E_TIMEOUT_MS);
      page.setDefaultNavigationTimeout(E2E_TIMEOUT_MS);
      await page.goto(pathname);
      // Public pages arrive pre-rendered: act on them once the app has taken over, not before.
      await page.locator('html[data-app=running]').waitFor({ state: 'attached' });
      return { page, context };
    },
  };
}
