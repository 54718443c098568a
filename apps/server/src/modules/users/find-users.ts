import type { DbOrTx } from '../../db/database';
import type { UserRow } from './users.schema';
import {
  findAccountFacts,
  findEmailsByIds,
  findIdByEmail,
  findIdsByEmailFragment,
  hasUser,
} from './user-lookups.repository';

/** The e-mails of the given users in one query, for pages that name their users; unknown ids are left out. */
export async function userEmailsOf(db: DbOrTx, userIds: Iterable<string>): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await findEmailsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** E-mails are stored trimmed and lower-cased, so the lookup normalises the same way. */
export function userIdOfEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  return findIdByEmail(db, email.trim().toLowerCase());
}

export function userIdsWithEmailContaining(db: DbOrTx, text: string): Promise<string[]> {
  return findIdsByEmailFragment(db, text);
}

export function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  return hasUser(db, userId);
}

export type UserAccountFacts = {
  id: string;
  username: string;
  email: string;
  role: UserRow['role'];
  credits: number;
  licenseExpiry: Date | null;
  twoFactorEnabled: boolean;
  suspendedAt: Date | null;
};

export async function userAccountFacts(db: DbOrTx, userId: string): Promise<UserAccountFacts | undefined> {
  const row = await findAccountFacts(db, userId);
  return row && { ...row, credits: Number(row.credits) };
}
