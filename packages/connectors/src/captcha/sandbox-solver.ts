import { mintSandboxCaptchaToken, SANDBOX_CAPTCHA_TTL_MS } from '../sandbox/sandbox-captcha';
import type { CaptchaSolver } from '../types/captcha';

/** Offline solver for the sandbox market: its tokens are the only ones the sandbox accepts. */
export function createSandboxCaptchaSolver(options: { delayMs?: number } = {}): CaptchaSolver {
  return {
    provider: 'sandbox',
    async solve(task) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      const action = task.kind === 'recaptcha-v3' ? task.pageAction : 'visual';
      return {
        token: mintSandboxCaptchaToken(action),
        expiresAt: Date.now() + SANDBOX_CAPTCHA_TTL_MS - 10_000,
      };
    },
  };
}
