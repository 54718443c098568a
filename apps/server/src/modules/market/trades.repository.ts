import { TRADES_LIMIT_MAX, type OverviewPeriod, type TradeAction } from '@skinpilot/contract';
import { and, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { trades, type TradeRow } from './market.schema';
import { periodStart } from './overview-period';

function actionFilter(action: TradeAction): SQL {
  if (action === 'Withdraw') return eq(trades.kind, 'withdrawal');
  if (action === 'Completed') return and(eq(trades.kind, 'deposit'), eq(trades.status, 'completed'))!;
  return and(eq(trades.kind, 'deposit'), ne(trades.status, 'completed'))!;
}

export type TradeQuery = {
  userId: string;
  period: OverviewPeriod;
  /** 0 and -1 mean as many as allowed. */
  limit: number;
  action?: TradeAction;
  steamId?: string;
  now: Date;
};

/** The query itself, apart so the plan check can EXPLAIN exactly what runs. */
export function tradesQuery(db: Db, query: TradeQuery) {
  const since = periodStart(query.period, query.now);
  const limit = query.limit <= 0 ? TRADES_LIMIT_MAX : query.limit;
  return db
    .select()
    .from(trades)
    .where(
      and(
        eq(trades.userId, query.userId),
        query.steamId ? eq(trades.steamId, query.steamId) : undefined,
        since ? gte(trades.createdAt, since) : undefined,
        inArray(trades.status, ['pending', 'completed']),
        query.action ? actionFilter(query.action) : undefined,
      ),
    )
    .orderBy(desc(trades.createdAt), desc(sql`${trades.id}`))
    .limit(limit);
}

/** A trade by our id or the marketplace's trade id, locked for the rest of the transaction. */
export async function lockTradeByRef(
  tx: DbOrTx,
  ref: string,
  isOurId: boolean,
): Promise<TradeRow | undefined> {
  const [trade] = await tx
    .select()
    .from(trades)
    .where(
      isOurId ? or(eq(trades.id, ref), eq(trades.csgorollTradeId, ref)) : eq(trades.csgorollTradeId, ref),
    )
    .limit(1)
    .for('update');
  return trade;
}

export async function markTradeRefunded(
  tx: DbOrTx,
  tradeId: string,
  at: Date,
  reason: string | null,
): Promise<void> {
  await tx.update(trades).set({ refundedAt: at, refundReason: reason }).where(eq(trades.id, tradeId));
}
