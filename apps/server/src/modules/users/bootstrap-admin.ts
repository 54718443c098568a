import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from './users.schema';
import { hashPassword } from './password-hash';

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when nobody has that email yet. It never
 * changes an existing user, so a later password change by that admin is not undone by a restart.
 */
export async function bootstrapAdmin(db: Db, email: string, password: string): Promise<'created' | 'exists'> {
  const normalised = email.trim().toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${normalised}`)
    .limit(1);
  if (existing.length > 0) return 'exists';
  const base = (normalised.split('@')[0] ?? 'admin').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 24) || 'admin';
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${base.toLowerCase()}%`}`);
  const names = new Set(taken.map((row) => row.username.toLowerCase()));
  let username = base.length >= 3 ? base : `${base}admin`;
  for (let n = 2; names.has(username.toLowerCase()); n++) username = `${base}${n}`;
  const inserted = await db
    .insert(users)
    .values({ email: normalised, username, passwordHash: await hashPassword(password), role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? 'created' : 'exists';
}
