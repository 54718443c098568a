import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { accountSettings } from './trading-accounts.schema';

export async function readSettingsRow(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.accountId, accountId));
  return row;
}

export async function writeSettings(
  tx: DbOrTx,
  accountId: string,
  values: { csgoroll?: Record<string, unknown>; steam?: Record<string, unknown> },
  at: Date,
) {
  await tx
    .insert(accountSettings)
    .values({ accountId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: accountSettings.accountId, set: { ...values, updatedAt: at } });
}
