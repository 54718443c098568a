import type { Platform } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { lockTraderStanding } from '../users/lock-users';
import { limitsOf } from './account-limits';
import { lockStandingOf, updateAccounts } from './accounts.repository';

type StandingUser = Parameters<typeof limitsOf>[1];

/**
 * Brings account statuses in line with what the user has paid for. Per platform the oldest
 * accounts up to the limit stay active; the newest beyond it get suspended_payment_required until
 * the slots are paid again. Sniping beyond the sniping limit is switched off instead: the right is
 * lost, the account itself keeps working. Runs after every purchase, renewal and expiry.
 */
export async function reconcileAccountStanding(tx: DbOrTx, user: StandingUser, now: Date): Promise<void> {
  const { limits } = await limitsOf(tx, user, now);
  const accounts = await lockStandingOf(tx, user.id);

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

  const idsOf = (list: typeof accounts) => list.map((a) => a.id);
  await updateAccounts(tx, idsOf(suspend), { status: 'suspended_payment_required' });
  await updateAccounts(tx, idsOf(restore), { status: 'active' });
  await updateAccounts(tx, idsOf(snipingOff), { snipingEnabled: false });
}

/**
 * The same, for a user known by id: after a change of the user's accounts or role (an account
 * deleted, a role lowered or raised, a licence revoked) the standing follows at once, not at the
 * next purchase. Locks the user row so it runs in line with purchases and renewals.
 */
export async function reconcileStandingOf(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const user = await lockTraderStanding(tx, userId);
  if (user) await reconcileAccountStanding(tx, user, now);
}
