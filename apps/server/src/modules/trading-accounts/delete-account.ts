import type { Actor } from '../../http/authenticate';
import { writeAccountActivity } from '../activity/write-activity';
import { reconcileAccountStanding } from './account-standing';
import { deleteAccountById } from './accounts.repository';
import { requireAccountOf } from './accounts.queries';
import { lockAccountOwner } from './account-owner';
import type { TradingContext } from './trading-context';

/**
 * Removes the account; its secrets and settings go with it (foreign keys cascade). A slot is free
 * now, so an account suspended for payment may be back within the limit: the standing follows in
 * the same transaction.
 */
export async function deleteAccountFor(ctx: TradingContext, actor: Actor, steamId: string) {
  await ctx.db.transaction(async (tx) => {
    // The user first, then the accounts: the order purchases and renewals lock in.
    const user = await lockAccountOwner(tx, actor.id);
    const account = await requireAccountOf(tx, actor.id, steamId);
    await deleteAccountById(tx, account.id);
    // The activity outlives the account (activities belong to the user), so the feed tells of it.
    const platforms = [account.steamConnectedAt && 'steam', account.csgorollConnectedAt && 'csgoroll'];
    const connected = platforms.filter((p): p is string => Boolean(p));
    await writeAccountActivity(
      tx,
      {
        userId: actor.id,
        steamId,
        type: 'account',
        title: 'Account removed',
        description: `${account.label ?? account.csgorollUsername ?? account.steamUsername ?? steamId} was removed with its settings and secrets.`,
        metadata: { platform: connected.length === 1 ? connected[0] : 'all', action: 'removed' },
      },
      ctx.now(),
    );
    await reconcileAccountStanding(tx, user, ctx.now());
  });
  return { message: 'Account removed successfully' };
}
