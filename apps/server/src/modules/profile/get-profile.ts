import type { UserProfile } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { purchaseHistory } from '../billing/purchase-details';
import { loadUserProfile } from '../users/profile';

/**
 * The Profile page's one read: the user and their purchases (billing). It lives above both so
 * neither has to know the other. Traded items and inventory coins are the earlier system's legacy
 * data, of which SkinPilot holds none: they stay empty (decision 034); the current trades are the
 * trading dashboard's.
 */
export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const [user, purchases] = await Promise.all([loadUserProfile(db, userId), purchaseHistory(db, userId)]);
  return { ...user, ...purchases };
}
