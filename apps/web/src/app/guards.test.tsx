import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { tokenStore } from '../shared/api/token-store';
import { useFinishSignOut, useSignOut } from '../shared/auth/session';
import { meFetch, userFixture } from '../test/user-fixture';
import type { UserProfile } from '@skinpilot/contract';
import { AdminOnly, GuestOnly, SignedInOnly } from './guards';

let user: UserProfile | null = null;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(meFetch(() => user)));
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <GuestOnly />, children: [{ path: '/signin', element: <h1>Sign In page</h1> }] },
      { element: <SignedInOnly />, children: [{ path: '/trading', element: <h1>Trading page</h1> }] },
      { element: <AdminOnly />, children: [{ path: '/admin', element: <h1>Admin page</h1> }] },
      { path: '/profile', element: <h1>Profile page</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('route guards', () => {
  it('sends a signed-in visitor of /signin to the profile', async () => {
    user = userFixture();
    tokenStore.set('token');
    renderAt('/signin');
    await screen.findByRole('heading', { name: 'Profile page' });
  });

  it('lets an anonymous visitor see /signin and sends them from /trading to /signin', async () => {
    user = null;
    renderAt('/trading');
    await screen.findByRole('heading', { name: 'Sign In page' });
  });

  it('shows /trading once the user is loaded', async () => {
    user = userFixture();
    tokenStore.set('token');
    renderAt('/trading');
    await screen.findByRole('heading', { name: 'Trading page' });
  });

  it.each([
    ['anonymous', null],
    ['a non-admin', 'premium' as const],
  ])('shows Page Not Found at /admin to %s', async (_who, role) => {
    user = role ? userFixture({ role }) : null;
    if (role) tokenStore.set('token');
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Page Not Found' });
  });

  it('shows /admin to an admin', async () => {
    user = userFixture({ role: 'admin' });
    tokenStore.set('token');
    renderAt('/admin');
    await screen.findByRole('heading', { name: 'Admin page' });
  });
});

describe('Sign Out', () => {
  function SignOutButton() {
    return (
      <button type="button" onClick={useSignOut()}>
        Sign Out
      </button>
    );
  }
  function Root() {
    useFinishSignOut();
    return (
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    );
  }

  it('leaves a signed-in-only page for home, not sign-in, even while home is still loading', async () => {
    user = userFixture();
    tokenStore.set('token');
    let showHome: () => void = () => undefined;
    // Home is a lazy page whose code arrives only when the test says so, as on a slow network.
    const Home = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          showHome = () => resolve({ default: () => <h1>Home page</h1> });
        }),
    );
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            { path: '/', element: <Home /> },
            { path: '/signin', element: <h1>Sign In page</h1> },
            { element: <SignedInOnly />, children: [{ path: '/profile', element: <SignOutButton /> }] },
          ],
        },
      ],
      { initialEntries: ['/profile'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(client.getQueryData(['me'])).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    // The session is gone at once, even though home has not arrived yet.
    expect(tokenStore.get()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Sign In page' })).toBeNull();
    act(() => showHome());
    await screen.findByRole('heading', { name: 'Home page' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(client.getQueryData(['me'])).toBeUndefined());
  });
});
