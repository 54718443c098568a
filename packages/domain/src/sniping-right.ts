import { hasActiveLicence } from './licence';
import type { Role } from './roles';

export type SnipingRefusal = 'License required' | 'Credits required';

/**
 * Sniping needs a valid licence and at least one credit; admins always pass both. The reason texts
 * are the spec's, shown next to the disabled switch and returned by the server.
 */
export function snipingRefusal(
  user: { role: Role; license_expiry: string | null; credits: number },
  now: number = Date.now(),
): SnipingRefusal | null {
  if (user.role === 'admin') return null;
  if (!hasActiveLicence(user.license_expiry, now)) return 'License required';
  if (user.credits < 1) return 'Credits required';
  return null;
}
