import type { CaptchaSolution, CaptchaSolver, CaptchaTask, CaptchaTokens } from '../types/captcha';

export type CaptchaPoolOptions = {
  solver: CaptchaSolver;
  task: CaptchaTask;
  /** Tokens kept ready; E keeps three. */
  size?: number;
  /** A token is thrown away this long before it expires, so none reaches CSGORoll stale. */
  marginMs?: number;
  /** Failed solves wait this long before the next try, doubling to a minute. */
  retryAfterMs?: number;
  onError?: (error: Error) => void;
};

/**
 * Tokens solved ahead of need: the pool keeps `size` fresh tokens, replaces each one that is used
 * or about to expire, and backs off when the service fails. `take()` never waits, so a join never
 * waits for a solve.
 */
export function createCaptchaPool(options: CaptchaPoolOptions): CaptchaTokens & { ready(): number } {
  const size = options.size ?? 3;
  const marginMs = options.marginMs ?? 10_000;
  const ready: CaptchaSolution[] = [];
  const aborter = new AbortController();
  let solving = 0;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let expiryTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const usable = (s: CaptchaSolution) => s.expiresAt - marginMs > Date.now();

  function prune() {
    for (let i = ready.length - 1; i >= 0; i -= 1) if (!usable(ready[i]!)) ready.splice(i, 1);
  }

  /** Wakes up when the oldest token is about to expire, to replace it in time. */
  function watchExpiry() {
    if (expiryTimer) clearTimeout(expiryTimer);
    expiryTimer = null;
    const next = ready[0];
    if (!next || closed) return;
    expiryTimer = setTimeout(
      () => (prune(), fill()),
      Math.max(0, next.expiresAt - marginMs - Date.now()) + 1,
    );
    expiryTimer.unref();
  }

  function fill() {
    if (closed || retryTimer) return;
    prune();
    while (ready.length + solving < size) {
      solving += 1;
      options.solver.solve(options.task, aborter.signal).then(
        (solution) => {
          solving -= 1;
          failures = 0;
          if (closed) return;
          // A flat copy: a token built by concatenation would be flattened on the join's path.
          ready.push({ token: Buffer.from(solution.token).toString(), expiresAt: solution.expiresAt });
          ready.sort((a, b) => a.expiresAt - b.expiresAt);
          watchExpiry();
          fill();
        },
        (error: Error) => {
          solving -= 1;
          if (closed) return;
          options.onError?.(error);
          failures += 1;
          const wait = Math.min(60_000, (options.retryAfterMs ?? 2000) * 2 ** (failures - 1));
          retryTimer ??= setTimeout(() => {
            retryTimer = null;
            fill();
          }, wait);
          retryTimer.unref();
        },
      );
    }
    watchExpiry();
  }

  fill();
  return {
    take() {
      prune();
      // The oldest usable token first: the fresher ones keep longer.
      const solution = ready.shift() ?? null;
      // The refill starts after the join has gone out: starting a solve costs time on this path.
      setImmediate(fill);
      return solution?.token ?? null;
    },
    async fresh() {
      return (await options.solver.solve(options.task, aborter.signal)).token;
    },
    ready: () => (prune(), ready.length),
    close() {
      closed = true;
      aborter.abort();
      if (retryTimer) clearTimeout(retryTimer);
      if (expiryTimer) clearTimeout(expiryTimer);
      ready.length = 0;
    },
  };
}
