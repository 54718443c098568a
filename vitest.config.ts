import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three tiers, one runner: `unit-*` (pure logic, connectors and components), `server` (the real app against a real
 * PostgreSQL), `e2e` (the production build in headless Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // The packages are Node code (the connectors speak HTTP and WebSocket to the sandbox
          // market): they run with Node's own fetch and sockets, not a browser imitation.
          name: 'unit-packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // ESLint with the repo's config on a bad sample per import boundary (eslint.config.js).
          name: 'unit-lint-rules',
          include: ['scripts/lint-rules/**/*.test.ts'],
          environment: 'node',
          // The first lint loads the parsers and plugins: seconds on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit-web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Component tests never reach the network: an embedded video or a stray request would
          // otherwise try the internet (or localhost:3000) and print errors after the test ended.
          environmentOptions: {
            happyDOM: {
              settings: {
                disableIframePageLoading: true,
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each file builds the whole app: imported afresh per file that cost more than the tests
          // (360 of 761 s on 2 cores). Files share nothing but the imported code (each has its own
          // database, app and sandbox market; no module mocks), so a worker imports it once, and two
          // workers overlap one file's waits on PostgreSQL and timers with another's (decision 037).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // Page waits allow 30 s each (support/browser.ts); a test may chain a few on a loaded machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser and one server are shared; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
