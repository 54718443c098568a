import type { AccountState, Listing, ListingItem } from '../listing';

/** A plain listed AK-47 at 100 coins and 1 % markup, joinable now; tests change one field at a time. */
export function aListing(overrides: Partial<Listing> = {}, item: Partial<ListingItem> = {}): Listing {
  const markupPercent = overrides.markupPercent ?? 1;
  const totalValue = overrides.totalValue ?? 100;
  return {
    id: 'VHJhZGU6MzI5OTM0NzI',
    status: 'LISTED',
    createdAt: 1_000_000,
    canJoinAfter: null,
    suspectedTraderCanJoinAfter: null,
    expiresAt: 1_000_000 + 48 * 3_600_000,
    totalValue,
    markupPercent,
    items: [
      {
        marketName: 'AK-47 | Redline (Field-Tested)',
        name: 'Redline',
        brand: 'AK-47',
        exterior: 'Field-Tested',
        rarity: 'classified',
        baseValue: Math.round((totalValue / (1 + markupPercent / 100)) * 100) / 100,
        value: totalValue,
        paintWear: 0.25,
        patternPercent: null,
        stickers: [],
        ...item,
      },
    ],
    ...overrides,
  };
}

export const richAccount: AccountState = {
  balance: 100_000,
  credits: 100_000,
  creditMultiplier: 1,
  suspectedTrader: false,
};

export const NOW = 1_000_000 + 5_000;
