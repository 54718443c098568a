import type { UserProfile } from '@skinpilot/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../shared/api/token-store';
import { currentUserKey } from '../../shared/auth/current-user';
import { meFetch, userFixture } from '../../test/user-fixture';
import { Navbar } from './Navbar';

let user: UserProfile | null = null;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(meFetch(() => user)));
});
afterEach(() => vi.unstubAllGlobals());

function renderNavbar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <Navbar /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return client;
}

describe('Navbar', () => {
  it('offers Pricing, FAQ, Sign Up and Sign In to a visitor', () => {
    renderNavbar();
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Pricing', 'FAQ', 'Sign Up', 'Sign In']) within(main).getByRole('link', { name });
  });

  it('shows a signed-in user FAQ, Trading with the trial hint, licence, credits and the avatar menu', async () => {
    user = userFixture({ credits: 1250.5 });
    tokenStore.set('token');
    renderNavbar();
    const main = screen.getByRole('navigation', { name: 'Main' });
    await within(main).findByText('Free trial available');
    expect(within(main).getByRole('link', { name: /Trading/ })).toHaveAttribute('href', '/trading');
    expect(within(main).getByTestId('licence-countdown')).toHaveTextContent('No License');
    expect(within(main).getByTestId('navbar-credits')).toHaveTextContent('1,250.50');
    expect(within(main).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
    expect(within(main).getByRole('button', { name: 'Account menu' }).querySelector('img')).toHaveAttribute(
      'src',
      '/avatar-placeholder.svg',
    );
    expect(within(main).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('follows the user when ["me"] is invalidated, as after a purchase', async () => {
    user = userFixture();
    tokenStore.set('token');
    const client = renderNavbar();
    const main = screen.getByRole('navigation', { name: 'Main' });
    await within(main).findByText('Free trial available');

    user = userFixture({
      role: 'premium',
      credits: 10000,
      license_expiry: new Date(Date.now() + 3 * 86_400_000 + 3_600_000 + 60_000).toISOString(),
    });
    await act(() => client.invalidateQueries({ queryKey: currentUserKey }));
    await waitFor(() => expect(within(main).getByTestId('navbar-credits')).toHaveTextContent('10,000.00'));
    expect(within(main).getByTestId('licence-countdown')).toHaveTextContent('3d 1h');
    expect(within(main).queryByText('Free trial available')).toBeNull();
  });
});
