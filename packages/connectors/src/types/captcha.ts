/**
 * Captcha solving for CSGORoll joins: a solver service (CapSolver, CapMonster, or the sandbox's
 * offline one) behind one interface, and a pool that keeps tokens solved ahead of need.
 */

/** What CSGORoll asks for (reference section 9): reCAPTCHA v3 with action `joinTrades`, or v2. */
export type CaptchaTask =
  | { kind: 'recaptcha-v3'; websiteUrl: string; websiteKey: string; pageAction: string; minScore?: number }
  | { kind: 'recaptcha-v2'; websiteUrl: string; websiteKey: string };

export type CaptchaSolution = {
  token: string;
  /** Epoch milliseconds after which CSGORoll will refuse the token. */
  expiresAt: number;
};

export type CaptchaSolver = {
  readonly provider: 'capsolver' | 'capmonster' | 'sandbox';
  /** Solves one task; throws CaptchaSolverError (typed, with the service's own error text). */
  solve(task: CaptchaTask, signal?: AbortSignal): Promise<CaptchaSolution>;
};

/** Tokens ready for joins, so a join never waits for a solve. */
export type CaptchaTokens = {
  /** A ready token (used once), or null when the pool is empty right now. */
  take(): string | null;
  /** A token solved now, for the one retry after CSGORoll refused a join's captcha. */
  fresh(): Promise<string>;
  /** Stops solving ahead. */
  close(): void;
};
