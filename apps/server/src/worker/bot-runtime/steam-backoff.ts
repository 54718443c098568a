/** Steam's "too many requests": EResult 84 (RateLimitExceeded) from its API, or HTTP 429 from its web endpoints. */
export function isSteamRateLimit(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as {
    code?: unknown;
    eresult?: unknown;
    statusCode?: unknown;
    status?: unknown;
    message?: unknown;
  };
  if (e.code === 'RATE_LIMITED' || e.eresult === 84 || e.statusCode === 429 || e.status === 429) return true;
  return typeof e.message === 'string' && /\b(429|RateLimitExceeded)\b/.test(e.message);
}

export type SteamBackoff = {
  /** Waits (a timer in the runtime; recorded by tests). */
  sleep: (ms: number) => Promise<void>;
  /** True once the session ends: stop retrying. */
  cancelled: () => boolean;
  /** Tries in all, the first included. */
  attempts?: number;
  /** The first wait; it doubles after each refusal, up to `maxMs`. */
  baseMs?: number;
  maxMs?: number;
  onRateLimited?: (waitMs: number, attempt: number) => void;
};

/**
 * Runs a Steam call, and when Steam says to slow down waits and tries again: exponentially longer
 * each time, never shorter than Steam's own retry-after (a connectors RateLimitedError), since
 * retrying sooner only extends the block. Any other error, or the last refusal, is thrown.
 */
export async function withSteamBackoff<T>(call: () => Promise<T>, options: SteamBackoff): Promise<T> {
  const attempts = options.attempts ?? 4;
  const maxMs = options.maxMs ?? 120_000;
  let wait = options.baseMs ?? 5_000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isSteamRateLimit(error) || attempt >= attempts || options.cancelled()) throw error;
      const asked = (error as { retryAfterMs?: unknown }).retryAfterMs;
      const ms = Math.min(maxMs, Math.max(wait, typeof asked === 'number' ? asked : 0));
      options.onRateLimited?.(ms, attempt);
      await options.sleep(ms);
      if (options.cancelled()) throw error;
      wait = Math.min(maxMs, wait * 2);
    }
  }
}
