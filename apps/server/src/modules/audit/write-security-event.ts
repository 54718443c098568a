import type { DbOrTx } from '../../db/database';
import { insertSecurityEvent } from './security-events.repository';

export type AuditAction =
  | 'signed_up'
  | 'signed_out'
  | 'signed_in'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'password_reset_requested'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'backup_code_used'
  | 'avatar_changed'
  | 'discord_linked'
  | 'discord_unlinked';

/** Call it with the transaction of the change it records, so neither exists without the other. */
export async function writeAudit(
  tx: DbOrTx,
  entry: { userId: string; action: AuditAction; ipAddress: string; details?: Record<string, unknown> },
): Promise<void> {
  await insertSecurityEvent(tx, {
    userId: entry.userId,
    action: entry.action,
    ipAddress: entry.ipAddress,
    details: entry.details ?? {},
  });
}
