import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { slotTypes } from './limits';

export const slotPrice = z.object({
  monthly_cost_per_account: z.number(),
  current_extras: z.number().int(),
  /** 0 when the role cannot buy this type or the absolute cap is reached. */
  max_can_buy: z.number().int(),
});

export const extraAccountsPricing = z.object({
  pricing: z.object({ steam: slotPrice, csgoroll: slotPrice, sniping: slotPrice }),
  user_credits: z.number(),
  /** free_trial and user cannot buy; depositor cannot buy sniping (its max_can_buy is 0). */
  can_purchase: z.boolean(),
});

export const getExtraAccountsPricing = defineEndpoint({
  method: 'GET',
  path: '/extra-accounts/pricing',
  api: 'trading',
  auth: 'user',
  summary: 'Monthly credit price per extra slot type, current extras and how many more can be bought',
  response: extraAccountsPricing,
});

/**
 * active: renews on next_billing_date; cancelled: access until end_date, no renewal; suspended:
 * the renewal found too few credits, the extra slots are withheld until a later renewal succeeds.
 */
export const billingCycleStatuses = ['active', 'cancelled', 'suspended'] as const;

export const billingCycle = z.object({
  id: z.string(),
  account_type: z.enum(slotTypes),
  quantity: z.number().int(),
  status: z.enum(billingCycleStatuses),
  /** Credits charged each month for the whole cycle (quantity x price at purchase). */
  monthly_cost: z.number(),
  next_billing_date: z.string().nullable(),
  end_date: z.string(),
  created_at: z.string(),
});
export type BillingCycle = z.infer<typeof billingCycle>;

export const extraAccountsBilling = z.object({
  billing: z.object({
    steam: z.array(billingCycle),
    csgoroll: z.array(billingCycle),
    sniping: z.array(billingCycle),
  }),
  /** What the active cycles will charge at their next renewal. */
  total_monthly_cost: z.number(),
});

export const getExtraAccountsBilling = defineEndpoint({
  method: 'GET',
  path: '/extra-accounts/billing',
  api: 'trading',
  auth: 'user',
  summary: "The caller's extra-slot billing cycles by type",
  response: extraAccountsBilling,
});

/** Form fields; `type` is accepted as another name for `account_type` (both readings exist). */
export const purchaseExtraAccountsBody = z.preprocess(
  (raw) => {
    if (raw && typeof raw === 'object' && !('account_type' in raw) && 'type' in raw) {
      const { type, ...rest } = raw as Record<string, unknown>;
      return { ...rest, account_type: type };
    }
    return raw;
  },
  z.object({
    account_type: z.enum(slotTypes, { message: 'must be steam, csgoroll or sniping' }),
    quantity: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(20, 'must be at most 20'),
  }),
);

export const purchaseExtraAccounts = defineEndpoint({
  method: 'POST',
  path: '/purchase-extra-accounts',
  api: 'trading',
  auth: 'user',
  encoding: 'form',
  summary: 'Buy extra slots of one type: the first month is charged in credits at once',
  body: purchaseExtraAccountsBody,
  response: z.object({ message: z.string(), cycle: billingCycle, user_credits: z.number() }),
});

export const cancelExtraAccounts = defineEndpoint({
  method: 'POST',
  path: '/extra-accounts/cancel',
  api: 'trading',
  auth: 'user',
  encoding: 'form',
  summary: "Stop renewing a type's cycles (or one cycle); access stays until each cycle's end date",
  body: z.object({
    account_type: z.enum(slotTypes, { message: 'must be steam, csgoroll or sniping' }),
    cycle_id: z.uuid('must be a billing cycle id').optional(),
  }),
  response: z.object({ message: z.string(), cancelled: z.number().int() }),
});
