import { describe, expect, it } from 'vitest';
import { orchestrationSearch } from './orchestration-search';

describe('orchestrationSearch', () => {
  it('reads five or more digits as a Steam id and anything else as an email', () => {
    expect(orchestrationSearch(' 76561198000000001 ')).toEqual({ steam_id: '76561198000000001' });
    expect(orchestrationSearch('1234')).toEqual({ email: '1234' });
    expect(orchestrationSearch('bob@')).toEqual({ email: 'bob@' });
    expect(orchestrationSearch('  ')).toEqual({});
  });
});
