import type { FastifyServerOptions } from 'fastify';
import { currentRequestId } from './request-context';
import { logSafeError } from './log-safe-error';

/**
 * pino options for the API. Secrets must never reach a log line, so every place one can travel is
 * redacted: the bearer header, cookies, and any body field that names a password, secret or code.
 */
export function loggerOptions(
  level: string,
  /** Where lines go instead of stdout: the log test reads them. */
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    // A line written while working for a request (a service's own log, a job booked by it) names the
    // request like the request's own lines do, unless it is one of those (they carry it already).
    mixin(_merge, _level, logger) {
      const requestId = currentRequestId();
      return requestId && !('request_id' in logger.bindings()) ? { request_id: requestId } : {};
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.shared_secret',
        '*.identity_secret',
        '*.cookie',
        '*.two_factor_code',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Errors lose their values (a failed query's parameters): see log-safe-error.ts.
      err: logSafeError,
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        // Query strings can carry reset or linking tokens.
        url: req.url.split('?')[0],
      }),
    },
  };
}
