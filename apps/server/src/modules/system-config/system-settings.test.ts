import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedDefaultCatalogue } from '../billing/seed-catalogue';
import { getSystemSettings, updateSystemSettings } from './system-settings';

const ctx = await createTestApp();
const db = ctx.database.db;

describe('system settings', () => {
  it('answers the defaults until a value is stored, then the stored value at once', async () => {
    const before = await getSystemSettings(db);
    expect(before.global_credit_multiplier).toBe(1);
    expect(before.max_premium_licenses).toBe(11);
    expect(before.max_deposit_licenses).toBe(20);
    await db.transaction((tx) => updateSystemSettings(tx, { max_premium_licenses: 3 }));
    expect((await getSystemSettings(db)).max_premium_licenses).toBe(3);
  });

  it('refuses an invalid value with a 422 naming the setting and stores nothing', async () => {
    await expect(
      db.transaction((tx) =>
        updateSystemSettings(tx, { global_credit_multiplier: 9, max_deposit_licenses: 5 }),
      ),
    ).rejects.toMatchObject({
      code: 'validation',
      extra: { errors: [{ field: 'global_credit_multiplier' }] },
    });
    expect((await getSystemSettings(db)).max_deposit_licenses).toBe(20);
  });

  it('seeds the default catalogue once', async () => {
    expect(await seedDefaultCatalogue(db)).toBe('seeded');
    expect(await seedDefaultCatalogue(db)).toBe('already seeded');
  });
});
