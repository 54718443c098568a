import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastProvider } from '../shared/toast/ToastProvider';

/**
 * Renders a screen the way the app does (query cache, toasts, router) for component tests.
 * Each call gets its own query cache, so tests never see each other's data.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', routes = [] as RouteObject[] } = {},
): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}
