import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Vitest does not install globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

// A component test answers every request it causes (vi.stubGlobal('fetch', ...)); one it forgot
// fails here with its URL instead of trying localhost:3000 and printing errors after the test.
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    throw new Error(`Unanswered request in a component test: ${String(input)}. Stub fetch for it.`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
