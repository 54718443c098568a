import {
  AlreadyListedError,
  CaptchaRequiredError,
  DailyWithdrawalLimitError,
  InsufficientBalanceError,
  InvalidRequestError,
  NoLongerAvailableError,
  NotCancellableError,
  NotJoinableError,
  PlatformUnavailableError,
  UnauthenticatedError,
  type ConnectorError,
} from '../types/errors';

export type GraphqlErrorBody = { message?: unknown; extensions?: { code?: unknown } | null };

/**
 * CSGORoll's error texts to typed errors. Public clients match substrings of `message` and never
 * read a code (reference section 10), so the wording decides; the code is a second chance.
 */
const RULES: [RegExp, (message: string) => ConnectorError][] = [
  [/unauthenticated|not authenticated|must be logged in/i, () => new UnauthenticatedError()],
  [/incognito|captcha (verification )?(failed|required|invalid)/i, (m) => new CaptchaRequiredError(m)],
  [/daily withdraw(al)? limit/i, (m) => new DailyWithdrawalLimitError(m)],
  [/no longer available/i, (m) => new NoLongerAvailableError(m)],
  [/not joinable/i, (m) => new NotJoinableError(m)],
  [/cannot be cancell?ed in its current state/i, (m) => new NotCancellableError(m)],
  [/currently included in active trades/i, (m) => new AlreadyListedError(m)],
  [/insufficient (balance|funds)|not enough balance/i, (m) => new InsufficientBalanceError(m)],
];

/** graphql-js validation wording: the request itself does not fit the schema. */
const INVALID_REQUEST =
  /^(Cannot query field|Unknown (argument|type)|Variable "\$|Field "|Expected|Syntax Error)/;

export function mapGraphqlError(error: GraphqlErrorBody): ConnectorError {
  const message =
    typeof error?.message === 'string' && error.message ? error.message : 'CSGORoll answered with an error.';
  const code = typeof error?.extensions?.code === 'string' ? error.extensions.code : '';
  const rule =
    RULES.find(([pattern]) => pattern.test(message)) ??
    RULES.find(([pattern]) => pattern.test(code.replace(/_/g, ' ')));
  if (rule) return rule[1](message);
  if (code === 'BAD_USER_INPUT' || code === 'FORBIDDEN' || code === 'GRAPHQL_VALIDATION_FAILED')
    return new InvalidRequestError(message);
  if (INVALID_REQUEST.test(message)) return new InvalidRequestError(message);
  return new PlatformUnavailableError(message);
}
