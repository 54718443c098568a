import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { systemConfig } from './settings.schema';

/** Every stored setting as it sits in the table; the settings service reads them with their schemas. */
export async function listStoredSettings(db: DbOrTx): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: systemConfig.key, value: systemConfig.value }).from(systemConfig);
}

/** Which of the given keys an admin has stored (the others still answer their defaults). */
export async function findStoredKeys(db: DbOrTx, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: systemConfig.key })
    .from(systemConfig)
    .where(inArray(systemConfig.key, keys));
  return rows.map((row) => row.key);
}

export async function upsertSetting(tx: DbOrTx, key: string, value: unknown): Promise<void> {
  await tx
    .insert(systemConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Claims a one-time marker (a start-up step that must run once across processes). True for the one
 * caller whose transaction wrote it; the marker stays, so the step never runs again.
 */
export async function claimOnceMarker(tx: DbOrTx, key: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .insert(systemConfig)
    .values({ key, value: at.toISOString() })
    .onConflictDoNothing()
    .returning({ key: systemConfig.key });
  return claimed.length > 0;
}
