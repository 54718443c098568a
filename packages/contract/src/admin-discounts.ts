import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Section 4: what a discount code can be limited to; none selected means every product. */
export const discountProductTypes = ['deposit_bot_license', 'premium_license', 'credits_only'] as const;

export const discountCodeStatuses = ['inactive', 'expired', 'limit_reached', 'active'] as const;

export const discountFormBody = z.strictObject({
  code: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(50, 'must be at most 50 characters')
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]+$/, 'must be upper-case letters and digits only')),
  discount: z
    .number({ message: 'must be a number from 1 to 100' })
    .int('must be a whole number')
    .min(1, 'must be from 1 to 100')
    .max(100, 'must be from 1 to 100'),
  usage_limit: z
    .number({ message: 'must be 0 or more' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more (0 means unlimited)')
    .max(1_000_000_000)
    .default(0),
  /** An ISO timestamp, or null/empty for a code that never expires. */
  expiration_date: z
    .union([
      z.iso.datetime({ offset: true, message: 'must be an ISO date and time' }),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
  product_types: z.array(z.enum(discountProductTypes)).max(3).default([]),
  active: z.boolean().default(true),
});

export const adminDiscountCode = z.object({
  id: z.string(),
  code: z.string(),
  discount: z.number().int(),
  usage_limit: z.number().int(),
  times_used: z.number().int(),
  expiration_date: z.string().nullable(),
  product_types: z.array(z.string()),
  active: z.boolean(),
  is_expired: z.boolean(),
  is_usage_exceeded: z.boolean(),
  status: z.enum(discountCodeStatuses),
  created_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCode>;

export const discountPageSizes = [25, 50, 100] as const;

export const listDiscountCodesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((v) => (discountPageSizes as readonly number[]).includes(v), 'must be 25, 50 or 100')
    .default(50),
  search: z.string().trim().max(50).optional(),
});

export const discountCodesPagination = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});

const discountParams = z.strictObject({ id: z.uuid({ message: 'must be a discount code id' }) });

export const listDiscountCodes = defineEndpoint({
  method: 'GET',
  path: '/admin/discount-codes',
  api: 'main',
  auth: 'admin',
  summary: 'Discount codes, newest first, searchable by code, 25/50/100 a page',
  query: listDiscountCodesQuery,
  response: z.object({ discount_codes: z.array(adminDiscountCode), pagination: discountCodesPagination }),
});

export const createDiscountCode = defineEndpoint({
  method: 'POST',
  path: '/admin/discount-codes',
  api: 'main',
  auth: 'admin',
  summary: 'Create a discount code',
  body: discountFormBody,
  response: z.object({ message: z.string(), discount_code: adminDiscountCode }),
  status: 201,
});

export const updateDiscountCode = defineEndpoint({
  method: 'PUT',
  path: '/admin/discount-codes/:id',
  api: 'main',
  auth: 'admin',
  summary: 'Update a discount code',
  params: discountParams,
  body: discountFormBody,
  response: z.object({ message: z.string(), discount_code: adminDiscountCode }),
});

export const deleteDiscountCode = defineEndpoint({
  method: 'DELETE',
  path: '/admin/discount-codes/:id',
  api: 'main',
  auth: 'admin',
  summary: 'Delete a discount code; purchases that used it keep their price',
  params: discountParams,
  response: z.object({ message: z.string() }),
});

export const testDiscountCode = defineEndpoint({
  method: 'POST',
  path: '/admin/apply-discount',
  api: 'main',
  auth: 'admin',
  summary: 'Test a discount code against a product type, the way checkout would apply it',
  body: z.strictObject({
    code: z.string().trim().min(1, 'is required').max(50).toUpperCase(),
    product_type: z.enum(discountProductTypes).default('premium_license'),
  }),
  response: z.object({ success: z.boolean(), discount: z.number().int(), message: z.string() }),
});
