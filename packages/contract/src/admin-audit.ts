import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Where an entry comes from: an admin's write, or a security event of a user's own account. */
export const auditSources = ['admin', 'security'] as const;

/** The actions recorded so far; the screen offers them, the filter also takes any other text. */
export const knownAuditActions = [
  'user.add_credits',
  'user.remove_credits',
  'user.extend_license',
  'user.revoke_license',
  'user.shorten_license',
  'user.change_role',
  'user.suspend',
  'user.unsuspend',
  'user.reset_two_factor',
  'user.send_password_reset',
  'user.unlock_sign_in',
  'trade.refund',
  'product.create',
  'product.update',
  'product.delete',
  'product.archive',
  'product.restore',
  'discount_code.create',
  'discount_code.update',
  'discount_code.delete',
  'system_config.update',
  'account_limits.update',
  'discord_config.update',
  'orchestrator_config.update',
  'orchestration.stop',
  'proxy.add',
  'proxy.remove',
  'http_rotating_proxy.save',
  'signed_up',
  'signed_in',
  'sign_in_failed',
  'sign_in_locked',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'backup_code_used',
  'avatar_changed',
  'discord_linked',
  'discord_unlinked',
] as const;

export const auditEntry = z.object({
  id: z.string(),
  source: z.enum(auditSources),
  created_at: z.string(),
  action: z.string(),
  /** Who did it: the admin, or for a security event the user themselves; null once deleted. */
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_type: z.string(),
  target_id: z.string(),
  /** The e-mail of the target when it is a user that still exists. */
  target_email: z.string().nullable(),
  ip_address: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const emptyAsUnset = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const instant = z.iso
  .datetime({ offset: true, message: 'must be an ISO timestamp' })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const auditLogQuery = z.strictObject({
  /** The actor's e-mail or user id. */
  actor: emptyAsUnset(254),
  /** The target user's e-mail or user id. */
  target_user: emptyAsUnset(254),
  action: emptyAsUnset(100),
  /** From this instant (inclusive) to that one (exclusive). */
  from: instant,
  to: instant,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/admin/audit-log',
  api: 'main',
  auth: 'admin',
  summary: 'Admin writes and security events, newest first, filtered by actor, target user, action and time',
  query: auditLogQuery,
  response: z.object({
    entries: z.array(auditEntry),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Another page follows; the log is not counted, so paging stays fast however long it grows. */
    has_more: z.boolean(),
  }),
});
