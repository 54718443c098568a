import type { UserProfile } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { purchaseHistory } from '../billing/purchase-details';
import { profileTradeData } from '../market/profile-trade-data';
import { loadUserProfile } from '../users/profile';

/**
 * The Profile page's one read: the user, their purchases (billing) and their traded items and coins
 * (market). It lives above all three so none of them has to know the others.
 */
export async function getProfile(db: Db, userId: string, now: Date): Promise<UserProfile> {
  const [user, purchases, tradeData] = await Promise.all([
    loadUserProfile(db, userId),
    purchaseHistory(db, userId),
    profileTradeData(db, userId, now),
  ]);
  return { ...user, ...purchases, ...tradeData };
}
