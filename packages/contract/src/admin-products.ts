import { z } from 'zod';
import { productCategoryValues } from './billing';
import { defineEndpoint } from './endpoint';

/** Empty text means "none" (section 5): sent and stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Duration days and credits: whole numbers from 0; empty or 0 means none and is stored as null. */
const optionalCount = z
  .union([z.number(), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? 0 : v))
  .pipe(z.number().int('must be a whole number').min(0, 'must be 0 or more').max(1_000_000_000))
  .transform((v) => (v === 0 ? null : v));

export const productFields = {
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters'),
  category: z.enum(productCategoryValues, { message: 'must be one of the product categories' }),
  type: optionalText(100),
  /** Euro, with at most two decimals. */
  price: z
    .number({ message: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'must have at most two decimals'),
  duration_days: optionalCount,
  credits: optionalCount,
  description: optionalText(2000),
  stripe_product_id: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters'),
  /** Optional: checkout in test mode uses the live id when it is empty. */
  test_stripe_product_id: optionalText(200),
};

export const productIdSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9_-]+$/, 'must be lower-case letters, digits, _ or -');

export const createProductBody = z.strictObject({ product_id: productIdSchema, ...productFields });
/** product_id may be echoed back by a form but never changes after creation. */
export const updateProductBody = z.strictObject({ product_id: z.string().optional(), ...productFields });

export const adminProduct = z.object({
  product_id: z.string(),
  name: z.string(),
  category: z.enum(productCategoryValues),
  type: z.string().nullable(),
  price: z.number(),
  duration_days: z.number().int().nullable(),
  credits: z.number().int().nullable(),
  description: z.string().nullable(),
  stripe_product_id: z.string().nullable(),
  test_stripe_product_id: z.string().nullable(),
  stats: z.object({ recent_purchases: z.number().int(), recent_revenue: z.number() }),
  /** Archived products are hidden from Pricing and closed to checkout; their history stays. */
  archived_at: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

const productParams = z.strictObject({ product_id: z.string().min(1).max(64) });

export const listAdminProducts = defineEndpoint({
  method: 'GET',
  path: '/admin/products',
  api: 'main',
  auth: 'admin',
  summary: 'Every product with its purchases and revenue over the last 30 days',
  response: z.object({ products: z.array(adminProduct) }),
});

export const createAdminProduct = defineEndpoint({
  method: 'POST',
  path: '/admin/products',
  api: 'main',
  auth: 'admin',
  summary: 'Create a product; its product_id cannot change afterwards',
  body: createProductBody,
  response: z.object({ message: z.string(), product: adminProduct }),
  status: 201,
});

export const updateAdminProduct = defineEndpoint({
  method: 'PUT',
  path: '/admin/products/:product_id',
  api: 'main',
  auth: 'admin',
  summary: 'Update a product (everything but its product_id)',
  params: productParams,
  body: updateProductBody,
  response: z.object({ message: z.string(), product: adminProduct }),
});

export const deleteAdminProduct = defineEndpoint({
  method: 'DELETE',
  path: '/admin/products/:product_id',
  api: 'main',
  auth: 'admin',
  summary: 'Delete a product that was never bought',
  params: productParams,
  response: z.object({ message: z.string() }),
});

export const archiveAdminProduct = defineEndpoint({
  method: 'POST',
  path: '/admin/products/:product_id/archive',
  api: 'main',
  auth: 'admin',
  summary: 'Hide a product from Pricing and checkout, keeping it for the purchases that name it',
  params: productParams,
  response: z.object({ message: z.string(), product: adminProduct }),
});

export const restoreAdminProduct = defineEndpoint({
  method: 'POST',
  path: '/admin/products/:product_id/restore',
  api: 'main',
  auth: 'admin',
  summary: 'Put an archived product back on Pricing and checkout',
  params: productParams,
  response: z.object({ message: z.string(), product: adminProduct }),
});

/** The older console reads products at the singular path (admin-console.md section 7): same calls. */
export const createAdminProductAtLegacyPath = defineEndpoint({
  ...createAdminProduct,
  path: '/admin/product',
  summary: 'Same as POST /admin/products, at the path older consoles call',
});

export const deleteAdminProductAtLegacyPath = defineEndpoint({
  ...deleteAdminProduct,
  path: '/admin/product/:product_id',
  summary: 'Same as DELETE /admin/products/{product_id}, at the path older consoles call',
});
