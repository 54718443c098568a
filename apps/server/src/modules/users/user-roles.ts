import type { Role } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { findRoles } from './users.repository';

/** The role of each of the users, in one query; an unknown id is left out. */
export async function rolesOf(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, Role>> {
  const rows = await findRoles(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row.role]));
}
