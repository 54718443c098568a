import { eq } from 'drizzle-orm';
import type { Actor } from '../../http/authenticate';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import { changeCredits } from '../credits/change-credits';
import { users } from '../users/users.schema';
import { freeTrials } from './billing.schema';
import type { BillingContext } from './billing-context';

export const FREE_TRIAL_CREDITS = 1000;
const FREE_TRIAL_MS = 24 * 3_600_000;

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
    const [user] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!user) throw notFound('This account no longer exists.');
    if (!user.discordId) throw badRequest(connectDiscordFirstMessage);
    if (user.licenseExpiry && user.licenseExpiry > now) {
      throw conflict('You already have an active license.');
    }
    if (user.role !== 'user') throw new AppError('forbidden', 'The free trial is for new accounts only.');
    const [earlier] = await tx.select().from(freeTrials).where(eq(freeTrials.userId, user.id));
    const claimed = earlier
      ? []
      : await tx
          .insert(freeTrials)
          .values({ discordId: user.discordId, userId: user.id, startedAt: now })
          .onConflictDoNothing()
          .returning({ discordId: freeTrials.discordId });
    if (claimed.length === 0) throw conflict('The free trial has already been used.');
    const licenseExpiry = new Date(now.getTime() + FREE_TRIAL_MS);
    await tx.update(users).set({ role: 'free_trial', licenseExpiry }).where(eq(users.id, user.id));
    await changeCredits(tx, {
      userId: user.id,
      amount: FREE_TRIAL_CREDITS,
      reason: 'free_trial',
      reference: `discord:${user.discordId}`,
    });
    return {
      success: true as const,
      credits_added: FREE_TRIAL_CREDITS,
      license_expiry: licenseExpiry.toISOString(),
    };
  });
}
