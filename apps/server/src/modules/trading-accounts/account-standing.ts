import { asc, eq, inArray } from 'drizzle-orm';
import type { Platform } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { limitsOf } from './account-limits';
import { users } from '../users/users.schema';
import { tradingAccounts } from './trading-accounts.schema';

type StandingUser = Parameters<typeof limitsOf>[1];

/**
 * Brings account statuses in line with what the user has paid for. Per platform the oldest
 * accounts up to the limit stay active; the newest beyond it get suspended_payment_required until
 * the slots are paid again. Sniping beyond the sniping limit is switched off instead: the right is
 * lost, the account itself keeps working. Runs after every purchase, renewal and expiry.
 */
export async function reconcileAccountStanding(tx: DbOrTx, user: StandingUser, now: Date): Promise<void> {
  const { limits } = await limitsOf(tx, user, now);
  const accounts = await tx
    .select({
      id: tradingAccounts.id,
      status: tradingAccounts.status,
      snipingEnabled: tradingAccounts.snipingEnabled,
      steamConnectedAt: tradingAccounts.steamConnectedAt,
      csgorollConnectedAt: tradingAccounts.csgorollConnectedAt,
    })
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userId, user.id))
    .orderBy(asc(tradingAccounts.createdAt), asc(tradingAccounts.id))
    .for('update');

  const excess = new Set<string>();
  const over = (
    platform: Exclude<Platform, 'sniping'>,
    connected: (a: (typeof accounts)[number]) => boolean,
  ) =>
    accounts
      .filter(connected)
      .slice(limits[platform])
      .forEach((a) => excess.add(a.id));
  over('steam', (a) => a.steamConnectedAt !== null);
  over('csgoroll', (a) => a.csgorollConnectedAt !== null);

  const suspend = accounts.filter((a) => excess.has(a.id) && a.status !== 'suspended_payment_required');
  const restore = accounts.filter((a) => !excess.has(a.id) && a.status === 'suspended_payment_required');
  const snipingOff = accounts
    .filter((a) => a.snipingEnabled)
    .filter((a, index) => index >= limits.sniping || excess.has(a.id));

  if (suspend.length > 0) {
    await tx
      .update(tradingAccounts)
      .set({ status: 'suspended_payment_required' })
      .where(
        inArray(
          tradingAccounts.id,
          suspend.map((a) => a.id),
        ),
      );
  }
  if (restore.length > 0) {
    await tx
      .update(tradingAccounts)
      .set({ status: 'active' })
      .where(
        inArray(
          tradingAccounts.id,
          restore.map((a) => a.id),
        ),
      );
  }
  if (snipingOff.length > 0) {
    await tx
      .update(tradingAccounts)
      .set({ snipingEnabled: false })
      .where(
        inArray(
          tradingAccounts.id,
          snipingOff.map((a) => a.id),
        ),
      );
  }
}

/**
 * The same, for a user known by id: after a change of the user's accounts or role (an account
 * deleted, a role lowered or raised, a licence revoked) the standing follows at once, not at the
 * next purchase. Locks the user row so it runs in line with purchases and renewals.
 */
export async function reconcileStandingOf(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const [user] = await tx
    .select({ id: users.id, role: users.role, credits: users.credits, licenseExpiry: users.licenseExpiry })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (user) await reconcileAccountStanding(tx, user, now);
}
