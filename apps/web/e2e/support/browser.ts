import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium';

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 375, height: 740 };

/** How long any wait in a page (locator, navigation, waitForFunction) may take before it fails. */
export const E2E_TIMEOUT_MS = 30_000;

/**
 * A warning or error our own code printed: its source is a script of the product's origin. The
 * browser's own "Failed to load resource" lines are left out: they report an HTTP answer (a 401
 * or 422 a test provokes on purpose), not a fault of the page.
 */
export function isOwnConsoleProblem(message: ConsoleMessage, origin: string): boolean {
  if (message.type() !== 'error' && message.type() !== 'warning') return false;
  if (message.text().startsWith('Failed to load resource')) return false;
  const source = message.location().url;
  return source === '' || source.startsWith(origin);
}

/**
 * One Chromium per test file; each test gets a fresh context (no cookies or storage carried over)
 * through `open()`, closed when the test ends. Pages talk to the production server the global setup started.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const baseUrl = inject('baseUrl');
  const origin = new URL(baseUrl).origin;
  // Console warnings and errors of our code, and uncaught exceptions, fail the test they happen in.
  let problems: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (isOwnConsoleProblem(message, origin)) problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  });
  // A test's pages close when it ends: left open, every earlier home page would keep animating its
  // countdown and rotation and share the two cores with the tests after it.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    const seen = problems;
    problems = [];
    if (seen.length > 0) {
      throw new Error(`The page printed warnings or errors:\n${[...new Set(seen)].join('\n')}`);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async open(pathname = '/', viewport = desktop): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      contexts.push(context);
      context.on('page', watch);
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
