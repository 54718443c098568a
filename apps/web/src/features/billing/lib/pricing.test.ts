import type { Product } from '@skinpilot/contract';
import { describe, expect, it } from 'vitest';
import { availabilityText, comparisonPrice, productsForTab, sanitizeDiscountCode } from './pricing';

const product = (over: Partial<Product>): Product => ({
  product_id: 'p',
  name: 'P',
  type: null,
  category: 'premium_license',
  price: 49,
  price_cents: 4900,
  duration_days: 30,
  credits: null,
  description: null,
  ...over,
});

describe('pricing rules', () => {
  it('sorts products into tabs: licences by kind, packs without a duration', () => {
    const products = [
      product({ product_id: 'prem' }),
      product({ product_id: 'dep', category: 'deposit_bot_license', type: 'deposit_bot_license' }),
      product({ product_id: 'pack', category: 'credits', duration_days: null, credits: 10000 }),
    ];
    expect(productsForTab(products, 'premium').map((p) => p.product_id)).toEqual(['prem']);
    expect(productsForTab(products, 'deposit').map((p) => p.product_id)).toEqual(['dep']);
    expect(productsForTab(products, 'credits').map((p) => p.product_id)).toEqual(['pack']);
  });

  it('compares per 30 days and per 10k credits', () => {
    expect(comparisonPrice(product({ price: 129, duration_days: 90 }))).toBe('€43.00 per 30 days');
    expect(comparisonPrice(product({ price: 509, duration_days: null, credits: 100000 }))).toBe(
      '€50.90 per 10k credits',
    );
  });

  it("says 'Out of stock' at 0 or below and shows at most 1", () => {
    expect(availabilityText(0)).toEqual({ inStock: false, text: 'Out of stock' });
    expect(availabilityText(-2).text).toBe('Out of stock');
    expect(availabilityText(9)).toEqual({ inStock: true, text: '1 available' });
  });

  it('keeps discount codes to upper-case letters and digits', () => {
    expect(sanitizeDiscountCode('save-10 %x')).toBe('SAVE10X');
  });
});
