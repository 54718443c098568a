import { ConnectorError } from '@skinpilot/connectors';
import { AppError } from '../../errors/app-error';
import type { AccountConnectors, TradingContext } from './trading-context';

export function connectorsOf(ctx: TradingContext): AccountConnectors {
  if (!ctx.connectors) {
    throw new AppError(
      'unavailable',
      'The platform connectors are not available right now. Please try again later.',
    );
  }
  return ctx.connectors;
}

/**
 * Runs a platform call with a deadline a little under the SPA's own timeout (section 9), so the
 * caller gets our sentence instead of a dropped request.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, platform: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError('unavailable', `${platform} did not answer in time. Please try again.`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A connector failure as the caller should see it. Connector messages never carry secrets (their
 * contract), so they can be shown; the field lets the form mark the input at fault.
 */
export function toAppError(error: unknown, fields: { credentials: string; secret?: string }): unknown {
  if (!(error instanceof ConnectorError)) return error;
  const invalid = (field: string) =>
    new AppError('validation', error.message, { errors: [{ field, message: error.message }] });
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
    case 'UNAUTHENTICATED':
      return invalid(fields.credentials);
    case 'INVALID_SECRET':
      return invalid(
        error.message.includes('identity_secret') ? 'identity_secret' : (fields.secret ?? 'shared_secret'),
      );
    case 'PROXY_FAILED':
      return invalid('proxy');
    case 'RATE_LIMITED':
      return new AppError(
        'rate_limited',
        'The platform is rate limiting this account. Please try again later.',
        {
          retryAfterSeconds: Math.max(
            1,
            Math.ceil(((error as { retryAfterMs?: number }).retryAfterMs ?? 60_000) / 1000),
          ),
        },
      );
    case 'INVALID_REQUEST':
      return new AppError('bad_request', error.message);
    default:
      return new AppError('unavailable', error.message);
  }
}

export async function callPlatform<T>(
  work: () => Promise<T>,
  options: { ms: number; platform: string; credentials: string },
): Promise<T> {
  try {
    return await withDeadline(work(), options.ms, options.platform);
  } catch (error) {
    throw toAppError(error, { credentials: options.credentials });
  }
}
