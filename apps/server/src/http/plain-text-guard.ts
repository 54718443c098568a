import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@skinpilot/contract';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

export const controlCharacterMessage = 'must not contain control characters';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL cannot
 * store NUL in text at all, and no field of the product means any of them.
 */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** Text for code that reads bodies outside the contract (webhooks): at most 512 plain characters. */
export const plainText = z
  .string()
  .max(512)
  .refine((text) => !hasControlCharacter(text), controlCharacterMessage);

/** The first field (dot path) under `value` whose text holds a control character, if any. */
export function fieldWithControlCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacter(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithControlCharacter(item, [...path, key]);
      if (found) return found;
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
    }
  }
  return undefined;
}

const where = { params: 'path', query: 'query', body: 'body' } as const;

/**
 * One guard for every call, before any schema or handler sees the input: text with a control
 * character in the path, the query or the body is refused with a 422 naming the field, instead of
 * reaching PostgreSQL (which refuses NUL with an error) or a log line.
 */
export function installPlainTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const path = fieldWithControlCharacter(request[part]);
      if (!path) continue;
      const field = path.join('.');
      const errors: FieldError[] = [{ field, message: controlCharacterMessage }];
      throw new AppError(
        'validation',
        `Invalid ${where[part]}: ${field ? `${field} ` : ''}${controlCharacterMessage}.`,
        { errors },
      );
    }
  });
}
