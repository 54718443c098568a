import type { CsgorollClient, CsgorollTrade } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { botWins } from '../../modules/metrics/registry';
import type { FeedRecorder } from './feed-recorder';
import { openTradesOf } from '../../modules/market/market.queries';
import { recordWithdrawalProgress, type WithdrawalOwner } from './follow-withdrawals';
import { assetIdsOf, marketNamesOf } from './listing-from-trade';
import type { AwaitedWithdrawal } from './offer-match';

export type AwaitedWithdrawalsDeps = {
  db: Db;
  owner: WithdrawalOwner;
  now: () => Date;
  /** The site's address, for the links in a completed withdrawal's Discord messages. */
  publicUrl: string;
  /** The worker's recorded feed: a withdrawal that ended is won or lost (decision 032). */
  recorder?: Pick<FeedRecorder, 'settled'>;
  /** A withdrawal ended (completed or cancelled): the session reads its credits and balance again. */
  onEnded: () => Promise<void>;
};

/**
 * The withdrawals one account session waits on: what each will deliver (the seller's Steam offers
 * are matched against it), their progress as CSGORoll reports it (recorded, and ended once, by
 * follow-withdrawals.ts), and after a restart the ones still open.
 */
export function createAwaitedWithdrawals(deps: AwaitedWithdrawalsDeps) {
  const { db, owner } = deps;
  const awaited = new Map<string, AwaitedWithdrawal>();

  /** Keeps what the trade will deliver; a later update without items keeps what was known. */
  function follow(trade: CsgorollTrade) {
    const known = awaited.get(trade.id);
    const assetIds = assetIdsOf(trade);
    const marketNames = marketNamesOf(trade);
    awaited.set(trade.id, {
      csgorollTradeId: trade.id,
      depositorSteamId: trade.depositor?.steamId ?? known?.depositorSteamId ?? null,
      assetIds: assetIds.length > 0 ? assetIds : (known?.assetIds ?? []),
      marketNames: marketNames.length > 0 ? marketNames : (known?.marketNames ?? []),
    });
  }

  /** CSGORoll moved one of the account's withdrawals on. */
  async function progress(trade: CsgorollTrade) {
    follow(trade);
    const { outcome } = await recordWithdrawalProgress(db, owner, trade, deps.now(), deps);
    if (outcome === 'completed') botWins.inc();
    if (outcome === 'completed' || outcome === 'cancelled') {
      deps.recorder?.settled(owner.steamId, trade.id, outcome === 'completed' ? 'won' : 'lost');
      awaited.delete(trade.id);
      await deps.onEnded();
    }
  }

  /** A restart mid-trade: pick up the withdrawals still open and catch up with CSGORoll. */
  async function catchUp(client: Pick<CsgorollClient, 'trades'>, rollUserId: string) {
    const open = await openTradesOf(db, owner.steamId, 'withdrawal');
    if (open.length === 0) return;
    for (const row of open)
      awaited.set(row.csgorollTradeId, {
        csgorollTradeId: row.csgorollTradeId,
        depositorSteamId: null,
        assetIds: [],
        marketNames: [],
      });
    const page = await client.trades({ userId: rollUserId, first: 100 });
    for (const trade of page.items) if (awaited.has(trade.id)) await progress(trade);
  }

  return {
    follow,
    progress,
    catchUp,
    has: (tradeId: string) => awaited.has(tradeId),
    list: () => [...awaited.values()],
    count: () => awaited.size,
  };
}
