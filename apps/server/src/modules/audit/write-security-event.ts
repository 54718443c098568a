// A user's own security events: the actions, and the writer under its one name.
export { writeAudit } from './security-events.repository';

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
