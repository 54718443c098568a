import type { CaptchaSolution, CaptchaSolver, CaptchaTask } from '../types/captcha';
import { CaptchaSolverError } from '../types/errors';

/**
 * CapSolver and CapMonster Cloud share one HTTP API shape: POST `/createTask` with `clientKey` and
 * a `task` answers `{ errorId, errorCode, errorDescription, taskId }`; POST `/getTaskResult` with
 * `clientKey` and `taskId` answers `{ errorId, status: "processing" | "ready" | ..., solution:
 * { gRecaptchaResponse } }`. Only the task type names differ.
 */
type TaskApiOptions = {
  apiKey: string;
  /** The service's base URL; tests point it at a loopback fake. */
  baseUrl: string;
  /** Delay before the first poll, then between polls (C polls every 2 s; services answer in 1-10 s). */
  pollIntervalMs?: number;
  /** Gives up after this long. */
  timeoutMs?: number;
};

/** How long CSGORoll can still use a reCAPTCHA token after it was solved (Google's limit is 120 s). */
const RECAPTCHA_TOKEN_LIFETIME_MS = 110_000;
const REQUEST_TIMEOUT_MS = 20_000;

type Answer = {
  errorId?: number;
  errorCode?: string;
  errorDescription?: string;
  taskId?: string | number;
  status?: string;
  solution?: { gRecaptchaResponse?: string };
};

function createTaskApiSolver(
  provider: 'capsolver' | 'capmonster',
  taskBody: (task: CaptchaTask) => Record<string, unknown>,
  options: TaskApiOptions,
): CaptchaSolver {
  const name = provider === 'capsolver' ? 'CapSolver' : 'CapMonster';
  const base = options.baseUrl.replace(/\/$/, '');
  const pollMs = options.pollIntervalMs ?? 1000;

  async function call(path: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientKey: options.apiKey, ...body }),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
          : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new CaptchaSolverError(`${name} could not be reached.`, null, { cause });
    }
    const answer = (await response.json().catch(() => null)) as Answer | null;
    if (!answer || typeof answer !== 'object')
      throw new CaptchaSolverError(`${name} answered HTTP ${response.status} without JSON.`);
    if (answer.errorId) {
      const code = typeof answer.errorCode === 'string' ? answer.errorCode : null;
      throw new CaptchaSolverError(
        `${name} refused the task: ${answer.errorDescription ?? code ?? 'unknown error'}.`,
        code,
      );
    }
    return answer;
  }

  return {
    provider,
    async solve(task: CaptchaTask, signal?: AbortSignal): Promise<CaptchaSolution> {
      const deadline = Date.now() + (options.timeoutMs ?? 90_000);
      const created = await call('/createTask', { task: taskBody(task) }, signal);
      if (created.taskId === undefined || created.taskId === null)
        throw new CaptchaSolverError(`${name} answered without a task id.`);
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        if (signal?.aborted) throw new CaptchaSolverError('The captcha solve was stopped.');
        const result = await call('/getTaskResult', { taskId: created.taskId }, signal);
        const token = result.solution?.gRecaptchaResponse;
        if (result.status === 'ready' && typeof token === 'string' && token)
          return { token, expiresAt: Date.now() + RECAPTCHA_TOKEN_LIFETIME_MS };
        if (result.status !== 'processing' && result.status !== 'idle')
          throw new CaptchaSolverError(
            `${name} could not solve the captcha (status ${String(result.status)}).`,
          );
        if (Date.now() > deadline) throw new CaptchaSolverError(`${name} did not solve the captcha in time.`);
      }
    },
  };
}

/** CapSolver's task names (docs.capsolver.com, reCAPTCHA v3 and v2 guides). */
export function createCapSolver(options: TaskApiOptions): CaptchaSolver {
  return createTaskApiSolver(
    'capsolver',
    (task) =>
      task.kind === 'recaptcha-v3'
        ? {
            type: 'ReCaptchaV3TaskProxyLess',
            websiteURL: task.websiteUrl,
            websiteKey: task.websiteKey,
            pageAction: task.pageAction,
            ...(task.minScore ? { minScore: task.minScore } : {}),
          }
        : { type: 'ReCaptchaV2TaskProxyLess', websiteURL: task.websiteUrl, websiteKey: task.websiteKey },
    options,
  );
}

/** CapMonster Cloud's task names (its API docs: RecaptchaV3TaskProxyless, RecaptchaV2Task). */
export function createCapMonster(options: TaskApiOptions): CaptchaSolver {
  return createTaskApiSolver(
    'capmonster',
    (task) =>
      task.kind === 'recaptcha-v3'
        ? {
            type: 'RecaptchaV3TaskProxyless',
            websiteURL: task.websiteUrl,
            websiteKey: task.websiteKey,
            pageAction: task.pageAction,
            ...(task.minScore ? { minScore: task.minScore } : {}),
          }
        : { type: 'RecaptchaV2Task', websiteURL: task.websiteUrl, websiteKey: task.websiteKey },
    options,
  );
}
