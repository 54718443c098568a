import type { InventoryItem } from '@skinpilot/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemCard } from './ItemCard';

const steamItem = (over: Partial<InventoryItem>, value: number): InventoryItem => ({
  account_id: '1',
  account_name: 'acc',
  account_label: null,
  account_avatar: null,
  steamExternalAssetId: '40123',
  platform: 'steam',
  source: 'steam',
  tradable: true,
  isProtected: false,
  protectedStatus: 'COMPLETED_PROTECTED',
  listingInfo: { isListed: false, currentMarkup: null },
  maxMarkupPercent: null,
  steamInspectItem: { paintWear: null },
  steamStickersDescriptions: [],
  itemVariant: {
    name: 'Fade',
    brand: '★ Butterfly Knife',
    color: 'Factory New',
    value,
    rarity: 'covert',
    iconUrl: '-abc',
    stattrak: false,
    souvenir: false,
    externalId: '★ Butterfly Knife | Fade (Factory New)',
  },
  ...over,
});

const show = (item: InventoryItem) =>
  render(<ItemCard item={item} privacy={false} maskBalance={(value) => value} />);

describe('a Steam item card (issue 26: every item has a value)', () => {
  it('shows the dollar value with the source that priced it on hover', () => {
    show(steamItem({ price_source: 'skinport' }, 2881.5));
    expect(screen.getByTitle('Price: Skinport').textContent).toBe('$2,881.50');
  });

  it('says an item nobody prices has no price instead of showing $0.00', () => {
    const { container } = show(steamItem({ price_source: null }, 0));
    expect(screen.getByTitle('No source prices this item').textContent).toBe('No price');
    expect(container.textContent).not.toMatch(/\$0\.00|\b0\.00\b/);
  });
});
