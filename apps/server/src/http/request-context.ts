import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The HTTP request a piece of work was caused by, carried through the async calls it makes (issue 32):
 * an API request's id follows it into the jobs it books and the bot sessions it starts or stops, so
 * one `request_id` finds every log line of what one click did, in whichever process did it.
 */
const causes = new AsyncLocalStorage<string>();

/** The id of the request the running code works for, if any. */
export function currentRequestId(): string | undefined {
  return causes.getStore();
}

/** Runs `work` as caused by `requestId` (a job or a bot action picking its cause up again). */
export function runAsRequest<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? causes.run(requestId, work) : work();
}

/** A log line's field naming its cause: what the API's own request lines call it too. */
export function requestIdField(): { request_id?: string } {
  const requestId = causes.getStore();
  return requestId ? { request_id: requestId } : {};
}

/** A job's data with the request that booked it, for the worker that runs it to log. */
export function jobCausedByRequest<T extends object>(data: T): T & { request_id?: string } {
  return { ...data, ...requestIdField() };
}
