import type { PublicConfig, UserProfile } from '@skinpilot/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../shared/api/token-store';
import { fallbackPublicConfig } from '../../shared/config/use-public-config';
import { renderWithProviders } from '../../test/render';
import { meFetch, userFixture } from '../../test/user-fixture';
import { SandboxBanner } from './SandboxBanner';

let config: PublicConfig = fallbackPublicConfig;
let user: UserProfile | null = null;
beforeEach(() => {
  localStorage.clear();
  const me = meFetch(() => user);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/api/config')
        ? new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } })
        : me(input),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const sandboxed: PublicConfig = {
  ...fallbackPublicConfig,
  environment: 'production',
  trading_sandboxes: ['steam', 'csgoroll'],
};

describe('SandboxBanner', () => {
  it('tells an admin that production runs on the sandboxes', async () => {
    config = sandboxed;
    user = userFixture({ role: 'admin' });
    tokenStore.set('token');
    renderWithProviders(<SandboxBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Production runs on the sandbox Steam and CSGORoll (SANDBOX=true): trades are not real.',
    );
  });

  it('shows nothing to a trader, nor outside production', async () => {
    config = sandboxed;
    user = userFixture({ role: 'premium' });
    tokenStore.set('token');
    const trader = renderWithProviders(<SandboxBanner />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    trader.unmount();

    config = { ...sandboxed, environment: 'development' };
    user = userFixture({ role: 'admin' });
    renderWithProviders(<SandboxBanner />);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
