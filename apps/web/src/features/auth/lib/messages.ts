import { ApiError } from '../../../shared/api/api-error';

/** The texts of public-site.md sections 2, 5 and 8, word for word. */
export const authMessages = {
  signedUp: 'Signed Up successfully!',
  passwordsDoNotMatchSignUp: 'Passwords do not match!',
  passwordsDoNotMatchReset: 'Passwords do not match.',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  unexpected: 'An unexpected error occurred.',
  invalidTwoFactorCode: 'Invalid 2FA code. Please try again.',
  resetLinkSent: 'A password reset link has been sent to your email address.',
  resetDone: 'Password reset successfully. You can now log in with your new password.',
  resetFailed: 'An error occurred while resetting your password.',
  missingResetToken: 'Invalid or missing token.',
} as const;

export function signUpErrorMessage(error: unknown): string {
  const reason = error instanceof ApiError ? (error.detail ?? error.message) : authMessages.unexpected;
  return `Sign Up failed. ${reason}`;
}

/** The server's detail first; then by status; then whatever the error says. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.detail) return `Sign In failed. ${error.detail}`;
    if (error.status === 401) return authMessages.invalidCredentials;
    if (error.status === 429) return authMessages.tooManyAttempts;
  }
  return error instanceof Error && error.message ? error.message : authMessages.unexpected;
}

export function twoFactorErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.detail) return error.detail;
    if (error.status === 429) return authMessages.tooManyAttempts;
  }
  return authMessages.invalidTwoFactorCode;
}

export function resetErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.detail : authMessages.resetFailed;
}
