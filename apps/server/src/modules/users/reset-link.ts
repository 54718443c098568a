import { serverLinks } from '@skinpilot/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../../db/database';
import { insertPasswordReset } from './password-resets.repository';

/** A reset link works for one hour and once. */
const RESET_TTL_MS = 60 * 60_000;

/** Only the token's hash is stored: a database dump holds no working link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores a new one-hour reset token for the user in the caller's transaction and answers the link
 * to mail, the one the reset page and confirmPasswordReset take. Used by the user's own request and
 * by staff sending a link.
 */
export async function createResetLink(tx: Tx, userId: string, now: Date, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertPasswordReset(tx, {
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  return `${publicUrl}${serverLinks.changePassword}?token=${token}`;
}
