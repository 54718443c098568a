import { describe, expect, it } from 'vitest';
import { maskFreeText, maskProfileUrl } from './privacy-mask';

describe('privacy masks of URLs and free text', () => {
  it('masks the id or custom name of any Steam profile URL', () => {
    expect(maskProfileUrl('https://steamcommunity.com/profiles/76561198012345678/')).toBe(
      'https://steamcommunity.com/profiles/••••••78/',
    );
    expect(maskProfileUrl('https://steamcommunity.com/id/bigtrader')).toBe(
      'https://steamcommunity.com/id/bigt…',
    );
  });

  it('hides amounts, ids and account names in an activity description', () => {
    expect(
      maskFreeText('Received AK-47 | Redline for 22.19 coins; 17.75 credits used.', ['Main Trader']),
    ).toBe('Received AK-47 | Redline for •••• coins; •••• credits used.');
    expect(maskFreeText('Sold Glock for 22 coins; 1,204.50 credits used.')).toBe(
      'Sold Glock for •••• coins; •••• credits used.',
    );
    expect(maskFreeText('Received AWP from 76561198012345678.')).toBe('Received AWP from ••••••78.');
    expect(maskFreeText('Main Trader was connected with a session cookie.', ['Main Trader'])).toBe(
      'Main… was connected with a session cookie.',
    );
    expect(maskFreeText('Total wealth rose by 3.50 coins to 1204.00.')).toBe(
      'Total wealth rose by •••• coins to ••••.',
    );
  });
});
