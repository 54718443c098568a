import type { TradingAccount } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { listAccountViewsOf } from '../trading-accounts/list-accounts';
import { accountSkinsOf } from './account-skins';

/** The account cards: each account with its Skins Value and protected balance from its latest snapshot. */
export async function accountCardsOf(db: Db, userId: string, now: Date): Promise<TradingAccount[]> {
  const [views, skins] = await Promise.all([listAccountViewsOf(db, userId, now), accountSkinsOf(db, userId)]);
  return views.map(({ accountId, view }) => ({
    ...view,
    skins_value: skins.get(accountId)?.skinsValue ?? 0,
    protected_balance: skins.get(accountId)?.protectedBalance ?? 0,
  }));
}
