import type { Actor } from '../../http/authenticate';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import { changeCredits } from '../credits/change-credits';
import { grantLicence } from '../users/grant-licence';
import { lockTraderStanding } from '../users/lock-users';
import type { BillingContext } from './billing-context';
import { claimFreeTrial } from './free-trials.repository';

export const FREE_TRIAL_CREDITS = 1000;
const FREE_TRIAL_DAYS = 1;

export const connectDiscordFirstMessage =
  'Please connect your Discord account first to start the free trial.';

/**
 * The 24-hour trial with 1000 credits: role user, Discord linked, no valid licence, and one trial
 * per Discord account ever. The user row is locked, so a double click starts one trial; the
 * free_trials key on the Discord id refuses a second account linked to the same Discord.
 */
export async function startFreeTrial(ctx: BillingContext, actor: Actor) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const user = await lockTraderStanding(tx, actor.id);
    if (!user) throw notFound('This account no longer exists.');
    if (!user.discordId) throw badRequest(connectDiscordFirstMessage);
    if (user.licenseExpiry && user.licenseExpiry > now) {
      throw conflict('You already have an active license.');
    }
    if (user.role !== 'user') throw new AppError('forbidden', 'The free trial is for new accounts only.');
    if (!(await claimFreeTrial(tx, { discordId: user.discordId, userId: user.id, startedAt: now }))) {
      throw conflict('The free trial has already been used.');
    }
    // No licence is running (checked above), so the trial's day starts now.
    const granted = await grantLicence(
      tx,
      user.id,
      {
        days: FREE_TRIAL_DAYS,
        role: 'free_trial',
        credits: { amount: FREE_TRIAL_CREDITS, reason: 'free_trial', reference: `discord:${user.discordId}` },
      },
      now,
      changeCredits,
    );
    const licenseExpiry = granted.after.licenseExpiry!;
    return {
      success: true as const,
      credits_added: FREE_TRIAL_CREDITS,
      license_expiry: licenseExpiry.toISOString(),
    };
  });
}
