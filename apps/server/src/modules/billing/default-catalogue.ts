import type { ProductCategory } from './products.schema';

export type CatalogueEntry = {
  productId: string;
  name: string;
  type: string | null;
  category: ProductCategory;
  priceCents: number;
  durationDays: number | null;
  credits: number | null;
  description: string;
  sortOrder: number;
};

/**
 * What a fresh installation sells (docs/decisions/003): premium licences for 30 and 90 days, a
 * deposit-bot licence, and the spec's credit packs at 69 EUR per 10k and 509 EUR per 100k. Admins
 * edit the catalogue afterwards; it is seeded once, so a deleted product stays deleted.
 */
export const defaultCatalogue: CatalogueEntry[] = [
  {
    productId: '1_month',
    name: 'Premium License - 30 Days',
    type: 'premium_license',
    category: 'premium_license',
    priceCents: 4900,
    durationDays: 30,
    credits: null,
    description: 'Sniping, auto-deposit and every trading tool for 30 days.',
    sortOrder: 10,
  },
  {
    productId: '3_months',
    name: 'Premium License - 90 Days',
    type: 'premium_license',
    category: 'premium_license',
    priceCents: 12900,
    durationDays: 90,
    credits: 5000,
    description: 'Sniping, auto-deposit and every trading tool for 90 days, with 5,000 bonus credits.',
    sortOrder: 20,
  },
  {
    productId: 'deposit_1_month',
    name: 'Deposit Bot - 30 Days',
    type: 'deposit_bot_license',
    category: 'deposit_bot_license',
    priceCents: 2900,
    durationDays: 30,
    credits: null,
    description: 'Automatic listing of your inventory with the deposit bot for 30 days.',
    sortOrder: 30,
  },
  {
    productId: 'deposit_3_months',
    name: 'Deposit Bot - 90 Days',
    type: 'deposit_bot_license',
    category: 'deposit_bot_license',
    priceCents: 7900,
    durationDays: 90,
    credits: null,
    description: 'Automatic listing of your inventory with the deposit bot for 90 days.',
    sortOrder: 40,
  },
  {
    productId: '10kcredits',
    name: '10,000 Credits',
    type: null,
    category: 'credits',
    priceCents: 6900,
    durationDays: null,
    credits: 10_000,
    description: 'Credits pay for sniping and extra account slots.',
    sortOrder: 50,
  },
  {
    productId: '100kcredits',
    name: '100,000 Credits',
    type: null,
    category: 'credits',
    priceCents: 50_900,
    durationDays: null,
    credits: 100_000,
    description: 'Credits pay for sniping and extra account slots.',
    sortOrder: 60,
  },
];
