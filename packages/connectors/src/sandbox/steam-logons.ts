import { RateLimitedError, SessionReplacedError } from '../types/errors';

/** Steam's log-in rate limit as the sandbox plays it: this many log-ins per proxy per window. */
export const SANDBOX_LOGIN_BUDGET = { max: 15, windowMs: 10 * 60_000 };

/** One signed-in session of an account, as the sandbox Steam keeps it. */
export type SandboxLogon = {
  /** The session's access token: web calls made with it work while the session lives. */
  token: string;
  logonId: number;
  /** The public address the log-on came from. */
  ip: string;
  /** Steam ends the session (a later log-on replaced it). */
  end: (error: Error) => void;
};

/**
 * The sandbox Steam's log-ons, like Steam's since the 2025-26 changes (protocol/steam.md §1): a
 * second log-on of an account from the same public IP with the same logonID kicks the first with
 * LogonSessionReplaced (eresult 34; steam-user README, `logOn` details), and more than the budget of
 * log-ins through one proxy within the window is answered with RateLimitExceeded (eresult 84).
 * Successful log-ins are counted per account so tests can assert how many there were.
 */
export function createSteamLogons(options: { budget?: { max: number; windowMs: number }; now: () => Date }) {
  const budget = options.budget ?? SANDBOX_LOGIN_BUDGET;
  const live = new Map<string, SandboxLogon[]>();
  const logIns = new Map<string, number>();
  const attempts = new Map<string, number[]>();
  const key = (username: string) => username.toLowerCase();

  /** A log-in attempt through `proxy`: refused past the budget, which the attempt itself spends. */
  function spend(proxy: string, max: number): void {
    const at = options.now().getTime();
    const recent = (attempts.get(proxy) ?? []).filter((t) => at - t < budget.windowMs);
    recent.push(at);
    attempts.set(proxy, recent);
    if (recent.length > max) {
      const retryAfterMs = budget.windowMs - (at - recent[recent.length - max - 1]!);
      throw Object.assign(
        new RateLimitedError(
          Math.max(1000, retryAfterMs),
          'Steam is limiting log-ins from this proxy; trying again later.',
        ),
        { eresult: 84 },
      );
    }
  }

  return {
    /**
     * Signs a session in (after spending the proxy's budget, `max` log-ins per window unless given),
     * replacing a twin of the same id.
     */
    logOn(username: string, proxy: string, logon: SandboxLogon, max = budget.max): void {
      spend(proxy, max);
      const sessions = live.get(key(username)) ?? [];
      const replaced = sessions.filter((s) => s.logonId === logon.logonId && s.ip === logon.ip);
      live.set(key(username), [...sessions.filter((s) => !replaced.includes(s)), logon]);
      logIns.set(key(username), (logIns.get(key(username)) ?? 0) + 1);
      for (const session of replaced) session.end(new SessionReplacedError());
    },
    logOff(username: string, token: string): void {
      const sessions = live.get(key(username)) ?? [];
      live.set(
        key(username),
        sessions.filter((s) => s.token !== token),
      );
    },
    /** Whether web calls with this token still work: its session was not replaced or logged off. */
    isLive: (username: string, token: string) =>
      (live.get(key(username)) ?? []).some((s) => s.token === token),
    /** Successful log-ins of the account since the sandbox started. */
    count: (username: string) => logIns.get(key(username)) ?? 0,
    /** Sessions of the account signed in now. */
    sessions: (username: string) => (live.get(key(username)) ?? []).length,
  };
}
