import { useEffect } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useAdminToast } from './use-admin-toast';

/** Section 8's load-failure toast, once per failure; a server detail wins over the default text. */
export function useLoadErrorToast(error: unknown, fallback: string) {
  const toast = useAdminToast();
  useEffect(() => {
    if (error) toast.error(errorMessage(error, fallback));
  }, [error, fallback, toast]);
}
