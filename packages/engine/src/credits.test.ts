import { describe, expect, it } from 'vitest';
import {
  creditsForTrade,
  DEPOSIT_CREDIT_SHARE,
  depositMode,
  roundToCents,
  withdrawalCreditShare,
  withdrawalCredits,
} from './credits';

const withdrawal = (itemValue: number, markupPercent: number, manual = false) =>
  ({ action: 'withdrawal', itemValue, markupPercent, manual }) as const;

describe('credits a withdrawal uses, by markup band (public-site.md section 9)', () => {
  it.each([
    [0, 1],
    [0.5, 1],
    [1.09, 1],
    [1.1, 0.8],
    [2.09, 0.8],
    [2.1, 0.6],
    [3.09, 0.6],
    [3.1, 0.4],
    [4.99, 0.4],
    [5, 0],
    [12, 0],
  ])('at %f %% markup the share is %f of the value', (markup, share) => {
    expect(withdrawalCreditShare(markup)).toBe(share);
    expect(creditsForTrade(withdrawal(100, markup))).toBe(100 * share);
  });

  it('judges the markup at two decimals, so float dust does not cross an edge', () => {
    expect(withdrawalCreditShare(1.1 - 1e-12)).toBe(0.8);
    expect(withdrawalCreditShare(0.1 + 1)).toBe(0.8); // 1.1000000000000001
    expect(withdrawalCreditShare(1.094)).toBe(1);
    expect(withdrawalCreditShare(4.995)).toBe(0);
  });

  it('charges nothing for a manual withdrawal', () => {
    expect(withdrawalCreditShare(0.5, true)).toBe(0);
    expect(creditsForTrade(withdrawal(250, 0.5, true))).toBe(0);
  });
});

describe('credits a deposit uses', () => {
  it.each([
    ['auto_premium', 15],
    ['auto_deposit_bot', 25],
    ['manual', 0],
  ] as const)('%s uses %f credits on a 100-coin item', (mode, credits) => {
    expect(creditsForTrade({ action: 'deposit', itemValue: 100, mode })).toBe(credits);
  });

  it('keeps two decimals', () => {
    expect(creditsForTrade({ action: 'deposit', itemValue: 123.45, mode: 'auto_deposit_bot' })).toBe(30.86);
    expect(DEPOSIT_CREDIT_SHARE.auto_deposit_bot).toBe(0.25);
  });

  it('picks the Deposit Bot rate for role depositor and the Premium rate for the others', () => {
    expect(depositMode('depositor', true)).toBe('auto_deposit_bot');
    expect(depositMode('premium', true)).toBe('auto_premium');
    expect(depositMode('admin', true)).toBe('auto_premium');
    expect(depositMode('depositor', false)).toBe('manual');
  });
});

describe('the global credit multiplier', () => {
  it('scales the credits a trade uses and keeps two decimals', () => {
    expect(creditsForTrade(withdrawal(100, 1.5))).toBe(80);
    expect(creditsForTrade(withdrawal(100, 1.5), 1.5)).toBe(120);
    expect(creditsForTrade({ action: 'deposit', itemValue: 123.45, mode: 'auto_deposit_bot' }, 0.1)).toBe(
      3.09,
    );
    expect(withdrawalCredits(100, 1.5, 0.1)).toBe(8);
  });

  it('refuses a value or multiplier that is not a number rather than charge garbage', () => {
    expect(() => creditsForTrade(withdrawal(Number.NaN, 1))).toThrow(RangeError);
    expect(() => creditsForTrade(withdrawal(-1, 1))).toThrow(RangeError);
    expect(() => creditsForTrade(withdrawal(10, 1), Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(withdrawalCredits(10, 1, Number.NaN)).toBeNaN();
  });
});

describe('money rounding', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.125, 0.13],
    [10.004999, 10],
    [30.8625, 30.86],
    [3.08625, 3.09],
    [17987.2, 17987.2],
  ])('%f rounds half up to %f', (amount, rounded) => expect(roundToCents(amount)).toBe(rounded));
});
