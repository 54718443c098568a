import { describe, expect, it } from 'vitest';
import { countdownAt, DEMO_COUNTDOWN_SECONDS, formatCountdown } from './demo-offer';

describe('trade-offer demo countdown', () => {
  it('starts at 15 minutes', () => {
    expect(DEMO_COUNTDOWN_SECONDS).toBe(900);
    expect(formatCountdown(countdownAt(0))).toBe('15:00');
  });

  it('counts down in minutes and seconds', () => {
    expect(formatCountdown(countdownAt(1))).toBe('14:59');
    expect(formatCountdown(countdownAt(839))).toBe('01:01');
    expect(formatCountdown(countdownAt(899))).toBe('00:01');
  });

  it('loops back to 15:00 instead of going negative', () => {
    expect(formatCountdown(countdownAt(900))).toBe('15:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
