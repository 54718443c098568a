import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/http-client';
import { ApiError } from '../shared/api/api-error';
import { ToastProvider } from '../shared/toast/ToastProvider';
import { useDropBootMarks } from './layout/use-boot-marks';
import { spaPaths as paths } from '@skinpilot/contract';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * A 401 (the HTTP client has dropped the token) empties the caches and goes to sign-in without a
 * reload. The browser installs this before its first request (main.tsx), which may be under way
 * before anything renders.
 */
export function signOutOnUnauthorized(router: DataRouter, queryClient: QueryClient) {
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.signIn);
  });
}

/**
 * The whole SPA around a router and a query client made by the caller: the browser's (main.tsx) or,
 * at build time, a memory router on one public path (prerender/render-page.tsx), so both render the
 * same tree.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  useDropBootMarks();
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
