import { requestIdField } from '../http/request-context';
import type { WorkerLog } from './bot-runtime/sniping-worker';

const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/**
 * The log of a worker-only process (no Fastify instance to borrow one from): JSON lines like the
 * API's. Errors are reduced to their message, so no object carrying a secret reaches the log.
 */
export function workerLog(level: string): WorkerLog {
  const threshold = level === 'silent' ? Infinity : levels.indexOf(level);
  const write = (name: string) => (entry: Record<string, unknown>, msg: string) => {
    if (levels.indexOf(name) < threshold) return;
    const { err, ...rest } = entry;
    const error = err === undefined ? {} : { err: err instanceof Error ? err.message : String(err) };
    // A line written for a request's job or bot action names the request (request-context.ts).
    const cause = requestIdField();
    process.stdout.write(
      `${JSON.stringify({ level: name, time: Date.now(), ...cause, ...rest, ...error, msg })}\n`,
    );
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
