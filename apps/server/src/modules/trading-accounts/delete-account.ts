import type { Actor } from '../../http/authenticate';
import { reconcileAccountStanding } from './account-standing';
import { deleteAccountById, requireAccountOf } from './accounts.repository';
import { lockUser } from './account-owner';
import type { TradingContext } from './trading-context';

/**
 * Removes the account; its secrets and settings go with it (foreign keys cascade). A slot is free
 * now, so an account suspended for payment may be back within the limit: the standing follows in
 * the same transaction.
 */
export async function deleteAccountFor(ctx: TradingContext, actor: Actor, steamId: string) {
  await ctx.db.transaction(async (tx) => {
    // The user first, then the accounts: the order purchases and renewals lock in.
    const user = await lockUser(tx, actor.id);
    const account = await requireAccountOf(tx, actor.id, steamId);
    await deleteAccountById(tx, account.id);
    await reconcileAccountStanding(tx, user, ctx.now());
  });
  return { message: 'Account removed successfully' };
}
