import type { Role } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { countLicenceHolders, findLicenceHoldersAmong } from './users.repository';

/** How many users hold the role with a running licence, leaving one user out when asked. */
export function countRunningLicences(
  db: DbOrTx,
  role: Role,
  now: Date,
  exceptUserId?: string,
): Promise<number> {
  return countLicenceHolders(db, role, now, exceptUserId);
}

/** The ones among the given users who hold the role with a running licence. */
export async function runningLicenceHolders(
  db: DbOrTx,
  role: Role,
  userIds: string[],
  now: Date,
): Promise<Set<string>> {
  return new Set(await findLicenceHoldersAmong(db, role, userIds, now));
}
