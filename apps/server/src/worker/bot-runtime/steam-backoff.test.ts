import { RateLimitedError } from '@skinpilot/connectors';
import { describe, expect, it } from 'vitest';
import { isSteamRateLimit, withSteamBackoff } from './steam-backoff';

/** A Steam call that answers the given outcomes in turn. */
function steamCall(outcomes: Array<Error | string>) {
  let calls = 0;
  return {
    calls: () => calls,
    run: async () => {
      const outcome = outcomes[calls++];
      if (outcome instanceof Error) throw outcome;
      return outcome ?? 'accepted';
    },
  };
}
const eresult84 = Object.assign(new Error('RateLimitExceeded'), { eresult: 84 });
const http429 = Object.assign(new Error('HTTP error 429'), { statusCode: 429 });

describe('Steam rate-limit back-off', () => {
  it('recognises eresult 84, HTTP 429 and the connectors rate-limit error, and nothing else', () => {
    expect(isSteamRateLimit(eresult84)).toBe(true);
    expect(isSteamRateLimit(http429)).toBe(true);
    expect(isSteamRateLimit(new Error('Error: HTTP error 429'))).toBe(true);
    expect(isSteamRateLimit(new RateLimitedError(60_000))).toBe(true);
    expect(isSteamRateLimit(Object.assign(new Error('Fail'), { eresult: 2 }))).toBe(false);
    expect(isSteamRateLimit(new Error('offer is no longer active'))).toBe(false);
    expect(isSteamRateLimit(null)).toBe(false);
  });

  it('waits longer after each refusal, never less than Steam asks, then succeeds', async () => {
    const waits: number[] = [];
    const call = steamCall([eresult84, http429, new RateLimitedError(30_000), 'accepted']);
    const answer = await withSteamBackoff(call.run, {
      sleep: async (ms) => void waits.push(ms),
      cancelled: () => false,
      baseMs: 1_000,
    });
    expect(answer).toBe('accepted');
    expect(call.calls()).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 30_000]);
  });

  it('gives up with the refusal after the last attempt, and at once on any other error', async () => {
    const waits: number[] = [];
    const options = {
      sleep: async (ms: number) => void waits.push(ms),
      cancelled: () => false,
      attempts: 3,
      baseMs: 10,
    };
    const limited = steamCall([eresult84, eresult84, eresult84, 'accepted']);
    await expect(withSteamBackoff(limited.run, options)).rejects.toBe(eresult84);
    expect(limited.calls()).toBe(3);

    const gone = new Error('offer is no longer active');
    const other = steamCall([gone, 'accepted']);
    await expect(withSteamBackoff(other.run, options)).rejects.toBe(gone);
    expect(other.calls()).toBe(1);
  });

  it('stops retrying once the session has ended', async () => {
    let ended = false;
    const call = steamCall([http429, 'accepted']);
    const tried = withSteamBackoff(call.run, {
      sleep: async () => void (ended = true),
      cancelled: () => ended,
    });
    await expect(tried).rejects.toBe(http429);
    expect(call.calls()).toBe(1);
  });
});
