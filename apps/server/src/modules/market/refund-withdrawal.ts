import type { z } from 'zod';
import type { refundWithdrawal as refundEndpoint } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors/app-error';
import { writeAdminAudit } from '../audit/write-admin-audit';
import { changeCredits } from '../credits/change-credits';
import type { TradeStatus } from './market.schema';
import { lockTradeByRef, markTradeRefunded } from './trades.repository';

export type RefundDeps = { db: Db; now: () => Date };
type RefundInput = z.output<NonNullable<(typeof refundEndpoint)['body']>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives back the credits a withdrawal used, through the ledger, exactly once: the trade row is
 * locked and marked refunded in the same transaction as the ledger row, so two admins pressing
 * Refund together restore the credits once and the second one hears `already_refunded`.
 * The trade is named by our id or by the marketplace's trade id, whichever staff have at hand.
 *
 * Only a completed withdrawal is refunded (decision 025): the completion charges its credits, so a
 * refund before it would restore nothing and the charge would follow anyway. The completion locks
 * the same row, so whichever comes second sees the other's commit: a refund that waited for the
 * completion refunds what it charged; a completion never meets a refunded pending trade.
 */
const NOT_REFUNDABLE: Record<Exclude<TradeStatus, 'completed'>, string> = {
  pending:
    'This withdrawal has not finished yet: its credits are charged when it completes. Refund it after it completes, or wait for it to be cancelled (then it uses no credits).',
  cancelled: 'This withdrawal was cancelled and used no credits; there is nothing to refund.',
  failed: 'This withdrawal failed and used no credits; there is nothing to refund.',
};

export async function refundWithdrawal({ db, now }: RefundDeps, adminId: string, input: RefundInput) {
  return db.transaction(async (tx) => {
    const trade = await lockTradeByRef(tx, input.trade_id, UUID.test(input.trade_id));
    if (!trade) throw notFound('No trade with this id.');
    if (trade.kind !== 'withdrawal')
      throw conflict('Only withdrawals can be refunded; this trade is a deposit.');
    if (trade.status !== 'completed') throw conflict(NOT_REFUNDABLE[trade.status]);
    if (trade.refundedAt) {
      return {
        success: true as const,
        credits_restored: 0,
        already_refunded: true,
        message: 'This withdrawal was already refunded.',
      };
    }
    const credits = Number(trade.creditsUsed);
    const at = now();
    const balance =
      credits > 0
        ? (
            await changeCredits(tx, {
              userId: trade.userId,
              amount: credits,
              reason: 'refund',
              reference: trade.id,
            })
          ).balance
        : null;
    await markTradeRefunded(tx, trade.id, at, input.reason);
    await writeAdminAudit(tx, {
      adminId,
      action: 'trade.refund',
      targetType: 'trade',
      targetId: trade.id,
      before: { refunded_at: null, credits_used: credits },
      after: {
        refunded_at: at.toISOString(),
        reason: input.reason,
        credits_restored: credits,
        user_balance: balance,
      },
    });
    return {
      success: true as const,
      credits_restored: credits,
      already_refunded: false,
      message: `Restored ${credits} credits.`,
    };
  });
}
