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

const statusOf: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** The one error type services throw; its `detail` is a sentence a person can read. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    readonly detail: string,
    readonly extra: { errors?: FieldError[]; retryAfterSeconds?: number; nextUpdateInMinutes?: number } = {},
  ) {
    super(detail);
    this.status = statusOf[code];
  }
}

export const notFound = (detail = 'Not found.') => new AppError('not_found', detail);
export const badRequest = (detail: string) => new AppError('bad_request', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
export const forbidden = (detail = 'You are not allowed to do this.') => new AppError('forbidden', detail);
export const unauthorized = (detail = 'Could not validate credentials.') =>
  new AppError('unauthorized', detail);
