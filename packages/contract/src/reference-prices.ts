import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Bulk reference price sources the admin chooses between (decision 030). `sandbox` is generated
 * offline from the sandbox catalogue; the next two are free public files, fetched whole every few
 * hours; the last three are keyed APIs, offered only when the server is configured with their key.
 */
export const referencePriceSources = [
  'sandbox',
  'csgotrader_buff163',
  'skinport',
  'pricempire',
  'csfloat',
  'cspricebase',
] as const;
export type ReferencePriceSource = (typeof referencePriceSources)[number];
/** Every source a price can come from: the bulk sources and CSGORoll's own values from inventories. */
export const priceSources = [...referencePriceSources, 'csgoroll'] as const;
export type PriceSource = (typeof priceSources)[number];

export const priceSourceLabels: Record<PriceSource, string> = {
  sandbox: 'Sandbox catalogue',
  csgotrader_buff163: 'Buff163 (csgotrader file)',
  skinport: 'Skinport',
  pricempire: 'Pricempire (Buff163)',
  csfloat: 'CSFloat',
  cspricebase: 'CSPricebase (Buff163)',
  csgoroll: 'CSGORoll values',
};

const sourceStatus = z.object({
  source: z.enum(priceSources),
  label: z.string(),
  /** When the last good prices were stored; null: never. */
  refreshed_at: z.string().nullable(),
  /** When the source was last asked, good or not. */
  checked_at: z.string().nullable(),
  item_count: z.number().int(),
  /** Why the last refresh kept the previous prices (HTML, 429, a stale file...); null when it went well. */
  problem: z.string().nullable(),
  /** Whether the admin can choose it: a keyed source needs its key in the server's configuration. */
  available: z.boolean(),
  /** Why it cannot be chosen (which configuration key is missing); null when it can. */
  unavailable_reason: z.string().nullable(),
});

export const referencePricesStatus = z.object({
  source: z.enum(referencePriceSources),
  sources: z.array(sourceStatus),
});
export type ReferencePricesStatus = z.infer<typeof referencePricesStatus>;

export const getReferencePricesStatus = defineEndpoint({
  method: 'GET',
  path: '/admin/system/reference-prices',
  api: 'main',
  auth: 'admin',
  summary: 'The chosen reference price source and the age and health of every source',
  response: referencePricesStatus,
});

export const chooseReferencePriceSource = defineEndpoint({
  method: 'POST',
  path: '/admin/system/reference-prices',
  api: 'main',
  auth: 'admin',
  summary: 'Choose the reference price source; its prices are refreshed at once',
  body: z.strictObject({
    source: z.enum(referencePriceSources, {
      message: `must be one of ${referencePriceSources.join(', ')}`,
    }),
  }),
  response: z.object({ message: z.string(), status: referencePricesStatus }),
});
