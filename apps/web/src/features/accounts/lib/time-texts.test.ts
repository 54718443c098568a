import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../shared/time/relative-time';
import { steamLoginPause, steamTokenState } from './steam-token';
import { trialTimeLeftPercent, trialTimeLeftText } from './trial-progress';

const now = Date.parse('2026-01-01T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const H = 3_600_000;

describe('trial progress', () => {
  it('scales the time left over 24 hours, between 2 and 100 percent', () => {
    expect(trialTimeLeftPercent(at(12 * H), now)).toBe(50);
    expect(trialTimeLeftPercent(at(30 * H), now)).toBe(100);
    expect(trialTimeLeftPercent(at(60_000), now)).toBe(2);
    expect(trialTimeLeftPercent(at(-H), now)).toBe(2);
  });

  it('says how long is left', () => {
    expect(trialTimeLeftText(at(23 * H + 59 * 60_000), now)).toBe('23h 59m');
    expect(trialTimeLeftText(at(42 * 60_000), now)).toBe('42m');
    expect(trialTimeLeftText(at(-1), now)).toBe('Expired');
  });
});

describe('Steam token validity', () => {
  it('names the largest unit left', () => {
    expect(steamTokenState(at(5 * 60_000), now)).toEqual({ valid: true, text: 'Token expires in 5 minutes' });
    expect(steamTokenState(at(2 * H), now)?.text).toBe('Token expires in 2 hours');
    expect(steamTokenState(at(25 * H), now)?.text).toBe('Token expires in 1 day');
    expect(steamTokenState(at(-1000), now)).toEqual({ valid: false, text: 'Token expired' });
    expect(steamTokenState(null, now)).toBeNull();
  });
});

describe('Steam log-in pause', () => {
  it('says how long log-ins still wait, and nothing once the pause is over', () => {
    expect(steamLoginPause(at(14 * 60_000 + 5_000), now)).toBe(
      "Steam log-ins paused for 15 minutes (Steam's log-in limit)",
    );
    expect(steamLoginPause(at(20_000), now)).toBe("Steam log-ins paused for 1 minute (Steam's log-in limit)");
    expect(steamLoginPause(at(-1000), now)).toBeNull();
    expect(steamLoginPause(null, now)).toBeNull();
    expect(steamLoginPause(undefined, now)).toBeNull();
  });
});

describe('relative time', () => {
  it.each([
    [-10_000, 'just now'],
    [-5 * 60_000, '5 minutes ago'],
    [-H, '1 hour ago'],
    [-3 * 24 * H, '3 days ago'],
    [-14 * 24 * H, '2 weeks ago'],
    [-60 * 24 * H, '2 months ago'],
    [-800 * 24 * H, '2 years ago'],
  ])('%d ms is "%s"', (offset, text) => expect(relativeTime(at(offset), now)).toBe(text));

  it('says Never for no timestamp', () => expect(relativeTime(null, now)).toBe('Never'));
});
