import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const adminPurchase = z.object({
  id: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  email: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  method: z.string(),
  provider: z.string(),
  provider_ref: z.string(),
  status: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  discount_percent: z.number().int().nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchase>;

export const listAdminPurchases = defineEndpoint({
  method: 'GET',
  path: '/admin/purchases',
  api: 'main',
  auth: 'admin',
  summary: 'Every purchase newest first, optionally of one status, for the CSV export',
  query: z.strictObject({
    status: z.enum(['pending', 'waiting_for_charge', 'completed', 'failed']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  response: z.object({
    purchases: z.array(adminPurchase),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  }),
});
