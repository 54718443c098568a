import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { users } from '../users/users.schema';
import { twoFactor, twoFactorSetups } from '../users/security.schema';
import { rotateSealedValues } from './rotate-sealed-values';
import { sealedColumns } from '../../sealed-columns';
import { createVault, keyIdOf } from './vault';

const oldKey = Buffer.alloc(32, 5);
const newKey = Buffer.alloc(32, 6);
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function userWithSecret(n: number, vault: ReturnType<typeof createVault>) {
  const [user] = await database.db
    .insert(users)
    .values({ username: `rotator${n}`, email: `rotator${n}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  await database.db
    .insert(twoFactor)
    .values({ userId: user!.id, secretEncrypted: vault.seal(`SECRET${n}`, 'totp-secret') });
  return user!.id;
}

describe('vault rotation over every sealed column', () => {
  it('re-seals every value under the new key and leaves them readable', async () => {
    const old = createVault(oldKey);
    const ids = await Promise.all([1, 2, 3].map((n) => userWithSecret(n, old)));
    await database.db.insert(twoFactorSetups).values({
      userId: ids[0]!,
      secretEncrypted: old.seal('PENDING', 'totp-secret'),
      backupCodeHashes: [],
    });

    const rotated = createVault(newKey, [oldKey]);
    const report = await rotateSealedValues(database.db, rotated, sealedColumns);
    expect(report).toEqual([
      { column: 'two_factor.secret_encrypted', resealed: 3 },
      { column: 'two_factor_setups.secret_encrypted', resealed: 1 },
      { column: 'account_secrets.sealed', resealed: 0 },
      { column: 'proxies.url_sealed', resealed: 0 },
      { column: 'http_rotating_proxy.url_sealed', resealed: 0 },
    ]);

    const rows = await database.db.select().from(twoFactor);
    expect(rows.every((r) => r.secretEncrypted.startsWith(`v2.${keyIdOf(newKey)}.`))).toBe(true);
    const onlyNewKey = createVault(newKey);
    const [first] = await database.db.select().from(twoFactor).where(eq(twoFactor.userId, ids[1]!));
    expect(onlyNewKey.open(first!.secretEncrypted, 'totp-secret')).toBe('SECRET2');

    // A second run finds nothing left to do.
    const again = await rotateSealedValues(database.db, rotated, sealedColumns);
    expect(again.map((r) => r.resealed)).toEqual([0, 0, 0, 0, 0]);
  });

  it('stops and names the column when a value cannot be opened', async () => {
    const stranger = createVault(Buffer.alloc(32, 9));
    await userWithSecret(4, stranger);
    await expect(
      rotateSealedValues(database.db, createVault(newKey, [oldKey]), sealedColumns),
    ).rejects.toThrow(/^two_factor\.secret_encrypted \([0-9a-f-]+\): No key with id/);
  });
});
