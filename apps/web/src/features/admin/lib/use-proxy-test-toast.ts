import type { ResponseOf, testProxy } from '@skinpilot/contract';
import { useCallback } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useAdminToast } from './use-admin-toast';

type TestResult = ResponseOf<typeof testProxy>;

/**
 * Section 8: "Proxy online - IP {ip}", else "Proxy test failed" with the reason the API gave; a
 * failed call is "Failed to test proxy".
 */
export function useProxyTestToast() {
  const toast = useAdminToast();
  return {
    onSuccess: useCallback(
      (result: TestResult) => {
        if (result.status === 'online') toast.success(`Proxy online - IP ${result.ip ?? 'unknown'}`);
        else toast.error(result.error ? `Proxy test failed: ${result.error}` : 'Proxy test failed');
      },
      [toast],
    ),
    onError: useCallback(
      (error: unknown) => toast.error(errorMessage(error, 'Failed to test proxy')),
      [toast],
    ),
  };
}
