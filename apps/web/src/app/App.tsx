import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../shared/api/http-client';
import { ApiError } from '../shared/api/api-error';
import { ToastProvider } from '../shared/toast/ToastProvider';
import { paths } from './paths';
import { createAppRouter } from './router';

function createQueryClient() {
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const created = createAppRouter();
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void created.navigate(paths.signIn);
    });
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
