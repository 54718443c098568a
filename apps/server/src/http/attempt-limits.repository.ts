import { and, eq, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { authAttempts } from './attempt-limits.schema';

type Bucket = (typeof authAttempts.$inferInsert)['bucket'];

/** One advisory lock per key for the rest of the transaction; the caller passes the keys sorted. */
export async function lockAttemptKeys(tx: DbOrTx, bucket: Bucket, keys: string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}|${key}`}, 0))`);
  }
}

/** Attempts per key since `since`, with the oldest one's time (when the key's budget frees up). */
export function countAttemptsSince(tx: DbOrTx, bucket: Bucket, keys: string[], since: Date) {
  return tx
    .select({
      key: authAttempts.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${authAttempts.attemptedAt})`,
      newest: sql<string>`max(${authAttempts.attemptedAt})`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, bucket),
        inArray(authAttempts.key, keys),
        gt(authAttempts.attemptedAt, since),
      ),
    )
    .groupBy(authAttempts.key);
}

export async function recordAttempts(
  tx: DbOrTx,
  bucket: Bucket,
  keys: string[],
  at: Date,
): Promise<string[]> {
  const inserted = await tx
    .insert(authAttempts)
    .values(keys.map((key) => ({ bucket, key, attemptedAt: at })))
    .returning({ id: authAttempts.id });
  return inserted.map((row) => row.id);
}

export async function deleteAttemptsBefore(tx: DbOrTx, bucket: Bucket, before: Date): Promise<void> {
  await tx
    .delete(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket), lt(authAttempts.attemptedAt, before)));
}

export async function deleteAttempts(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

export async function deleteAttemptsOfKey(db: DbOrTx, bucket: Bucket, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.bucket, bucket), eq(authAttempts.key, key)));
}

/** Every failure counted against the account, from any address: what an admin's unlock clears. */
export async function deleteAttemptsOfAccount(db: DbOrTx, bucket: Bucket, account: string): Promise<number> {
  const deleted = await db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.bucket, bucket),
        or(
          eq(authAttempts.key, `account:${account}`),
          like(authAttempts.key, `pair:${escapeLike(account)}|%`),
        ),
      ),
    )
    .returning({ id: authAttempts.id });
  return deleted.length;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
