import { formatBalance } from '@skinpilot/domain';
import { creditsForTrade, depositMode, roundToCents } from '@skinpilot/engine';
import { serverLinks } from '@skinpilot/contract';
import type { Tx } from '../../db/database';
import { writeAccountActivity } from '../activity/write-activity';
import { chargeUpToBalance } from '../credits/change-credits';
import { closeWithdrawalBySale, finishTrade, type BotTrade } from '../market/record-bot-trades';
import { tradeDmSettingsOf } from '../notifications/account-dm-settings';
import { queueChannelNotification, queueTradeDm, tradeMessage } from '../notifications/queue-notification';
import { getSystemSettings } from '../system-config/system-settings';
import { traderStandingOf } from '../users/users.queries';

export type CompletedBotTrade = { row: BotTrade; charged: number };

/**
 * The one place a bot trade (a withdrawal the sniper joined, a deposit the automation sold) ends
 * well, for both: the credits it costs (the trade's rate times the admin's global multiplier) are
 * charged at most up to the balance under the user's row lock, the trade row is finished with the
 * credits used, and its activity, its Discord channel message and the owner's DM are written, all
 * in the caller's transaction, so they exist exactly once, when the completion does.
 *
 * `row` is the trade as the caller read it under its row lock (lockWithdrawal / lockTrade) and found
 * still pending: a second worker, a repeated event or a restart then finds it completed and comes
 * nowhere near here, so nothing is charged twice.
 */
export async function completeBotTrade(
  tx: Tx,
  row: BotTrade,
  end: { marketplaceStatus: string; at: Date; publicUrl: string },
): Promise<CompletedBotTrade> {
  const { at } = end;
  const value = Number(row.value);
  const markupPercent = Number(row.markupPercent);
  const { global_credit_multiplier: multiplier } = await getSystemSettings(tx);
  const due =
    row.kind === 'withdrawal'
      ? creditsForTrade({ action: 'withdrawal', itemValue: value, markupPercent }, multiplier)
      : creditsForTrade(
          { action: 'deposit', itemValue: value, mode: await depositModeOf(tx, row) },
          multiplier,
        );
  // Never below zero: the trade happened, so what is left is taken and recorded.
  const charged = await chargeUpToBalance(tx, {
    userId: row.userId,
    due,
    reason: 'bot_usage',
    reference: row.id,
  });
  // A sale closes the withdrawal of the same item: its profit becomes realised (decision 031).
  const closed = row.kind === 'deposit' ? await closeWithdrawalBySale(tx, row) : undefined;
  const done = await finishTrade(tx, row.id, {
    status: 'completed',
    marketplaceStatus: end.marketplaceStatus,
    at,
    creditsUsed: roundToCents(charged).toFixed(2),
  });
  await writeAccountActivity(
    tx,
    { userId: row.userId, steamId: row.steamId, ...activityOf(row, charged) },
    at,
  );
  const message = tradeMessage({
    kind: row.kind,
    itemName: row.itemName,
    price: value,
    markupPercent,
    // A withdrawal's estimated profit; a sale's realised profit when it closed a withdrawal.
    profit: profitOf(done ?? row, closed),
    reference: referenceOf(row),
    link: `${end.publicUrl}${serverLinks.tradeHistory}`,
  });
  await queueChannelNotification(
    tx,
    row.kind === 'withdrawal' ? 'snipe.withdrawal' : 'deposit.completed',
    message,
    at,
  );
  const settings = await tradeDmSettingsOf(tx, row.steamId);
  await queueTradeDm(tx, { userId: row.userId, kind: row.kind, settings, message }, at);
  return { row: done ?? row, charged };
}

/** A deposit the automation sold is charged at the auto-deposit rate of the owner's role. */
async function depositModeOf(tx: Tx, row: BotTrade) {
  const owner = await traderStandingOf(tx, row.userId);
  return depositMode(owner?.role ?? 'user', true);
}

function activityOf(row: BotTrade, charged: number) {
  const value = Number(row.value);
  const used = `${formatBalance(charged)} credits used.`;
  if (row.kind === 'withdrawal')
    return {
      type: 'trade' as const,
      title: `Withdrawal completed: ${row.itemName}`,
      description: `Received ${row.itemName} for ${formatBalance(value)} coins; ${used}`,
      metadata: {
        action: 'withdraw_completed',
        value,
        trade_id: row.csgorollTradeId,
        auto_action: 'sniping',
        credits_used: charged,
      },
    };
  return {
    type: 'trade' as const,
    title: `Deposit completed: ${row.itemName}`,
    description: `Sold ${row.itemName} for ${formatBalance(value)} coins; ${used}`,
    metadata: {
      action: 'deposit_completed',
      value,
      offer_id: row.csgorollTradeId,
      credits_used: charged,
      auto_action: 'auto_confirm',
    },
  };
}

function referenceOf(row: Pick<BotTrade, 'referenceValue' | 'referencePercent'>) {
  if (row.referenceValue === null || row.referencePercent === null) return null;
  return { coins: Number(row.referenceValue), percent: Number(row.referencePercent) };
}

function profitOf(row: BotTrade, closed: BotTrade | undefined): number | null {
  if (row.kind === 'withdrawal') return row.estimatedProfit === null ? null : Number(row.estimatedProfit);
  return closed ? roundToCents(Number(row.value) - Number(closed.value)) : null;
}
