import { describe, expect, it } from 'vitest';
import { noUserFilters, toSearchFilters } from './user-filters';

describe('toSearchFilters', () => {
  it('sends empty fields as no limit and the search words trimmed', () => {
    expect(toSearchFilters(noUserFilters, '  ')).toEqual({
      license_status: 'all',
      role: 'all',
      credits_min: null,
      credits_max: null,
      email_contains: null,
      discord_connected: null,
    });
  });

  it('turns credit bounds into numbers and the Discord choice into a flag', () => {
    expect(
      toSearchFilters(
        { ...noUserFilters, credits_min: '10', credits_max: 'x', discord: 'not_connected' },
        ' bob ',
      ),
    ).toMatchObject({ credits_min: 10, credits_max: null, discord_connected: false, email_contains: 'bob' });
  });
});
