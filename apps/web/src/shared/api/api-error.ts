import type { FieldError } from '@skinpilot/contract';

/** A failed call: the server's `detail` sentence is the message people see. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: string | undefined,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail;
  return fallback;
}
