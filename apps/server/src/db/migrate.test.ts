import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { openDatabase } from './database';
import { migrationCount, runMigrations } from './migrate';

const adminUrl = inject('pgAdminUrl');
const name = `skinpilot_migrate_${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  const admin = openDatabase(adminUrl, 1);
  await admin.pool.query(`drop database if exists "${name}"`).finally(() => admin.close());
});

describe('migrations', () => {
  it('run on an empty database through a pool of one connection, and again as a no-op', async () => {
    const admin = openDatabase(adminUrl, 1);
    await admin.pool.query(`create database "${name}"`).finally(() => admin.close());
    const database = openDatabase(withDatabase(adminUrl, name), 1);
    try {
      await runMigrations(database);
      await runMigrations(database);
      const applied = await database.pool.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(migrationCount());
    } finally {
      await database.close();
    }
  }, 60_000);
});
