import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const slotTypes = ['steam', 'csgoroll', 'sniping'] as const;
export type SlotType = (typeof slotTypes)[number];

export const platformCounts = z.object({
  steam: z.number().int(),
  csgoroll: z.number().int(),
  sniping: z.number().int(),
});

/** Section 3's User limits; `limits` = role base + paid extras, never above the absolute caps. */
export const userLimits = z.object({
  role: z.enum(['admin', 'premium', 'depositor', 'free_trial', 'user']),
  current: platformCounts,
  limits: platformCounts,
  base: platformCounts,
  extras: platformCounts,
  license_expiry: z.string().nullable(),
  credits: z.number(),
  /** Role user without a valid licence cannot add accounts at all, whatever the counts say. */
  can_add_accounts: z.boolean(),
});
export type UserLimits = z.infer<typeof userLimits>;

export const getMyLimits = defineEndpoint({
  method: 'GET',
  path: '/users/me/limits',
  api: 'trading',
  auth: 'user',
  summary: "The caller's account counts and limits per platform",
  response: userLimits,
});
