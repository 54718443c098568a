import {
  InvalidCredentialsError,
  InvalidSecretError,
  RateLimitedError,
  ConnectorError,
  PlatformUnavailableError,
} from '../types/errors';

/** Steam EResult values the log-in can answer. */
const ERESULT = {
  invalidPassword: 5,
  invalidLoginAuthCode: 65,
  accountLoginDeniedThrottle: 87,
  twoFactorCodeMismatch: 88,
  rateLimitExceeded: 84,
};

/** After eresult 84 Steam keeps refusing for a while; retrying sooner only extends the block. */
export const LOGIN_RATE_LIMIT_BACKOFF_MS = 30 * 60_000;

export function loginError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const eresult = (error as { eresult?: number }).eresult;
  if (eresult === ERESULT.invalidPassword)
    return new InvalidCredentialsError('Steam refused this username and password.');
  if (eresult === ERESULT.invalidLoginAuthCode || eresult === ERESULT.twoFactorCodeMismatch) {
    return new InvalidSecretError('Steam refused the Guard code made from this shared_secret.');
  }
  if (eresult === ERESULT.rateLimitExceeded || eresult === ERESULT.accountLoginDeniedThrottle) {
    return new RateLimitedError(
      LOGIN_RATE_LIMIT_BACKOFF_MS,
      'Steam is limiting log-ins from this proxy; trying again later.',
    );
  }
  return new PlatformUnavailableError('Steam log-in failed.', { cause: error });
}

/** Per-username log-in blocks after a rate-limit answer, shared by every client in the process. */
const blockedUntil = new Map<string, number>();

export function assertNotBlocked(username: string, nowMs = Date.now()): void {
  const until = blockedUntil.get(username.toLowerCase());
  if (until && until > nowMs)
    throw new RateLimitedError(
      until - nowMs,
      'Steam is limiting log-ins for this account; trying again later.',
    );
}

export function blockAfter(username: string, error: ConnectorError, nowMs = Date.now()): void {
  if (error instanceof RateLimitedError) blockedUntil.set(username.toLowerCase(), nowMs + error.retryAfterMs);
}
