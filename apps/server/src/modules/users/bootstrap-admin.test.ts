import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { bootstrapAdmin } from './bootstrap-admin';
import { verifyPassword } from './password-hash';
import { users } from './users.schema';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('bootstrapAdmin', () => {
  it('creates an admin with an argon2id hash, once', async () => {
    expect(await bootstrapAdmin(database.db, ' Boss@Example.com ', 'a-long-password')).toBe('created');
    expect(await bootstrapAdmin(database.db, 'boss@example.com', 'another-password')).toBe('exists');
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(admin?.role).toBe('admin');
    expect(admin?.username).toBe('boss');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash, 'a-long-password')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'another-password')).toBe(false);
  });

  it('picks a free username when the e-mail name is taken', async () => {
    await bootstrapAdmin(database.db, 'boss@other.example', 'a-long-password');
    const rows = await database.db.select({ username: users.username }).from(users);
    expect(rows.map((r) => r.username).sort()).toEqual(['boss', 'boss2']);
  });
});
