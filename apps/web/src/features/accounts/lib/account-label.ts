export const LABEL_MAX = 50;
const LABEL_WARN_AT = 40;

/** Counter colour of the label input: warning above 40 characters, error at 50. */
export function labelCounterTone(length: number): 'normal' | 'warning' | 'error' {
  if (length >= LABEL_MAX) return 'error';
  if (length > LABEL_WARN_AT) return 'warning';
  return 'normal';
}

/** Save needs something left after trimming; the server repeats the check and the 50-character cap. */
export function canSaveLabel(label: string): boolean {
  return label.trim().length > 0 && label.trim().length <= LABEL_MAX;
}

/** Messages starting 'Warning:' were accepted with a caveat; anything else failed. */
export function isWarningMessage(message: string): boolean {
  return message.startsWith('Warning:');
}
