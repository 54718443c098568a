/**
 * Every failure a connector reports is one of these, so callers branch on `code` (or `instanceof`)
 * and never parse a platform's message text. `message` is a human sentence safe to show: it never
 * carries a password, cookie, token or secret.
 */
export type ConnectorErrorCode =
  | 'INVALID_CREDENTIALS'
  | 'INVALID_SECRET'
  | 'PROXY_FAILED'
  | 'UNAUTHENTICATED'
  | 'RATE_LIMITED'
  | 'NO_LONGER_AVAILABLE'
  | 'NOT_JOINABLE'
  | 'DAILY_WITHDRAWAL_LIMIT'
  | 'CAPTCHA_REQUIRED'
  | 'CAPTCHA_SOLVER_FAILED'
  | 'NOT_CANCELLABLE'
  | 'ALREADY_LISTED'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_FOUND'
  | 'INVALID_REQUEST'
  | 'PLATFORM_UNAVAILABLE'
  | 'PRIVATE_INVENTORY'
  | 'TRADE_PROTECTION_NOT_ACKNOWLEDGED'
  | 'GATEWAY_REFUSED';

export class ConnectorError extends Error {
  readonly code: ConnectorErrorCode;
  constructor(code: ConnectorErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}

/** Username, password, e-mail or cookie refused by the platform. */
export class InvalidCredentialsError extends ConnectorError {
  constructor(message = 'The platform refused these credentials.') {
    super('INVALID_CREDENTIALS', message);
  }
}

/** A shared_secret or identity_secret that is not 20 bytes of base64. */
export class InvalidSecretError extends ConnectorError {
  constructor(message: string) {
    super('INVALID_SECRET', message);
  }
}

/** The account's SOCKS5 proxy is malformed, unreachable or refuses to connect. */
export class ProxyFailedError extends ConnectorError {
  constructor(message = 'The proxy could not be reached.', options?: { cause?: unknown }) {
    super('PROXY_FAILED', message, options);
  }
}

/** The session (cookie or Steam token) is no longer accepted and could not be renewed. */
export class UnauthenticatedError extends ConnectorError {
  constructor(message = 'The session is no longer valid; sign in again.') {
    super('UNAUTHENTICATED', message);
  }
}

/**
 * Steam ended the session because another log-on of the account replaced it (eresult 34,
 * LogonSessionReplaced): same public IP, same logonID (steam-user README, `logOn` details).
 */
export class SessionReplacedError extends UnauthenticatedError {
  readonly eresult = 34;
  constructor(
    message = 'Steam ended this session: another log-in of the same account replaced it (LogonSessionReplaced).',
  ) {
    super(message);
  }
}

/** The platform asks us to slow down (Steam eresult 84, HTTP 429). */
export class RateLimitedError extends ConnectorError {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number, message = 'The platform is rate limiting this account.') {
    super('RATE_LIMITED', message);
    this.retryAfterMs = retryAfterMs;
  }
}

/** A listing someone else joined first, or that was cancelled. */
export class NoLongerAvailableError extends ConnectorError {
  constructor(message = 'This trade is no longer available.') {
    super('NO_LONGER_AVAILABLE', message);
  }
}

/** A listing this account may not join (own listing, cooldown, not listed). */
export class NotJoinableError extends ConnectorError {
  constructor(message = 'This trade cannot be joined.') {
    super('NOT_JOINABLE', message);
  }
}

export class DailyWithdrawalLimitError extends ConnectorError {
  constructor(message = 'The daily withdrawal limit is reached.') {
    super('DAILY_WITHDRAWAL_LIMIT', message);
  }
}

/** CSGORoll refused the join's reCAPTCHA (its text mentions "incognito"); a fresh token may pass. */
export class CaptchaRequiredError extends ConnectorError {
  constructor(message = 'CSGORoll asked for a captcha on this join.') {
    super('CAPTCHA_REQUIRED', message);
  }
}

/** The captcha service refused the task or could not solve it; `serviceCode` is its own code. */
export class CaptchaSolverError extends ConnectorError {
  readonly serviceCode: string | null;
  constructor(message: string, serviceCode: string | null = null, options?: { cause?: unknown }) {
    super('CAPTCHA_SOLVER_FAILED', message, options);
    this.serviceCode = serviceCode;
  }
}

/** A listing that is no longer LISTED cannot be cancelled ("cannot be cancelled in its current state"). */
export class NotCancellableError extends ConnectorError {
  constructor(message = 'This trade cannot be cancelled in its current state.') {
    super('NOT_CANCELLABLE', message);
  }
}

/** The item is already in an active listing ("currently included in active trades"). */
export class AlreadyListedError extends ConnectorError {
  constructor(message = 'This item is already listed.') {
    super('ALREADY_LISTED', message);
  }
}

export class InsufficientBalanceError extends ConnectorError {
  constructor(message = 'The wallet balance is too low for this trade.') {
    super('INSUFFICIENT_BALANCE', message);
  }
}

export class NotFoundError extends ConnectorError {
  constructor(message = 'Not found on the platform.') {
    super('NOT_FOUND', message);
  }
}

/** The platform rejected the request itself (bad input); retrying the same call will not help. */
export class InvalidRequestError extends ConnectorError {
  constructor(message: string) {
    super('INVALID_REQUEST', message);
  }
}

/** Network failure, 5xx or an answer we cannot read; worth retrying later. */
export class PlatformUnavailableError extends ConnectorError {
  constructor(message = 'The platform is not reachable right now.', options?: { cause?: unknown }) {
    super('PLATFORM_UNAVAILABLE', message, options);
  }
}

/** The Steam inventory is not public, so it cannot be read (its owner must open it in Steam's privacy settings). */
export class PrivateInventoryError extends ConnectorError {
  constructor(message = 'This Steam inventory is private.') {
    super('PRIVATE_INVENTORY', message);
  }
}

/**
 * Steam refuses to send offers until the account acknowledged its trade-protection notice (since
 * July 2025); acknowledge (SteamClient.acknowledgeTradeProtection) and send again.
 */
export class TradeProtectionNotAcknowledgedError extends ConnectorError {
  constructor(
    message = 'Steam wants this account to acknowledge its trade protection before sending offers.',
  ) {
    super('TRADE_PROTECTION_NOT_ACKNOWLEDGED', message);
  }
}

/**
 * CSGORoll's gateway (Cloudflare) answered 403 to the socket upgrade: not the session but the
 * client was refused. It passes when the account's cookie header carries the gateway's cookies
 * (cf_clearance, __cf_bm) taken from a browser on the same IP as the account's proxy.
 */
export class GatewayRefusedError extends ConnectorError {
  constructor(
    message = "CSGORoll's gateway refused the connection (HTTP 403). Copy the full cookie header, including cf_clearance and __cf_bm, from a browser on the same IP as the account's proxy.",
  ) {
    super('GATEWAY_REFUSED', message);
  }
}
