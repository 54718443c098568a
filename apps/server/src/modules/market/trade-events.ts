import type { DbOrTx } from '../../db/database';
import { announce } from '../live-events/announce';
import { emailOf } from '../users/users.queries';
import type { TradeRow } from './market.schema';
import { tradeView } from './trade-history';

/**
 * Tells the owner's dashboards that a bot trade moved (`joined`, `listed`, `processing`, `completed`,
 * `cancelled`, `failed`), with the trade as GET /trades shows it, in the transaction that moved it.
 */
export async function announceTrade(tx: DbOrTx, row: TradeRow, state: string): Promise<void> {
  const email = await emailOf(tx, row.userId);
  if (email === undefined) return;
  await announce(tx, row.userId, 'trade', {
    state,
    steam_id: row.steamId,
    trade_id: row.csgorollTradeId,
    trade: tradeView(row, email),
  });
}
