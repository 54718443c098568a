import type { FieldError } from '@skinpilot/contract';

export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation'
  | 'rate_limited'
  | 'unavailable';

/**
 * The one error type services and jobs throw; its `detail` is a sentence a person can read. It names
 * what went wrong, not how HTTP says it: the HTTP layer maps each code to its status
 * (`http/error-handler.ts`), so a worker raises the same errors without importing the HTTP layer.
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; retryAfterSeconds?: number; nextUpdateInMinutes?: number } = {},
  ) {
    super(detail);
  }
}

export const notFound = (detail = 'Not found.') => new AppError('not_found', detail);
export const badRequest = (detail: string) => new AppError('bad_request', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
export const forbidden = (detail = 'You are not allowed to do this.') => new AppError('forbidden', detail);
export const unauthorized = (detail = 'Could not validate credentials.') =>
  new AppError('unauthorized', detail);
