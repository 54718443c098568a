import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from './users.schema';

const standingColumns = {
  id: users.id,
  role: users.role,
  credits: users.credits,
  licenseExpiry: users.licenseExpiry,
  discordId: users.discordId,
};

export async function standingRowsOf(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(standingColumns)
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

export async function standingRowOf(db: DbOrTx, userId: string, options: { lock?: boolean } = {}) {
  const query = db.select(standingColumns).from(users).where(eq(users.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
