/**
 * A licence is valid while its expiry is in the future. Timestamps without a zone are read as UTC,
 * as the specs require; anything unreadable counts as no licence.
 */
export function parseUtc(timestamp: string | Date | null | undefined): Date | null {
  if (!timestamp) return null;
  if (timestamp instanceof Date) return Number.isNaN(timestamp.getTime()) ? null : timestamp;
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(timestamp.trim());
  const date = new Date(hasZone ? timestamp : `${timestamp.trim().replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isLicenceValid(expiry: string | Date | null | undefined, now: Date = new Date()): boolean {
  const date = parseUtc(expiry);
  return date !== null && date.getTime() > now.getTime();
}
