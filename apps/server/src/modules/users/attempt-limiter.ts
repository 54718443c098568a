import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { authAttempts } from './security.schema';

export type AttemptBucket = (typeof authAttempts.$inferInsert)['bucket'];

export const MAX_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

type Budget = { max: number; windowMs: number; detail: (retryAfterSeconds: number) => string };

const tooMany = () => 'Too many attempts. Please wait before trying again.';

/**
 * Sign-in, 2FA and reset guard against guessing: five tries in fifteen minutes. Account refreshes
 * guard Steam and CSGORoll against being hammered through our servers (and the account against a
 * platform ban): ten in ten minutes per trading account, generous for a person clicking refresh.
 * Wrong discount codes guard the codes against guessing: ten per user in fifteen minutes (the SPA's
 * five-second pause on Apply is only a courtesy).
 */
const budgets: Record<AttemptBucket, Budget> = {
  signin: { max: MAX_ATTEMPTS, windowMs: ATTEMPT_WINDOW_MS, detail: tooMany },
  two_factor: { max: MAX_ATTEMPTS, windowMs: ATTEMPT_WINDOW_MS, detail: tooMany },
  reset_request: { max: MAX_ATTEMPTS, windowMs: ATTEMPT_WINDOW_MS, detail: tooMany },
  reset_confirm: { max: MAX_ATTEMPTS, windowMs: ATTEMPT_WINDOW_MS, detail: tooMany },
  discount_apply: {
    max: 10,
    windowMs: ATTEMPT_WINDOW_MS,
    detail: (seconds) =>
      `Too many discount codes tried. Please wait ${Math.ceil(seconds / 60)} minutes before trying again.`,
  },
  account_refresh: {
    max: 10,
    windowMs: 10 * 60_000,
    detail: (seconds) =>
      `This account was refreshed many times in a short while. Try again in ${
        seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
      }.`,
  },
};

export type AttemptKeys = { account?: string; address?: string };

function keysOf(keys: AttemptKeys): string[] {
  return [
    ...(keys.address ? [`address:${keys.address}`] : []),
    ...(keys.account ? [`account:${keys.account}`] : []),
  ];
}

/**
 * Counts attempts per account and per client address in PostgreSQL, so every API process sees the
 * same counts. A full budget (see `budgets`) on either key blocks the next attempt until the oldest of
 * them leaves the window.
 */
export function attemptLimiter(db: Db, clock: () => Date) {
  return {
    async assertAllowed(bucket: AttemptBucket, keys: AttemptKeys): Promise<void> {
      const budget = budgets[bucket];
      const now = clock();
      const since = new Date(now.getTime() - budget.windowMs);
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
      const blocking = rows.filter((row) => row.count >= budget.max);
      if (blocking.length === 0) return;
      const freeAt = Math.max(...blocking.map((row) => new Date(row.oldest).getTime() + budget.windowMs));
      const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new AppError('rate_limited', budget.detail(retryAfterSeconds), { retryAfterSeconds });
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
            lt(authAttempts.attemptedAt, new Date(attemptedAt.getTime() - budgets[bucket].windowMs)),
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
