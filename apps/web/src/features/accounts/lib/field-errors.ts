import type { FieldError } from '@skinpilot/contract';

/** The server's 422 names fields; each message is shown under its input. */
export function fieldErrors(errors: FieldError[] | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]));
}
