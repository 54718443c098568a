import type { SteamTradeOffer, SteamTradeStatus } from '@skinpilot/connectors';
import { writeAccountActivity } from '../activity/write-activity';
import { queueChannelNotification } from '../notifications/queue-notification';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { markOfferReversed, unreversedOffersOf, type AcceptedOffer } from './accepted-offers.repository';
import { withSteam, type SteamToolsContext } from './steam-tools-context';
import { tradeStatusVerdict } from './trade-status-verdict';

const ACCEPTED = 3;
/** Steam's trade protection lasts 7 days; trades older than this are no longer asked about. */
const PROTECTION_WINDOW_MS = 8 * 86_400_000;

/** A trade status the check could not use: logged with the reason by the caller, never told. */
export type SkippedTrade = { tradeId: string; reason: string };

export type ReversalCheck = { reversed: string[]; skipped: SkippedTrade[] };

/**
 * The reversal check (trade_reversal_notifications). A trade we saw complete was rolled back when
 * Steam reports its trade with status 12 (TradeProtectionRollback, `rollback_trade`) while the
 * offer still reads accepted, which steam-tradeoffer-manager 2.13 does not know, so we ask
 * IEconService/GetTradeStatus ourselves for each trade of the protection window; or when the
 * offer itself now reads another state. Either is told once: one `trade` activity and one
 * `trading.reversal` notification. An unknown status, a rollback of a trade we never recorded, or
 * a status Steam would not give is skipped with a reason.
 */
export async function checkReversals(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  offers: SteamTradeOffer[],
): Promise<ReversalCheck> {
  const now = ctx.now();
  const byOffer = new Map(offers.map((o) => [o.id, o]));
  const remembered = await unreversedOffersOf(ctx.db, account.id);
  const check: ReversalCheck = { reversed: [], skipped: [] };
  const byTrade = new Map<string, AcceptedOffer>();
  for (const row of remembered) {
    const offer = byOffer.get(row.offerId);
    if (offer && offer.state !== ACCEPTED) {
      if (await tellReversal(ctx, account, row, offer, null)) check.reversed.push(row.offerId);
      continue;
    }
    const tradeId = row.tradeId ?? offer?.tradeId ?? null;
    if (tradeId && now.getTime() - row.acceptedAt.getTime() <= PROTECTION_WINDOW_MS)
      byTrade.set(tradeId, row);
  }
  for (const tradeId of byTrade.keys()) {
    let statuses: SteamTradeStatus[];
    try {
      statuses = await withSteam(ctx, account, (client) => client.tradeStatus(tradeId));
    } catch (error) {
      // Steam busy or the budget spent: the next check asks again.
      check.skipped.push({ tradeId, reason: `no trade status: ${(error as Error).message}` });
      break;
    }
    for (const status of statuses) {
      const row = byTrade.get(status.tradeId);
      const verdict = tradeStatusVerdict(status.status);
      if (verdict === 'unknown') {
        check.skipped.push({ tradeId: status.tradeId, reason: `unknown trade status ${status.status}` });
      } else if (verdict === 'rolled_back' && !row) {
        check.skipped.push({ tradeId: status.tradeId, reason: 'rollback of a trade we never recorded' });
      } else if (verdict === 'rolled_back' && row) {
        const offer = byOffer.get(row.offerId) ?? null;
        if (await tellReversal(ctx, account, row, offer, status)) check.reversed.push(row.offerId);
      }
    }
  }
  return check;
}

async function tellReversal(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  row: AcceptedOffer,
  offer: SteamTradeOffer | null,
  status: SteamTradeStatus | null,
): Promise<boolean> {
  const at = ctx.now();
  const why = status
    ? ` by Steam's trade protection (trade ${status.tradeId}${status.rollbackTradeId ? `, returned in trade ${status.rollbackTradeId}` : ''})`
    : '';
  return ctx.db.transaction(async (tx) => {
    if (!(await markOfferReversed(tx, account.id, row.offerId, at))) return false;
    await writeAccountActivity(
      tx,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'trade',
        title: 'Trade reversed',
        description: `The completed trade of offer ${row.offerId} (${row.itemNames}) with ${row.partnerSteamId} was rolled back${why}.`,
        metadata: {
          trade_offer_id: row.offerId,
          partner_id: row.partnerSteamId,
          message: offer?.message ?? '',
          action: 'reversed',
          offer_id: row.offerId,
          ...(status
            ? {
                trade_id: status.tradeId,
                trade_status: status.status,
                rollback_trade: status.rollbackTradeId,
              }
            : {}),
          auto_action: 'reversal_check',
        },
      },
      at,
    );
    await queueChannelNotification(
      tx,
      'trading.reversal',
      { content: `Trade reversed on ${account.steamId}: offer ${row.offerId} (${row.itemNames})` },
      at,
    );
    return true;
  });
}
