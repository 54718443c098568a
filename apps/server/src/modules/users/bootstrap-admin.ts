import type { Db } from '../../db/database';
import { hashPassword } from './password-hash';
import { findUserByEmail, insertUserUnlessTaken, listUsernamesStartingWith } from './users.repository';

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when nobody has that email yet. It never
 * changes an existing user, so a later password change by that admin is not undone by a restart.
 */
export async function bootstrapAdmin(db: Db, email: string, password: string): Promise<'created' | 'exists'> {
  const normalised = email.trim().toLowerCase();
  if (await findUserByEmail(db, normalised)) return 'exists';
  const base = (normalised.split('@')[0] ?? 'admin').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 24) || 'admin';
  const taken = await listUsernamesStartingWith(db, base);
  const names = new Set(taken.map((name) => name.toLowerCase()));
  let username = base.length >= 3 ? base : `${base}admin`;
  for (let n = 2; names.has(username.toLowerCase()); n++) username = `${base}${n}`;
  const isCreated = await insertUserUnlessTaken(db, {
    email: normalised,
    username,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  return isCreated ? 'created' : 'exists';
}
