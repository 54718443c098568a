import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { currentUserKey } from '../../../shared/auth/current-user';
import { fetchPurchaseDetails } from '../api/purchase-details';
import { nextOutcome, POLL_INTERVAL_MS, type PollOutcome } from './purchase-poll';

export type PollState = { kind: 'loading' } | PollOutcome;

/**
 * Reads the purchase, then every 5 s while it is processing (or, for crypto, not known yet), for
 * at most 12 attempts. On completion the user is reloaded, so the navbar's credits and licence
 * follow without a page reload. `retry` starts over (Try Again).
 */
export function usePurchasePoll(ref: { sessionId?: string; paymentId?: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PollState>({ kind: 'loading' });
  const [run, setRun] = useState(0);
  const { sessionId, paymentId } = ref;

  const hasRef = Boolean(sessionId || paymentId);

  useEffect(() => {
    if (!hasRef) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      let result: Parameters<typeof nextOutcome>[0];
      try {
        result = { details: await fetchPurchaseDetails({ sessionId, paymentId }) };
      } catch (error) {
        result =
          error instanceof ApiError && error.status === 404 && paymentId
            ? { notFound: true }
            : { error: 'Failed to load payment details.' };
      }
      if (cancelled) return;
      const outcome = nextOutcome(result, n);
      // A crypto payment nobody knows yet stays on "loading" (waiting for the blockchain).
      if (!('notFound' in result) || outcome.kind !== 'processing') setState(outcome);
      if (outcome.kind === 'completed') void queryClient.invalidateQueries({ queryKey: currentUserKey });
      if (outcome.kind === 'processing') timer = setTimeout(() => void attempt(n + 1), POLL_INTERVAL_MS);
    };
    void attempt(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [hasRef, sessionId, paymentId, run, queryClient]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setRun((n) => n + 1);
  }, []);
  const missing: PollState = { kind: 'error', message: 'Failed to load payment details.' };
  return { state: hasRef ? state : missing, retry };
}
