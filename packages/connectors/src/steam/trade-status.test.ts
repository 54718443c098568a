import { describe, expect, it } from 'vitest';
import { tradeStatusesFrom } from './trade-status';

describe('GetTradeStatus answers', () => {
  it('reads a rolled-back trade with the trade that sent the items back', () => {
    expect(
      tradeStatusesFrom({
        response: { trades: [{ tradeid: '4123', status: 12, rollback_trade: '4999', time_init: 1 }] },
      }),
    ).toEqual([{ tradeId: '4123', status: 12, rollbackTradeId: '4999' }]);
  });

  it('passes an unknown status on as given and leaves out a trade without an id', () => {
    expect(
      tradeStatusesFrom({ response: { trades: [{ tradeid: '1', status: 'odd' }, { status: 3 }, null] } }),
    ).toEqual([{ tradeId: '1', status: Number.NaN, rollbackTradeId: null }]);
  });

  it('refuses an answer without a trade list', () => {
    expect(() => tradeStatusesFrom({ response: {} })).toThrow('malformed');
  });
});
