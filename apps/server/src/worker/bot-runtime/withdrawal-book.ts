import { creditsForTrade, roundToCents, type Listing } from '@skinpilot/engine';
import type { CsgorollTrade } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { getSystemSettings } from '../../modules/system-config/system-settings';
import { changeCredits } from '../../modules/credits/change-credits';
import {
  finishTrade,
  lockWithdrawal,
  noteMarketplaceStatus,
  noteSteamOffer,
  openTradesOf,
  recordTradeOnce,
  type BotTrade,
} from '../../modules/market/record-bot-trades';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import { tradeDmSettingsOf } from '../../modules/notifications/account-dm-settings';
import {
  queueChannelNotification,
  queueTradeDm,
  TRADE_HISTORY_PATH,
  tradeMessage,
} from '../../modules/notifications/queue-notification';
import { lockCreditBalance } from '../../modules/users/read-trader-standing';
import { tradeItemBlock } from './listing-from-trade';

export type WithdrawalOwner = { userId: string; steamId: string };

const FINISHED_OK = new Set(['COMPLETED', 'COMPLETED_PROTECTED']);
// COOLDOWN is how CSGORoll ends a trade whose Steam side did not finish in time (protocol §7.2-7.3).
const FINISHED_BAD = new Set(['CANCELLED', 'EXPIRED', 'COOLDOWN']);
const money = (n: number) => roundToCents(n).toFixed(2);
const nameOf = (row: Pick<BotTrade, 'itemName'>) => row.itemName;

/**
 * A withdrawal the bot joined, written once per marketplace trade id (a repeated join answer or a
 * restart finds the row and writes nothing). The price and markup are the listing's; the estimated
 * profit is CSGORoll's reference value of the items minus the price paid.
 */
export async function recordJoinedWithdrawal(
  db: Db,
  owner: WithdrawalOwner,
  trade: CsgorollTrade,
  listing: Listing,
  at: Date,
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
      estimatedProfit: money(baseValue - listing.totalValue),
      createdAt: at,
    });
    if (!inserted) return false;
    await writeAccountActivity(
      tx,
      {
        ...owner,
        type: 'trade',
        title: `Sniped ${itemName}`,
        description: `Joined a withdrawal of ${listing.totalValue.toFixed(2)} coins at ${listing.markupPercent.toFixed(2)} % markup.`,
        metadata: tradeMetadata(trade.id, 'withdraw_joined', listing.totalValue),
      },
      at,
    );
    return true;
  });
}

export type ProgressOutcome = 'completed' | 'cancelled' | 'moved' | 'unchanged' | 'unknown';

/**
 * Follows a withdrawal as CSGORoll moves it. Completion charges the credits in the same
 * transaction that marks the row completed, and only when the row was still pending: a repeated
 * event, a second worker or a restart finds it completed and charges nothing. The charge never
 * takes the balance below zero (credits spent meanwhile): it takes what is left and records that.
 * The Discord messages of the completion (the snipes channel, the user's DM when dm_withdrawals is
 * on) are queued in that same transaction, so they exist exactly once, when the completion does.
 */
export async function recordWithdrawalProgress(
  db: Db,
  trade: CsgorollTrade,
  at: Date,
  site: { publicUrl: string },
): Promise<{ outcome: ProgressOutcome; row?: BotTrade }> {
  return db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, trade.id);
    if (!row) return { outcome: 'unknown' as const };
    if (row.status !== 'pending' || row.marketplaceStatus === trade.status)
      return { outcome: 'unchanged' as const, row };
    const owner = { userId: row.userId, steamId: row.steamId };
    if (FINISHED_OK.has(trade.status)) {
      const { global_credit_multiplier: multiplier } = await getSystemSettings(tx);
      const due = creditsForTrade(
        { action: 'withdrawal', itemValue: Number(row.value), markupPercent: Number(row.markupPercent) },
        multiplier,
      );
      const charged = Math.min(due, await lockCreditBalance(tx, row.userId));
      if (charged > 0)
        await changeCredits(tx, {
          userId: row.userId,
          amount: -charged,
          reason: 'bot_usage',
          reference: row.id,
        });
      const done = await finishTrade(tx, row.id, {
        status: 'completed',
        marketplaceStatus: trade.status,
        at,
        creditsUsed: money(charged),
      });
      await writeAccountActivity(
        tx,
        {
          ...owner,
          type: 'trade',
          title: `Withdrawal completed: ${nameOf(row)}`,
          description: `Received ${nameOf(row)} for ${row.value} coins; ${charged.toFixed(2)} credits used.`,
          metadata: {
            ...tradeMetadata(trade.id, 'withdraw_completed', Number(row.value)),
            credits_used: charged,
          },
        },
        at,
      );
      const message = tradeMessage({
        kind: 'withdrawal',
        itemName: row.itemName,
        price: Number(row.value),
        markupPercent: Number(row.markupPercent),
        // Realised profit once the item is sold again; until then CSGORoll's estimate.
        profit: profitOf(row),
        link: `${site.publicUrl}${TRADE_HISTORY_PATH}`,
      });
      await queueChannelNotification(tx, 'snipe.withdrawal', message, at);
      const settings = await tradeDmSettingsOf(tx, row.steamId);
      await queueTradeDm(tx, { userId: row.userId, kind: 'withdrawal', settings, message }, at);
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

/** Withdrawals of this account that have not finished yet: what a (re)started session follows. */
export async function openWithdrawalsOf(db: Db, steamId: string): Promise<BotTrade[]> {
  return openTradesOf(db, steamId, 'withdrawal');
}

export async function markOfferAccepted(db: Db, csgorollTradeId: string, offerId: string): Promise<void> {
  await noteSteamOffer(db, csgorollTradeId, offerId);
}

function profitOf(row: Pick<BotTrade, 'profit' | 'estimatedProfit'>): number | null {
  const coins = row.profit ?? row.estimatedProfit;
  return coins === null ? null : Number(coins);
}

function tradeMetadata(tradeId: string, action: string, value: number) {
  return { action, value, trade_id: tradeId, auto_action: 'sniping' };
}
