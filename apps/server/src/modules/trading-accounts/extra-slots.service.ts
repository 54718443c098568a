import { slotTypes, type SlotType } from '@skinpilot/contract';
import { AppError } from '../../errors/app-error';
import type { Actor } from '../../http/authenticate';
import { limitsOf } from './account-limits';
import { reconcileAccountStanding } from './account-standing';
import { lockAccountOwner, readAccountOwner } from './account-owner';
import { chargeCredits, tradingSettings } from './billing-bridge';
import { cycleView } from './cycle-view';
import { addMonth, canBuySlots, maxCanBuy } from './extra-slot-rules';
import { cancelRunningCycles, insertCycle, visibleCyclesOf } from './extra-slots.repository';
import type { TradingContext } from './trading-context';

export async function pricingFor(ctx: TradingContext, actor: Actor) {
  const now = ctx.now();
  const user = await readAccountOwner(ctx.db, actor.id);
  const [settings, snapshot] = await Promise.all([tradingSettings(ctx.db), limitsOf(ctx.db, user, now)]);
  const priceOf = (type: SlotType) => ({
    monthly_cost_per_account: settings.extra_account_pricing[type],
    current_extras: snapshot.extras[type],
    max_can_buy: maxCanBuy(user.role, type, snapshot.base, snapshot.extras, snapshot.caps),
  });
  return {
    pricing: { steam: priceOf('steam'), csgoroll: priceOf('csgoroll'), sniping: priceOf('sniping') },
    user_credits: user.credits,
    can_purchase: slotTypes.some((type) => canBuySlots(user.role, type)),
  };
}

export async function billingFor(ctx: TradingContext, actor: Actor) {
  const cycles = (await visibleCyclesOf(ctx.db, actor.id)).map(cycleView);
  const ofType = (type: SlotType) => cycles.filter((c) => c.account_type === type);
  const total = cycles.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.monthly_cost, 0);
  return {
    billing: { steam: ofType('steam'), csgoroll: ofType('csgoroll'), sniping: ofType('sniping') },
    total_monthly_cost: Math.round(total * 100) / 100,
  };
}

/**
 * Buys extra slots: under the user's row lock, checks the role and the cap, charges the first
 * month through the ledger and opens the billing cycle, all in one transaction. Racing purchases
 * queue on the lock, so credits can never go below zero and the cap is never passed.
 */
export async function purchaseSlotsFor(
  ctx: TradingContext,
  actor: Actor,
  input: { account_type: SlotType; quantity: number },
) {
  const now = ctx.now();
  const type = input.account_type;
  return ctx.db.transaction(async (tx) => {
    const user = await lockAccountOwner(tx, actor.id);
    if (!canBuySlots(user.role, type)) {
      throw new AppError(
        'forbidden',
        type === 'sniping' && user.role === 'depositor'
          ? 'Sniping slots come with the Premium plan.'
          : 'Your plan cannot buy extra account slots.',
      );
    }
    const settings = await tradingSettings(tx);
    const snapshot = await limitsOf(tx, user, now);
    const room = maxCanBuy(user.role, type, snapshot.base, snapshot.extras, snapshot.caps);
    if (input.quantity > room) {
      const message = `You can buy at most ${room} more ${type} slot${room === 1 ? '' : 's'}.`;
      throw new AppError('validation', message, { errors: [{ field: 'quantity', message }] });
    }
    const cost = settings.extra_account_pricing[type] * input.quantity;
    const credits = user.credits;
    if (cost > credits) {
      throw new AppError(
        'conflict',
        `Insufficient credits. You need ${Math.ceil((cost - credits) * 100) / 100} more credits.`,
      );
    }
    const cycle = await insertCycle(tx, {
      userId: user.id,
      accountType: type,
      quantity: input.quantity,
      monthlyCost: cost.toFixed(2),
      status: 'active',
      periodStart: now,
      periodEnd: addMonth(now),
      createdAt: now,
    });
    const { balance } = await chargeCredits(tx, { userId: user.id, amount: cost, reference: cycle.id });
    await reconcileAccountStanding(tx, user, now);
    return {
      message: `Purchased ${input.quantity} extra ${type} slot${input.quantity === 1 ? '' : 's'} for ${cost} credits.`,
      cycle: cycleView(cycle),
      user_credits: balance,
    };
  });
}

/** Stops renewal; the slots stay until each cycle's end date, then the renewal job ends them. */
export async function cancelSlotsFor(
  ctx: TradingContext,
  actor: Actor,
  input: { account_type: SlotType; cycle_id?: string },
) {
  const now = ctx.now();
  const cancelled = await cancelRunningCycles(ctx.db, actor.id, input.account_type, now, input.cycle_id);
  if (cancelled.length === 0) {
    throw new AppError('not_found', 'No active billing cycle of this type to cancel.');
  }
  return {
    message: 'Billing cycle cancelled. Your extra slots stay available until the end date.',
    cancelled: cancelled.length,
  };
}
