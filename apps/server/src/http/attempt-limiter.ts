import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import type { authAttempts } from './attempt-limits.schema';
import {
  countAttemptsSince,
  deleteAttempts,
  deleteAttemptsBefore,
  deleteAttemptsOfKey,
  lockAttemptKeys,
  recordAttempts,
} from './attempt-limits.repository';

export type AttemptBucket = (typeof authAttempts.$inferInsert)['bucket'];

export const MAX_ATTEMPTS = 5;
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/**
 * Failed sign-ins one client address may make in the window, across accounts. High on purpose: an
 * office or a mobile carrier puts hundreds of people behind one address, and five typos by one of
 * them must not lock the others out (docs/decisions/011-attempt-limits.md).
 */
export const MAX_SIGNIN_FAILURES_PER_ADDRESS = 100;

type Budget = {
  /** Attempts per account key in the window. */
  max: number;
  /** Attempts per address key in the window; `max` when left out. */
  maxPerAddress?: number;
  windowMs: number;
  detail: (retryAfterSeconds: number) => string;
};

const tooMany = () => 'Too many attempts. Please wait before trying again.';

/**
 * Sign-in, 2FA and reset guard against guessing: five tries in fifteen minutes per account. Account
 * refreshes guard Steam and CSGORoll against being hammered through our servers (and the account
 * against a platform ban): ten in ten minutes per trading account, generous for a person clicking
 * refresh. Wrong discount codes guard the codes against guessing: ten per user in fifteen minutes
 * (the SPA's five-second pause on Apply is only a courtesy). Sign-ups: ten per address an hour by
 * default, so per-user limits (discount uses, the free trial) cannot be sidestepped with a stream of
 * new users.
 */
const budgets: Record<AttemptBucket, Budget> = {
  signin: {
    max: MAX_ATTEMPTS,
    maxPerAddress: MAX_SIGNIN_FAILURES_PER_ADDRESS,
    windowMs: ATTEMPT_WINDOW_MS,
    detail: tooMany,
  },
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
  signup: {
    max: 10,
    windowMs: 60 * 60_000,
    detail: (seconds) =>
      `Too many accounts were created from your network. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  },
};

export type AttemptKeys = { account?: string; address?: string };

function keysOf(keys: AttemptKeys): string[] {
  return [
    ...(keys.address ? [`address:${keys.address}`] : []),
    ...(keys.account ? [`account:${keys.account}`] : []),
  ];
}

/** One attempt counted against the budget; `forgive` takes it back when it turned out not to count. */
export type Attempt = { forgive(): Promise<void> };

/**
 * Counts attempts per account and per client address in PostgreSQL, so every API process shares the
 * same counts. `take` counts and records in one transaction under an advisory lock per key, so
 * parallel attempts queue for the count: an attempt in flight already spends from the budget, and
 * no more than the budget is ever checked. Callers `forgive` the ones that do not count (a right
 * password: only failures count).
 */
export function attemptLimiter(
  db: Db,
  clock: () => Date,
  /** Budgets set by configuration (`SIGNUPS_PER_ADDRESS_PER_HOUR`), replacing `max`. */
  configured: Partial<Record<AttemptBucket, number>> = {},
) {
  return {
    async take(bucket: AttemptBucket, keys: AttemptKeys): Promise<Attempt> {
      const budget = { ...budgets[bucket], max: configured[bucket] ?? budgets[bucket].max };
      const now = clock();
      const since = new Date(now.getTime() - budget.windowMs);
      const keyList = keysOf(keys).sort();
      const ids = await db.transaction(async (tx) => {
        // Sorted, so two requests with the same keys never wait on each other in opposite order.
        await lockAttemptKeys(tx, bucket, keyList);
        const rows = await countAttemptsSince(tx, bucket, keyList, since);
        const limitOf = (key: string) =>
          key.startsWith('address:') ? (budget.maxPerAddress ?? budget.max) : budget.max;
        const blocking = rows.filter((row) => row.count >= limitOf(row.key));
        if (blocking.length > 0) {
          const freeAt = Math.max(...blocking.map((row) => new Date(row.oldest).getTime() + budget.windowMs));
          const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
          throw new AppError('rate_limited', budget.detail(retryAfterSeconds), { retryAfterSeconds });
        }
        const inserted = await recordAttempts(tx, bucket, keyList, now);
        // Old rows are useless; trimming them here keeps the table small without a job.
        await deleteAttemptsBefore(tx, bucket, since);
        return inserted;
      });
      return {
        async forgive() {
          if (ids.length > 0) await deleteAttempts(db, ids);
        },
      };
    },

    /** A success forgives the account's earlier failures; the address keeps its count. */
    async clearAccount(bucket: AttemptBucket, account: string): Promise<void> {
      await deleteAttemptsOfKey(db, bucket, `account:${account}`);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
