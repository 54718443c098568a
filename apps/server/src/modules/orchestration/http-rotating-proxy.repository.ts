import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { httpRotatingProxy, type HttpRotatingProxyRow } from './proxies.schema';

/** The HTTP rotating proxy is one row (a check constraint keeps it so). */
const SINGLE_ROW = 1;

export async function findHttpRotatingProxy(db: DbOrTx): Promise<HttpRotatingProxyRow | undefined> {
  const [row] = await db.select().from(httpRotatingProxy).where(eq(httpRotatingProxy.id, SINGLE_ROW));
  return row;
}

/** Saves queue here, so the state an audit entry records as "before" is the one that was changed. */
export async function lockHttpRotatingProxy(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
}

export async function upsertHttpRotatingProxy(
  tx: DbOrTx,
  values: Omit<typeof httpRotatingProxy.$inferInsert, 'id'>,
): Promise<HttpRotatingProxyRow> {
  const [row] = await tx
    .insert(httpRotatingProxy)
    .values({ id: SINGLE_ROW, ...values })
    .onConflictDoUpdate({ target: httpRotatingProxy.id, set: values })
    .returning();
  return row!;
}

export async function recordHttpRotatingProxyCheck(
  db: DbOrTx,
  check: { ok: boolean; ip: string | null; error: string | null; at: Date; previousExitIp: string | null },
): Promise<void> {
  await db
    .update(httpRotatingProxy)
    .set({
      status: check.ok ? 'online' : 'error',
      exitIp: check.ok ? check.ip : check.previousExitIp,
      lastError: check.error,
      lastCheckedAt: check.at,
      // Consecutive failures: a proxy that answers again is healthy again.
      errorCount: check.ok ? 0 : sql`${httpRotatingProxy.errorCount} + 1`,
    })
    .where(eq(httpRotatingProxy.id, SINGLE_ROW));
}
