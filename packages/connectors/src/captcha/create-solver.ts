import type { CaptchaSolver } from '../types/captcha';
import { CaptchaSolverError } from '../types/errors';
import { createSandboxCaptchaSolver } from './sandbox-solver';
import { createCapMonster, createCapSolver } from './task-api-solver';

/** Keys and addresses of the captcha services, from the server's configuration. */
export type CaptchaServicesConfig = {
  capsolverApiKey?: string;
  capmonsterApiKey?: string;
  /** Default https://api.capsolver.com */
  capsolverUrl?: string;
  /** Default https://api.capmonster.cloud */
  capmonsterUrl?: string;
  pollIntervalMs?: number;
};

export type CaptchaProvider = 'capsolver' | 'capmonster' | 'sandbox';

/** The solver the admin's captcha provider setting names, with its key from configuration. */
export function createCaptchaSolver(
  provider: CaptchaProvider,
  config: CaptchaServicesConfig = {},
): CaptchaSolver {
  if (provider === 'sandbox') return createSandboxCaptchaSolver();
  const apiKey = provider === 'capsolver' ? config.capsolverApiKey : config.capmonsterApiKey;
  if (!apiKey)
    throw new CaptchaSolverError(
      `No ${provider === 'capsolver' ? 'CapSolver' : 'CapMonster'} API key is configured (${provider === 'capsolver' ? 'CAPSOLVER_API_KEY' : 'CAPMONSTER_API_KEY'}).`,
    );
  return provider === 'capsolver'
    ? createCapSolver({
        apiKey,
        baseUrl: config.capsolverUrl ?? 'https://api.capsolver.com',
        pollIntervalMs: config.pollIntervalMs,
      })
    : createCapMonster({
        apiKey,
        baseUrl: config.capmonsterUrl ?? 'https://api.capmonster.cloud',
        pollIntervalMs: config.pollIntervalMs,
      });
}
