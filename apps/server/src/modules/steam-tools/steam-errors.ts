import type { RateLimitedError } from '@skinpilot/connectors';
import { ConnectorError } from '@skinpilot/connectors';
import { AppError } from '../../errors/app-error';

/** Section 8: the SPA recognises a stopped client by a 400 whose detail contains 'not running'. */
export const NOT_RUNNING = 'The Steam client is not running. Start it to use the Steam tools.';
export const notRunning = () => new AppError('bad_request', NOT_RUNNING);

export const PRIVATE_INVENTORY =
  'This Steam inventory is private. Make it public in your Steam privacy settings and try again.';

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * A connector failure of a Steam tool as the caller sees it. Connector messages never carry secrets
 * (their contract), so they can be shown. A lost session is "not running": the client must be
 * started again.
 */
export function steamToolError(error: unknown): unknown {
  if (!(error instanceof ConnectorError)) return error;
  switch (error.code) {
    case 'RATE_LIMITED': {
      const seconds = Math.max(1, Math.ceil((error as RateLimitedError).retryAfterMs / 1000));
      return new AppError(
        'rate_limited',
        `Steam is rate limiting this account. Try again in ${waitText(seconds)}.`,
        {
          retryAfterSeconds: seconds,
        },
      );
    }
    case 'UNAUTHENTICATED':
      return notRunning();
    case 'PRIVATE_INVENTORY':
      return new AppError('forbidden', PRIVATE_INVENTORY);
    case 'NOT_FOUND':
      return new AppError('not_found', error.message);
    case 'INVALID_CREDENTIALS':
    case 'INVALID_SECRET':
    case 'PROXY_FAILED':
    case 'INVALID_REQUEST':
      return new AppError('bad_request', error.message);
    default:
      return new AppError('unavailable', error.message);
  }
}
