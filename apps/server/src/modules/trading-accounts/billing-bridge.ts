import type { PlatformCounts, Role } from '@skinpilot/domain';
import type { DbOrTx, Tx } from '../../db/database';
import { getSystemSettings } from '../system-config/system-settings';
import { changeCredits } from '../credits/change-credits';

/**
 * What this module takes from billing: the run-time settings (limits per role, caps, slot prices)
 * and the credit ledger. Kept in one file so the rest of the module speaks its own words.
 */
export type TradingSettings = {
  account_limits: Record<Role, PlatformCounts>;
  absolute_limits: PlatformCounts;
  extra_account_pricing: PlatformCounts;
};

export async function tradingSettings(db: DbOrTx): Promise<TradingSettings> {
  const settings = await getSystemSettings(db);
  return {
    account_limits: settings.account_limits,
    absolute_limits: settings.absolute_limits,
    extra_account_pricing: settings.extra_account_pricing,
  };
}

/** Takes credits for extra slots with a ledger row, inside the caller's transaction; never below zero. */
export function chargeCredits(
  tx: Tx,
  change: { userId: string; amount: number; reference: string },
): Promise<{ balance: number }> {
  return changeCredits(tx, {
    userId: change.userId,
    amount: -change.amount,
    reason: 'extra_slot',
    reference: change.reference,
  });
}
