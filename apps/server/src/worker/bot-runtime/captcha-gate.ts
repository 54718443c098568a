import { CaptchaRequiredError, type CaptchaTokens } from '@skinpilot/connectors';

/** How long joining stays paused before one join is tried again without a solver's token. */
export const MANUAL_CAPTCHA_RETRY_MS = 15 * 60_000;

export const MANUAL_CAPTCHA_REASON =
  'Paused: CSGORoll asks for a captcha and Auto captcha is off. Solve one on CSGORoll, or turn Auto captcha on.';

export type CaptchaPause = { reason: string; since: string; retry_at: string };

/**
 * One account's door to the worker's captcha pool, by its auto_captcha setting. On: joins take the
 * pool's tokens (and one fresh token after a refusal). Off: the solver is never asked; a join
 * CSGORoll refuses for its captcha pauses joining for this account (the session says so), until
 * auto_captcha is turned on, or until MANUAL_CAPTCHA_RETRY_MS later one join tries again without a
 * token (CSGORoll asks for a captcha when its risk checks fire, protocol section 9; a captcha the
 * user solved on CSGORoll may have cleared that).
 */
export function createCaptchaGate(pool: CaptchaTokens | undefined, retryMs = MANUAL_CAPTCHA_RETRY_MS) {
  let auto = true;
  let pause: { reason: string; since: number; retryAt: number } | null = null;

  const tokens: CaptchaTokens = {
    take: () => (auto && pool ? pool.take() : null),
    fresh: () =>
      auto && pool
        ? pool.fresh()
        : Promise.reject(new CaptchaRequiredError('CSGORoll asked for a captcha and Auto captcha is off.')),
    // The pool is the worker's: it closes with the worker, not with one account.
    close: () => undefined,
  };

  return {
    tokens,
    get auto() {
      return auto;
    },
    /** The setting as stored now; answers true when turning it on ends a pause. */
    setAuto(on: boolean): boolean {
      auto = on;
      if (on && pause) {
        pause = null;
        return true;
      }
      return false;
    },
    /**
     * A join was refused for its captcha. With auto_captcha off joining pauses; answers true when
     * this starts a pause (a retry refused again only moves the next retry on).
     */
    refused(nowMs: number): boolean {
      if (auto) return false;
      const started = pause === null;
      pause = { reason: MANUAL_CAPTCHA_REASON, since: pause?.since ?? nowMs, retryAt: nowMs + retryMs };
      return started;
    },
    /** A join went through: a pause (if any) is over. Answers true when one ended. */
    joined(): boolean {
      const ended = pause !== null;
      pause = null;
      return ended;
    },
    /** Whether joins wait now (a pause whose retry time has not come). */
    holds(nowMs: number): boolean {
      return pause !== null && nowMs < pause.retryAt;
    },
    /** The pause for the session's live figures and /sniping/status, or null. */
    pause(): CaptchaPause | null {
      return pause
        ? {
            reason: pause.reason,
            since: new Date(pause.since).toISOString(),
            retry_at: new Date(pause.retryAt).toISOString(),
          }
        : null;
    },
  };
}
