import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '@skinpilot/contract';
import { AppError, type AppErrorCode } from '../errors/app-error';

/** Each error code's HTTP status (DESIGN.md, the wire contract). */
export const statusOf: Record<AppErrorCode, number> = {
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

/** Fastify's own client errors, each with a sentence instead of its internal code. */
const frameworkErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The request body is empty but JSON was announced.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'The request body is larger than the 1 MiB limit.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    detail: 'This content type is not accepted here; send application/json or a form.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    detail: 'The Content-Length header does not match the body.',
  },
  FST_ERR_BAD_URL: { status: 400, detail: 'The request path is not a valid URL.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, detail: 'The request could not be routed.' },
};

/**
 * One handler, one wire shape: `{detail}` with the right status, `errors[]` on a 422. A 5xx never
 * shows its cause; it is logged with the request id instead.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      const { nextUpdateInMinutes } = error.extra;
      // The one answer whose detail is an object, as the spec writes it (errors.ts).
      const answer: ErrorBody =
        nextUpdateInMinutes === undefined
          ? body(error.detail, error.extra.errors)
          : { detail: { next_update_in: nextUpdateInMinutes, message: error.detail } };
      return reply.status(statusOf[error.code]).send(answer);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      const where =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
      const first = errors[0];
      const detail = first
        ? `Invalid ${where}: ${first.field ? `${first.field} ` : ''}${lowerFirst(first.message)}.`.replace(
            '..',
            '.',
          )
        : `Invalid ${where}.`;
      return reply.status(422).send(body(detail, errors));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.detail));
    if (error.statusCode === 429) {
      return reply.status(429).send(body('Too many requests. Please wait before trying again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(body(error.message || 'The request could not be processed.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(`No such endpoint: ${request.method} ${request.url.split('?')[0]}.`));
  });
}

function body(detail: string, errors?: FieldError[]): ErrorBody {
  return errors && errors.length > 0 ? { detail, errors } : { detail };
}

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  if (Array.isArray(keys) && keys.length > 0) return [fromPath, keys.join(', ')].filter(Boolean).join('.');
  return fromPath;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
