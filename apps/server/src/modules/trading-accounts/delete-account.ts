import { eq } from 'drizzle-orm';
import type { Actor } from '../../http/authenticate';
import { requireAccountOf } from './accounts.repository';
import { tradingAccounts } from './trading-accounts.schema';
import type { TradingContext } from './trading-context';

/** Removes the account; its secrets and settings go with it (foreign keys cascade). */
export async function deleteAccountFor(ctx: TradingContext, actor: Actor, steamId: string) {
  const account = await requireAccountOf(ctx.db, actor.id, steamId);
  await ctx.db.delete(tradingAccounts).where(eq(tradingAccounts.id, account.id));
  return { message: 'Account removed successfully' };
}
