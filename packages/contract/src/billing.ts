import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Every category a product may have; the server's column, the admin form and the wire share it. */
export const productCategoryValues = [
  'premium_license',
  'deposit_bot_license',
  'sniping_license',
  'credits',
  'trial_extension',
  'extra_accounts',
  'addon',
] as const;

export const productCategory = z.enum(productCategoryValues);
export type ProductCategory = z.infer<typeof productCategory>;

/** Section 3's Product; `price` in euro (as the spec shows it), `price_cents` the stored truth. */
export const product = z.object({
  product_id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  category: productCategory,
  price: z.number(),
  price_cents: z.number().int(),
  duration_days: z.number().int().nullable(),
  credits: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type Product = z.infer<typeof product>;

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/products',
  api: 'main',
  auth: 'none',
  summary: 'The catalogue: licences and credit packs',
  response: z.array(product),
});

export const availableLicenses = z.object({
  premium_licenses: z.number().int(),
  /** The older name of premium_licenses, kept because the spec names both. */
  available_licenses: z.number().int(),
  deposit_licenses: z.number().int(),
});
export type AvailableLicenses = z.infer<typeof availableLicenses>;

export const getAvailableLicenses = defineEndpoint({
  method: 'GET',
  path: '/available-licenses',
  api: 'main',
  auth: 'none',
  summary: 'Licences left under the caps',
  response: availableLicenses,
});

export const paymentOptions = z.object({
  /** Sandbox or test keys: the Pricing page shows its test-mode banner. */
  test_mode: z.boolean(),
  card: z.boolean(),
  crypto: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptions>;

export const getPaymentOptions = defineEndpoint({
  method: 'GET',
  path: '/payment-options',
  api: 'main',
  auth: 'none',
  summary: 'Which payment methods this deployment offers and whether it runs in test mode',
  response: paymentOptions,
});

/** Upper-case letters and digits only (section 5); the SPA upper-cases as the user types. */
export const discountCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9]{1,50}$/, 'must be 1 to 50 letters and digits'));

export const applyDiscount = defineEndpoint({
  method: 'POST',
  // The spec's path under the main base, which itself ends in /api.
  path: '/api/apply-discount',
  api: 'main',
  auth: 'user',
  summary: 'Check a discount code for a product (by product id or name); answers the percent',
  body: z.object({ code: discountCodeSchema, product: z.string().trim().min(1).max(200) }),
  response: z.object({ success: z.literal(true), discount: z.number().int() }),
});

export const createCheckoutSession = defineEndpoint({
  method: 'POST',
  path: '/create-checkout-session',
  api: 'main',
  auth: 'user',
  summary: 'Start a card checkout; 409 when the licence is sold out',
  body: z.object({
    product_id: z.string().trim().min(1).max(100),
    discount_code: z
      .union([
        discountCodeSchema,
        z.literal('').transform(() => undefined),
        z.null().transform(() => undefined),
      ])
      .optional(),
  }),
  response: z.object({ url: z.string(), sessionId: z.string() }),
});

export const createCryptoPayment = defineEndpoint({
  method: 'POST',
  path: '/create-crypto-payment',
  api: 'main',
  auth: 'user',
  summary: 'Start a crypto invoice; 503 when crypto payments are unavailable',
  body: z.object({ product_id: z.string().trim().min(1).max(100) }),
  response: z.object({ invoice_url: z.string(), invoice_id: z.string() }),
});

export const purchaseStatus = z.enum(['pending', 'waiting_for_charge', 'completed', 'failed']);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

/** Section 3's Purchase details, as the success page reads them; amount in cents. */
export const purchaseDetails = z.object({
  status: purchaseStatus,
  product_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  purchase_date: z.string(),
  receipt_url: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type PurchaseDetails = z.infer<typeof purchaseDetails>;

export const getPurchase = defineEndpoint({
  method: 'GET',
  path: '/purchase/:session_id',
  api: 'main',
  auth: 'user',
  summary: "One of the caller's purchases by its checkout session id",
  params: z.object({ session_id: z.string().min(1).max(300) }),
  response: purchaseDetails,
});

export const getCryptoPurchase = defineEndpoint({
  method: 'GET',
  path: '/success',
  api: 'main',
  auth: 'user',
  summary: "One of the caller's crypto purchases by the provider's payment id; 404 until it is known",
  query: z.object({ crypto: z.string().optional(), NP_id: z.string().min(1).max(300) }),
  response: purchaseDetails,
});

export const startFreeTrial = defineEndpoint({
  method: 'POST',
  path: '/start-free-trial',
  api: 'main',
  auth: 'user',
  summary: 'Start the 24-hour free trial with 1000 credits (role user, Discord linked, once per Discord)',
  response: z.object({ success: z.literal(true), credits_added: z.number(), license_expiry: z.string() }),
});

/** Scripted sandbox checkout (sandbox mode only; 404 otherwise). */
export const sandboxPay = defineEndpoint({
  method: 'POST',
  path: '/sandbox/checkout/:session_id/pay',
  api: 'main',
  auth: 'none',
  summary: 'Sandbox only: pay a sandbox checkout or invoice',
  params: z.object({ session_id: z.string().min(1).max(300) }),
  response: z.object({ status: purchaseStatus, redirect_url: z.string() }),
});

export const sandboxCancel = defineEndpoint({
  method: 'POST',
  path: '/sandbox/checkout/:session_id/cancel',
  api: 'main',
  auth: 'none',
  summary: 'Sandbox only: cancel a sandbox checkout or invoice',
  params: z.object({ session_id: z.string().min(1).max(300) }),
  response: z.object({ status: purchaseStatus, redirect_url: z.string() }),
});

/** Provider callbacks; the raw body is verified, so they are not registered from a schema. */
export const webhookPaths = { stripe: '/webhooks/stripe', nowpayments: '/webhooks/nowpayments' } as const;
/** The browser page of a sandbox checkout (an HTML page on our server). */
export const sandboxCheckoutPagePath = '/sandbox/checkout/:session_id';
