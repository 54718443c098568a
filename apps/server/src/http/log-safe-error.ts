/**
 * What a log line may say about an error. pino's default writes every property of the error, and a
 * failed query carries its parameters (emails, discount codes, sealed secrets) both as `params` and
 * inside its message and stack. This keeps the type, the SQL text with its $n placeholders, the
 * PostgreSQL code and constraint, and the stack frames, never a value.
 */
export type SafeError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  cause?: SafeError;
};

type ErrorLike = Error & {
  query?: unknown;
  params?: unknown;
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
};

/** Quoted values in PostgreSQL's messages (`invalid input syntax for type uuid: "…"`). */
const quoted = /"[^"]*"|'[^']*'/g;

export function logSafeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as ErrorLike;
  const isQuery = typeof e.query === 'string' && 'params' in e;
  const message = isQuery
    ? `Failed query: ${e.query as string}`
    : typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)
      ? e.message.replace(quoted, '"…"') // a PostgreSQL error: its message may quote the value
      : e.message;
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: e.constructor?.name ?? 'Error',
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(e.cause instanceof Error && depth < 3 ? { cause: logSafeError(e.cause, depth + 1) } : {}),
  };
}
