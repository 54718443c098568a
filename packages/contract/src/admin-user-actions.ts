import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Corrective actions staff take on one user from the user details modal. Each is one transaction
 * with its admin audit entry; credits move through the ledger.
 */
const userIdParams = z.strictObject({ id: z.uuid({ message: 'must be a user id' }) });
const message = z.object({ message: z.string() });
const reason = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
  .trim()
  .min(1, 'is required')
  .max(500, 'must be at most 500 characters');

export const removeCreditsBody = z.strictObject({
  credits: z
    .number({ message: 'must be a number' })
    .positive('must be more than 0')
    .max(1_000_000, 'must be at most 1000000')
    .multipleOf(0.01, 'at most two decimals'),
  reason,
});

export const removeUserCredits = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/remove-credits',
  api: 'main',
  auth: 'admin',
  summary: 'Take credits from a user through the ledger, never below zero',
  params: userIdParams,
  body: removeCreditsBody,
  response: message.extend({ credits: z.number() }),
});

export const licenceChangeBody = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('revoke'), reason }),
    z.strictObject({
      action: z.literal('shorten'),
      days: z
        .number({ message: 'must be a number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(3650, 'must be at most 3650'),
      reason,
    }),
  ],
  { message: 'action must be revoke or shorten' },
);

export const changeUserLicence = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/licence',
  api: 'main',
  auth: 'admin',
  summary: "Revoke a user's licence or take days off it",
  params: userIdParams,
  body: licenceChangeBody,
  response: message.extend({ license_expiry: z.string().nullable() }),
});

export const suspendUser = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/suspend',
  api: 'main',
  auth: 'admin',
  summary: 'Suspend a user: no sign-in, every token stops working',
  params: userIdParams,
  body: z.strictObject({ reason }),
  response: message,
});

export const unsuspendUser = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/unsuspend',
  api: 'main',
  auth: 'admin',
  summary: 'Lift a suspension',
  params: userIdParams,
  response: message,
});

export const resetUserTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/reset-2fa',
  api: 'main',
  auth: 'admin',
  summary: "Turn off a user's two-factor sign-in (lost phone and backup codes)",
  params: userIdParams,
  response: message,
});

export const unlockUserSignIn = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/unlock-sign-in',
  api: 'main',
  auth: 'admin',
  summary: "Forget the sign-in failures counted against a user's account, lifting any lock or delay",
  params: userIdParams,
  response: message,
});

export const sendUserPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/password-reset',
  api: 'main',
  auth: 'admin',
  summary: 'Mail the user a password reset link',
  params: userIdParams,
  response: message,
});

export const adminUserPurchase = z.object({
  id: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  product_id: z.string(),
  product_name: z.string(),
  method: z.string(),
  status: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  provider_ref: z.string(),
  discount_percent: z.number().int().nullable(),
});
export type AdminUserPurchase = z.infer<typeof adminUserPurchase>;

export const getAdminUserPurchases = defineEndpoint({
  method: 'GET',
  path: '/admin/users/:id/purchases',
  api: 'main',
  auth: 'admin',
  summary: "A user's purchases of every status, newest first (at most 200)",
  params: userIdParams,
  response: z.object({ purchases: z.array(adminUserPurchase) }),
});

export const ledgerEntry = z.object({
  id: z.string(),
  created_at: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  reason: z.string(),
  reference: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const getAdminUserLedger = defineEndpoint({
  method: 'GET',
  path: '/admin/users/:id/ledger',
  api: 'main',
  auth: 'admin',
  summary: "A user's credit ledger, newest first",
  params: userIdParams,
  query: z.strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({
    entries: z.array(ledgerEntry),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  }),
});
