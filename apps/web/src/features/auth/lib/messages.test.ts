import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { signInErrorMessage, signUpErrorMessage, twoFactorErrorMessage } from './messages';

const apiError = (status: number, detail?: string) =>
  new ApiError(status, detail ?? `Request failed (${status}).`, detail);

describe('sign-in messages', () => {
  it('prefixes the server detail', () => {
    expect(signInErrorMessage(apiError(401, 'Incorrect email, password or two-factor code.'))).toBe(
      'Sign In failed. Incorrect email, password or two-factor code.',
    );
  });
  it('falls back by status, then to the error message', () => {
    expect(signInErrorMessage(apiError(401))).toBe(
      'Invalid credentials. Please check your email and password.',
    );
    expect(signInErrorMessage(apiError(429))).toBe('Too many attempts. Please wait before trying again.');
    expect(signInErrorMessage(apiError(0, undefined))).toBe('Request failed (0).');
    expect(signInErrorMessage('boom')).toBe('An unexpected error occurred.');
  });
});

describe('two-factor sign-in messages', () => {
  it('lets a detail override, 429 say to wait, else the default', () => {
    expect(twoFactorErrorMessage(apiError(401, 'Nope.'))).toBe('Nope.');
    expect(twoFactorErrorMessage(apiError(429))).toBe('Too many attempts. Please wait before trying again.');
    expect(twoFactorErrorMessage(apiError(500))).toBe('Invalid 2FA code. Please try again.');
  });
});

describe('sign-up messages', () => {
  it("prefixes the server's reason", () => {
    expect(signUpErrorMessage(apiError(400, 'This email is already registered.'))).toBe(
      'Sign Up failed. This email is already registered.',
    );
  });
});
