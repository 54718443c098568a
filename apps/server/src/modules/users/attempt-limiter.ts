import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { authAttempts } from './security.schema';

export type AttemptBucket = (typeof authAttempts.$inferInsert)['bucket'];

export const MAX_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

export type AttemptKeys = { account?: string; address: string };

function keysOf(keys: AttemptKeys): string[] {
  return [`address:${keys.address}`, ...(keys.account ? [`account:${keys.account}`] : [])];
}

/**
 * Counts attempts per account and per client address in PostgreSQL, so every API process sees the
 * same counts. Five within fifteen minutes on either key blocks the next attempt until the oldest of
 * them leaves the window.
 */
export function attemptLimiter(db: Db, clock: () => Date) {
  return {
    async assertAllowed(bucket: AttemptBucket, keys: AttemptKeys): Promise<void> {
      const now = clock();
      const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
      const rows = await db
        .select({
          key: authAttempts.key,
          count: sql<number>`count(*)::int`,
          oldest: sql<string>`min(${authAttempts.attemptedAt})`,
        })
        .from(authAttempts)
        .where(
          and(
            eq(authAttempts.bucket, bucket),
            inArray(authAttempts.key, keysOf(keys)),
            gt(authAttempts.attemptedAt, since),
          ),
        )
        .groupBy(authAttempts.key);
      const blocking = rows.filter((row) => row.count >= MAX_ATTEMPTS);
      if (blocking.length === 0) return;
      const freeAt = Math.max(...blocking.map((row) => new Date(row.oldest).getTime() + ATTEMPT_WINDOW_MS));
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new AppError('rate_limited', 'Too many attempts. Please wait before trying again.', {
        retryAfterSeconds,
      });
    },

    async record(bucket: AttemptBucket, keys: AttemptKeys): Promise<void> {
      const attemptedAt = clock();
      await db.insert(authAttempts).values(keysOf(keys).map((key) => ({ bucket, key, attemptedAt })));
      // Old rows are useless; trimming them here keeps the table small without a job.
      await db
        .delete(authAttempts)
        .where(
          and(
            eq(authAttempts.bucket, bucket),
            lt(authAttempts.attemptedAt, new Date(attemptedAt.getTime() - ATTEMPT_WINDOW_MS)),
          ),
        );
    },

    /** A success forgives the account's earlier failures; the address keeps its count. */
    async clearAccount(bucket: AttemptBucket, account: string): Promise<void> {
      await db
        .delete(authAttempts)
        .where(and(eq(authAttempts.bucket, bucket), eq(authAttempts.key, `account:${account}`)));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
