import type { Product, UserProfile } from '@skinpilot/contract';
import { hasActiveLicence } from '@skinpilot/domain';

export type PricingTab = 'premium' | 'deposit' | 'credits';

export const pricingTabs: { id: PricingTab; label: string; selector: string; empty: string }[] = [
  {
    id: 'premium',
    label: 'Premium',
    selector: 'License Duration',
    empty: 'No premium licenses are currently available.',
  },
  {
    id: 'deposit',
    label: 'Deposit Bot',
    selector: 'Deposit Bot Plan',
    empty: 'No deposit bot licenses are currently available.',
  },
  {
    id: 'credits',
    label: 'Credits',
    selector: 'Credit Pack',
    empty: 'No credit packages are currently available.',
  },
];

/** A product with duration_days is a licence; a deposit plan is marked by its type or category. */
export function isDepositPlan(product: Product): boolean {
  return product.type === 'deposit_bot_license' || product.category === 'deposit_bot_license';
}

export function productsForTab(products: Product[], tab: PricingTab): Product[] {
  return products.filter((product) => {
    const isLicence = Boolean(product.duration_days);
    if (tab === 'credits') return !isLicence && Boolean(product.credits);
    if (!isLicence) return false;
    return tab === 'deposit' ? isDepositPlan(product) : product.category === 'premium_license';
  });
}

const euro = (value: number) => `€${value.toFixed(2)}`;

/** Per 30 days for licences, per 10k credits for packs; nothing when it cannot be computed. */
export function comparisonPrice(product: Product): string | null {
  if (product.duration_days) return `${euro((product.price / product.duration_days) * 30)} per 30 days`;
  if (product.credits) return `${euro((product.price / product.credits) * 10_000)} per 10k credits`;
  return null;
}

export function formatPrice(product: Product): string {
  return euro(product.price);
}

/** The dot's text: 'Out of stock' at 0 or below; the count shown is at most 1 (section 2). */
export function availabilityText(available: number): { inStock: boolean; text: string } {
  if (available <= 0) return { inStock: false, text: 'Out of stock' };
  return { inStock: true, text: `${Math.min(available, 1)} available` };
}

const holderRole = { premium: 'premium', deposit: 'depositor' } as const;

/**
 * A user who already holds this tab's licence renews into the seat they hold: the server lets them
 * past the cap (licence-caps.ts), so "Out of stock" must not stop them from paying.
 */
export function isRenewal(
  user: Pick<UserProfile, 'role' | 'license_expiry'> | undefined,
  tab: PricingTab,
  now: number,
): boolean {
  if (!user || tab === 'credits') return false;
  return user.role === holderRole[tab] && hasActiveLicence(user.license_expiry, now);
}

/** Upper-case letters and digits only, as the user types. */
export function sanitizeDiscountCode(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 50);
}

export function discountedPrice(product: Product, percent: number | null): number {
  if (!percent) return product.price;
  return Math.round(product.price_cents * (100 - percent)) / 10_000;
}

export const perks: Record<PricingTab, string[]> = {
  premium: [
    'Sniping bot with your own filters',
    'Auto-deposit and trade automation',
    'Up to 5 CSGORoll and 5 Steam accounts',
    'Analytics, wealth tracking and activity log',
    'Discord notifications',
  ],
  deposit: [
    'Auto-deposit bot lists your inventory',
    'Up to 3 CSGORoll and 3 Steam accounts',
    'Trade monitoring and auto-accept',
    'Discord notifications',
  ],
  credits: [
    'Credits pay for sniped items and extra account slots',
    'Never expire',
    'Added to your balance right after payment',
  ],
};
