import { useMemo } from 'react';
import { useToast } from '../../../shared/toast/toast-context';

/** Section 2: status toasts on this page last 3 seconds. */
export const ADMIN_TOAST_MS = 3000;

/**
 * The console's toasts: 3 seconds each, and, as section 2 says, info and warning toasts look like
 * errors on this page.
 */
export function useAdminToast() {
  const toast = useToast();
  return useMemo(() => {
    const options = { durationMs: ADMIN_TOAST_MS };
    return {
      success: (message: string) => toast.success(message, options),
      error: (message: string) => toast.error(message, options),
      warning: (message: string) => toast.error(message, options),
      info: (message: string) => toast.error(message, options),
    };
  }, [toast]);
}
