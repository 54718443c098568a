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

/**
 * Half of a UTF-16 surrogate pair without its other half. JSON's `\ud800` escape makes one; it is
 * not a character, PostgreSQL refuses it in text (`jsonb` too) and a UTF-8 encoder swaps it for
 * U+FFFD, so a field holding one is refused rather than stored changed.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const loneSurrogateMessage = 'must be valid Unicode text (it holds half of a surrogate pair)';

/** How deep arrays and objects may nest in a request; the deepest body of the contract uses 5. */
export const MAX_NESTING = 32;
export const tooDeepDetail = `The request body is nested too deeply: at most ${MAX_NESTING} levels of arrays and objects.`;

function faultOf(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return controlCharacterMessage;
  if (LONE_SURROGATE.test(text)) return loneSurrogateMessage;
  return undefined;
}

type Trail = { key: string; parent: Trail | undefined } | undefined;
const pathOf = (trail: Trail): string[] => {
  const path: string[] = [];
  for (let at = trail; at; at = at.parent) path.unshift(at.key);
  return path;
};

export type TextFault = { path: string[]; message: string } | { tooDeep: true };

/**
 * The first field (dot path) under `value` whose text holds a control character or a lone
 * surrogate, or that it nests deeper than MAX_NESTING. A walk with its own stack and a shared
 * trail, not recursion: a body of a hundred thousand `[` once overflowed the call stack (a 500)
 * and copied the path at every level (half a second of a blocked event loop per request); now it
 * stops at level MAX_NESTING + 1.
 */
export function findTextFault(value: unknown): TextFault | undefined {
  const stack: { value: unknown; trail: Trail; depth: number }[] = [{ value, trail: undefined, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const message = faultOf(item.value);
      if (message) return { path: pathOf(item.trail), message };
      continue;
    }
    if (!item.value || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_NESTING) return { tooDeep: true };
    const entries = Array.isArray(item.value)
      ? item.value.map((child, index): [string, unknown] => [String(index), child])
      : Object.entries(item.value);
    // Pushed in reverse, so the first field is looked at first and named when several are wrong.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const trail = { key, parent: item.trail };
      const message = faultOf(key);
      if (message) return { path: pathOf(trail), message };
      stack.push({ value: child, trail, depth: item.depth + 1 });
    }
  }
  return undefined;
}

const where = { params: 'path', query: 'query', body: 'body' } as const;

/**
 * One guard for every call, before any schema or handler sees the input: text with a control
 * character or a lone surrogate in the path, the query or the body is refused with a 422 naming the
 * field, instead of reaching PostgreSQL (which refuses NUL and lone surrogates with an error) or a
 * log line; a body nested deeper than MAX_NESTING is refused with a 400 before anything walks it.
 */
export function installPlainTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const fault = findTextFault(request[part]);
      if (!fault) continue;
      if ('tooDeep' in fault) throw new AppError('bad_request', tooDeepDetail);
      const field = fault.path.join('.');
      const errors: FieldError[] = [{ field, message: fault.message }];
      throw new AppError(
        'validation',
        `Invalid ${where[part]}: ${field ? `${field} ` : ''}${fault.message}.`,
        {
          errors,
        },
      );
    }
  });
}
