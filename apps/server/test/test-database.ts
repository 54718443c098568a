import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { withDatabase } from './global-setup';

/** A fresh, migrated database of its own for one test file (cloned from the run's template). */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('templateDatabase');
  const name = `${template.replace('skinpilot_template_', 'skinpilot_t_')}_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase(adminUrl, 1);
  try {
    await admin.pool.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.close();
  }
  const url = withDatabase(adminUrl, name);
  return { ...openDatabase(url, 5), url };
}
