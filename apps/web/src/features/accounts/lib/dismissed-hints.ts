/**
 * One-time hints (the add-account tooltip, the coach mark, the spotlight) remember their
 * dismissal in this browser only: they are nudges, not account state.
 */
export type Hint = 'add-account-tooltip' | 'add-account-coach-mark' | 'add-account-spotlight';

const key = (hint: Hint) => `hint-dismissed:${hint}`;

export function isHintDismissed(hint: Hint): boolean {
  try {
    return localStorage.getItem(key(hint)) === 'true';
  } catch {
    return false;
  }
}

export function dismissHint(hint: Hint): void {
  try {
    localStorage.setItem(key(hint), 'true');
  } catch {
    // Storage can be blocked (private windows); the hint then simply shows again next time.
  }
}
