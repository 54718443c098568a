import { estimatedResale, roundToCents, type Listing } from '@skinpilot/engine';
import { type CsgorollSettings, DEFAULT_CSGOROLL_SETTINGS, formatBalance } from '@skinpilot/domain';
import type { CsgorollTrade } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { completeBotTrade } from '../../modules/bot-trades/complete-bot-trade';
import {
  finishTrade,
  lockWithdrawal,
  noteMarketplaceStatus,
  recordTradeOnce,
  referenceColumns,
  type BotTrade,
} from '../../modules/market/record-bot-trades';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import { tradeItemBlock } from './listing-from-trade';

export type WithdrawalOwner = { userId: string; steamId: string };

const FINISHED_OK = new Set(['COMPLETED', 'COMPLETED_PROTECTED']);
// COOLDOWN is how CSGORoll ends a trade whose Steam side did not finish in time (protocol §7.2-7.3).
const FINISHED_BAD = new Set(['CANCELLED', 'EXPIRED', 'COOLDOWN']);
const money = (n: number) => roundToCents(n).toFixed(2);
const nameOf = (row: Pick<BotTrade, 'itemName'>) => row.itemName;

/**
 * A withdrawal the bot joined, written once per marketplace trade id (a repeated join answer or a
 * restart finds the row and writes nothing). The price and markup are the listing's. `reference`
 * is the listing's reference price in coins as the engine looked it up (null: no reference), kept
 * with the price's percent of it. The estimated profit (decision 031) is what the items would fetch
 * when sold again under the account's `settings` (its auto-deposit price, else the reference, else
 * CSGORoll's base value) minus the price paid.
 */
export async function recordJoinedWithdrawal(
  db: Db,
  owner: WithdrawalOwner,
  trade: CsgorollTrade,
  listing: Listing,
  at: Date,
  reference: number | null = null,
  settings: CsgorollSettings = DEFAULT_CSGOROLL_SETTINGS,
): Promise<boolean> {
  const baseValue = listing.items.reduce((sum, item) => sum + item.baseValue, 0);
  const itemName = listing.items.map((i) => i.marketName).join(', ') || 'Unknown item';
  return db.transaction(async (tx) => {
    const inserted = await recordTradeOnce(tx, {
      userId: owner.userId,
      steamId: owner.steamId,
      csgorollTradeId: trade.id,
      kind: 'withdrawal',
      itemName,
      value: money(listing.totalValue),
      markupPercent: money(listing.markupPercent),
      status: 'pending',
      marketplaceStatus: trade.status,
      item: tradeItemBlock(trade, listing),
      estimatedProfit: money(estimatedResale(settings, { value: baseValue, reference }) - listing.totalValue),
      ...referenceColumns(listing.totalValue, reference),
      createdAt: at,
    });
    if (!inserted) return false;
    await writeAccountActivity(
      tx,
      {
        ...owner,
        type: 'trade',
        title: `Sniped ${itemName}`,
        description: `Joined a withdrawal of ${formatBalance(listing.totalValue)} coins at ${listing.markupPercent.toFixed(2)} % markup.`,
        metadata: tradeMetadata(trade.id, 'withdraw_joined', listing.totalValue),
      },
      at,
    );
    return true;
  });
}

export type ProgressOutcome = 'completed' | 'cancelled' | 'moved' | 'unchanged' | 'unknown';

/**
 * Follows a withdrawal as CSGORoll moves it, under the trade's row lock. Its completion (the charge,
 * the activity, the Discord messages) is the bot trades' one completion, completeBotTrade, and
 * happens only when the row was still pending: a repeated event, a second worker or a restart
 * finds it completed and charges nothing. Only the account's own trade moves: an update whose trade
 * id belongs to another account's trade (a marketplace that handed an id out twice) is `unknown`.
 */
export async function recordWithdrawalProgress(
  db: Db,
  account: Pick<WithdrawalOwner, 'steamId'>,
  trade: CsgorollTrade,
  at: Date,
  site: { publicUrl: string },
): Promise<{ outcome: ProgressOutcome; row?: BotTrade }> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, trade.id, account.steamId);
    if (!row) return { outcome: 'unknown' as const };
    if (row.status !== 'pending' || row.marketplaceStatus === trade.status)
      return { outcome: 'unchanged' as const, row };
    const owner = { userId: row.userId, steamId: row.steamId };
    if (FINISHED_OK.has(trade.status)) {
      const { row: done } = await completeBotTrade(tx, row, {
        marketplaceStatus: trade.status,
        at,
        publicUrl: site.publicUrl,
      });
      return { outcome: 'completed' as const, row: done };
    }
    if (FINISHED_BAD.has(trade.status)) {
      const done = await finishTrade(tx, row.id, {
        status: 'cancelled',
        marketplaceStatus: trade.status,
        at,
      });
      await writeAccountActivity(
        tx,
        {
          ...owner,
          type: 'trade',
          title: `Withdrawal cancelled: ${nameOf(row)}`,
          description: `CSGORoll ended the withdrawal as ${trade.status.toLowerCase()}; no credits were used.`,
          metadata: tradeMetadata(trade.id, 'withdraw_cancelled', Number(row.value)),
        },
        at,
      );
      return { outcome: 'cancelled' as const, row: done };
    }
    await noteMarketplaceStatus(tx, row.id, trade.status);
    await writeAccountActivity(
      tx,
      {
        ...owner,
        type: 'trade',
        title: `Withdrawal ${trade.status.toLowerCase()}: ${nameOf(row)}`,
        description:
          trade.status === 'PROCESSING'
            ? 'The seller is sending the Steam offer.'
            : `CSGORoll moved the withdrawal to ${trade.status}.`,
        metadata: tradeMetadata(trade.id, `withdraw_${trade.status.toLowerCase()}`, Number(row.value)),
      },
      at,
    );
    return { outcome: 'moved' as const, row };
  });
}

function tradeMetadata(tradeId: string, action: string, value: number) {
  return { action, value, trade_id: tradeId, auto_action: 'sniping' };
}
