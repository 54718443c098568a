import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { useDocumentTitle } from './use-document-title';

function Shell() {
  useDocumentTitle();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/faq', handle: { title: 'FAQ' }, element: <p>faq</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    // The server is not there; the title falls back to the product's default name.
    vi.stubGlobal('fetch', async () => new Response('{"detail":"Not here."}', { status: 404 }));
  });

  it('names the page and the product', async () => {
    renderAt('/faq');
    await waitFor(() => expect(document.title).toBe('FAQ | SkinPilot'));
  });

  it('falls back to the default title for a route without one', async () => {
    renderAt('/');
    await waitFor(() => expect(document.title).toBe('SkinPilot | Automated CS2 trading bots'));
  });
});
