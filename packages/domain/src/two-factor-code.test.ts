import { describe, expect, it } from 'vitest';
import {
  canSubmitDisableCode,
  canSubmitSignInCode,
  formatSignInCode,
  normaliseSecondFactorCode,
  SIGN_IN_CODE_MAX_LENGTH,
} from './two-factor-code';

/** Types `text` one character at a time, as a person does, feeding each result back in. */
const typeInto = (text: string) =>
  [...text].reduce((value, char) => formatSignInCode(value + char, value), '');

describe('formatSignInCode', () => {
  it('shows six digits as 3 digits, space, 3 digits', () => {
    expect(typeInto('123456')).toBe('123 456');
    expect(typeInto('123')).toBe('123');
    expect(typeInto('1234')).toBe('123 4');
    expect(formatSignInCode('123 456')).toBe('123 456');
    expect(formatSignInCode(' 12 34 56 ')).toBe('123 456');
  });

  it('upper-cases a backup code and adds the dash after four hex characters', () => {
    expect(typeInto('abcd')).toBe('ABCD-');
    expect(typeInto('abcd1234')).toBe('ABCD-1234');
    expect(formatSignInCode('a1b2c3d4')).toBe('A1B2-C3D4');
    expect(formatSignInCode('ABCD-1234')).toBe('ABCD-1234');
  });

  it('keeps a numeric backup code of eight digits', () => {
    expect(typeInto('12345678')).toBe('1234-5678');
  });

  it('drops characters that cannot be in a code and never exceeds 9 characters', () => {
    expect(formatSignInCode('abcz-12xy34')).toBe('ABC1-234');
    expect(formatSignInCode('abcdef0123456789').length).toBeLessThanOrEqual(SIGN_IN_CODE_MAX_LENGTH);
    expect(formatSignInCode('1234567890123').length).toBeLessThanOrEqual(SIGN_IN_CODE_MAX_LENGTH);
  });

  it('lets backspace remove the automatic dash', () => {
    expect(formatSignInCode('ABCD', 'ABCD-')).toBe('ABCD');
  });
});

describe('canSubmitSignInCode', () => {
  it('enables Verify from six characters, spaces not counted', () => {
    expect(canSubmitSignInCode('123 45')).toBe(false);
    expect(canSubmitSignInCode('123 456')).toBe(true);
    expect(canSubmitSignInCode('ABCD-')).toBe(false);
    expect(canSubmitSignInCode('ABCD-1')).toBe(true);
  });
});

describe('canSubmitDisableCode', () => {
  it('needs six characters without spaces and dashes, and at most nine in all', () => {
    expect(canSubmitDisableCode('ABCD-1')).toBe(false);
    expect(canSubmitDisableCode('ABCD-12')).toBe(true);
    expect(canSubmitDisableCode('123456')).toBe(true);
    expect(canSubmitDisableCode('1234567890')).toBe(false);
  });
});

describe('normaliseSecondFactorCode', () => {
  it('removes spaces and upper-cases', () => {
    expect(normaliseSecondFactorCode('123 456')).toBe('123456');
    expect(normaliseSecondFactorCode('abcd-1234')).toBe('ABCD-1234');
  });
});
