import type { PurchaseDetails } from '@skinpilot/contract';

export const POLL_INTERVAL_MS = 5000;
export const MAX_POLL_ATTEMPTS = 12;
export const tooLongMessage =
  'Payment processing is taking longer than expected. Please check your account or contact support.';

export type PollOutcome =
  | { kind: 'completed'; details: PurchaseDetails }
  | { kind: 'processing'; details?: PurchaseDetails }
  | { kind: 'too-long'; details?: PurchaseDetails }
  | { kind: 'error'; message: string };

/**
 * One step of the success page: completed ends; waiting (or pending, or a crypto payment the
 * server does not know yet: 404) polls again every 5 s until 12 attempts, then the spec's message.
 */
export function nextOutcome(
  result: { details: PurchaseDetails } | { notFound: true } | { error: string },
  attempt: number,
): PollOutcome {
  if ('error' in result) return { kind: 'error', message: result.error };
  const details = 'details' in result ? result.details : undefined;
  if (details?.status === 'completed') return { kind: 'completed', details };
  if (details?.status === 'failed') {
    return { kind: 'error', message: details.error_message ?? 'The payment did not go through.' };
  }
  // A crypto payment still unknown after every attempt is a failure (section 4: the error state,
  // with Check Account and Try Again), not a payment that is merely slow.
  if ('notFound' in result && attempt >= MAX_POLL_ATTEMPTS) return { kind: 'error', message: tooLongMessage };
  if (attempt >= MAX_POLL_ATTEMPTS) return { kind: 'too-long', details };
  return { kind: 'processing', details };
}
