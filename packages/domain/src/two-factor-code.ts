/** The sign-in code input holds at most `123 456` or `ABCD-1234` (9 characters). */
export const SIGN_IN_CODE_MAX_LENGTH = 9;
export const AUTHENTICATOR_CODE_LENGTH = 6;

/**
 * Formats what a person types into the sign-in code field: six digits show as `123 456`; anything
 * with a hex letter is a backup code, upper-cased with the dash added after four characters.
 */
export function formatSignInCode(input: string, previous = ''): string {
  // While deleting, a trailing dash is not put back, or backspace could never remove it.
  const isDeleting = input.length < previous.length;
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d*$/.test(compact)) {
    const digits = compact.slice(0, AUTHENTICATOR_CODE_LENGTH + 2);
    // Up to 8 digits can still become a numeric-only backup code such as 1234-5678.
    if (digits.length <= AUTHENTICATOR_CODE_LENGTH) {
      return digits.length > 3 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
    }
    return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  }
  const hex = compact.replace(/[^0-9A-F]/g, '').slice(0, 8);
  if (hex.length > 4) return `${hex.slice(0, 4)}-${hex.slice(4)}`;
  return hex.length === 4 && !isDeleting ? `${hex}-` : hex;
}

/** Verify is enabled from six characters, spaces not counted. */
export function canSubmitSignInCode(code: string): boolean {
  return code.replace(/\s/g, '').length >= AUTHENTICATOR_CODE_LENGTH;
}

/** What the server receives: spaces removed, backup codes upper-cased. */
export function normaliseSecondFactorCode(code: string): string {
  return code.replace(/\s/g, '').toUpperCase();
}

/** The disable modal: the code with spaces and dashes stripped must have at least 6 characters. */
export function canSubmitDisableCode(code: string): boolean {
  return (
    code.replace(/[\s-]/g, '').length >= AUTHENTICATOR_CODE_LENGTH && code.length <= SIGN_IN_CODE_MAX_LENGTH
  );
}
