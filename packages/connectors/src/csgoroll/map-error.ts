import type { ConnectorError } from '../types/errors';
import {
  DailyWithdrawalLimitError,
  InsufficientBalanceError,
  InvalidRequestError,
  NoLongerAvailableError,
  NotJoinableError,
  PlatformUnavailableError,
  UnauthenticatedError,
} from '../types/errors';

export type GraphqlErrorBody = { message?: string; extensions?: { code?: string } };

/**
 * CSGORoll's error texts to typed errors. Matched on the code when there is one and on the wording
 * otherwise, since CSGORoll has answered the same failure with different codes over time.
 */
const RULES: [RegExp, (message: string) => ConnectorError][] = [
  [
    /unauthenticated|not authenticated|logged in|login required|unauthorized/i,
    () => new UnauthenticatedError(),
  ],
  [/daily withdraw(al)? limit|withdraw(al)? limit/i, (m) => new DailyWithdrawalLimitError(m)],
  [
    /no longer available|not available|already joined|trade not found|trade (has )?expired/i,
    (m) => new NoLongerAvailableError(m),
  ],
  [/not joinable|cannot join|can't join|not joinable yet|your own trade/i, (m) => new NotJoinableError(m)],
  [/insufficient (balance|funds)|not enough balance/i, (m) => new InsufficientBalanceError(m)],
];

export function mapGraphqlError(error: GraphqlErrorBody): ConnectorError {
  const message = error.message ?? 'CSGORoll answered with an error.';
  const code = error.extensions?.code ?? '';
  if (code === 'UNAUTHENTICATED') return new UnauthenticatedError();
  const rule = RULES.find(([pattern]) => pattern.test(message) || pattern.test(code.replace(/_/g, ' ')));
  if (rule) return rule[1](message);
  if (code === 'BAD_USER_INPUT' || code === 'FORBIDDEN') return new InvalidRequestError(message);
  return new PlatformUnavailableError(message);
}
