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
/**
 * Failed sign-ins one account may take in the window from all addresses together. Ten times the
 * budget of one address on it: someone guessing from one address is held back after five, while
 * strangers cannot lock the owner out with five (docs/decisions/025).
 */
export const MAX_SIGNIN_FAILURES_PER_ACCOUNT = 50;

type Budget = {
  /** Attempts per account key in the window. */
  max: number;
  /** Attempts per address key in the window; `max` when left out. */
  maxPerAddress?: number;
  /** Attempts per account-and-address key in the window; `max` when left out. */
  maxPerPair?: number;
  /**
   * The budgets of these kinds are ceilings, not locks: past one, each further attempt waits a
   * delay that doubles with every attempt over it (1 s, 2 s, 4 s... at most the window), and the
   * caller may waive them (a captcha checked every attempt, an address the account signed in from).
   * An account-and-address budget stays a lock: it only holds back whoever made the failures.
   */
  softKinds?: AttemptKeyKind[];
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
    max: MAX_SIGNIN_FAILURES_PER_ACCOUNT,
    maxPerAddress: MAX_SIGNIN_FAILURES_PER_ADDRESS,
    maxPerPair: MAX_ATTEMPTS,
    softKinds: ['account', 'address'],
    windowMs: ATTEMPT_WINDOW_MS,
    detail: tooMany,
  },
  two_factor: { max: MAX_ATTEMPTS, windowMs: ATTEMPT_WINDOW_MS, detail: tooMany },
  // Mails to one inbox: five per address, twenty from everywhere (then a growing delay), so no one
  // floods an inbox and no stranger keeps the owner's reset mail from coming.
  reset_request: {
    max: 20,
    maxPerAddress: MAX_ATTEMPTS,
    maxPerPair: MAX_ATTEMPTS,
    softKinds: ['account'],
    windowMs: ATTEMPT_WINDOW_MS,
    detail: tooMany,
  },
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

/** `pair` counts one account from one address (`account` and `address` together). */
export type AttemptKeys = { account?: string; address?: string; pair?: { account: string; address: string } };
export type AttemptKeyKind = 'account' | 'address' | 'pair';

export const pairKey = (account: string, address: string) => `pair:${account}|${address}`;

function keysOf(keys: AttemptKeys): string[] {
  return [
    ...(keys.address ? [`address:${keys.address}`] : []),
    ...(keys.account ? [`account:${keys.account}`] : []),
    ...(keys.pair ? [pairKey(keys.pair.account, keys.pair.address)] : []),
  ];
}

const kindOf = (key: string) => key.slice(0, key.indexOf(':')) as AttemptKeyKind;

function limitOf(budget: Budget, kind: AttemptKeyKind): number {
  if (kind === 'address') return budget.maxPerAddress ?? budget.max;
  if (kind === 'pair') return budget.maxPerPair ?? budget.max;
  return budget.max;
}

/**
 * One attempt counted against the budget; `forgive` takes it back when it turned out not to count.
 * `reachedLimit` names the budgets this attempt used up (so a failure can be told as a lock).
 */
export type Attempt = { forgive(): Promise<void>; reachedLimit: AttemptKeyKind[] };

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
    async take(
      bucket: AttemptBucket,
      keys: AttemptKeys,
      /** Lets the attempt past soft ceilings: a human check was passed, or the address is known. */
      options: { waiveCeilings?: boolean } = {},
    ): Promise<Attempt> {
      const budget = { ...budgets[bucket], max: configured[bucket] ?? budgets[bucket].max };
      const now = clock();
      const since = new Date(now.getTime() - budget.windowMs);
      const keyList = keysOf(keys).sort();
      const ids = await db.transaction(async (tx) => {
        // Sorted, so two requests with the same keys never wait on each other in opposite order.
        await lockAttemptKeys(tx, bucket, keyList);
        const rows = await countAttemptsSince(tx, bucket, keyList, since);
        const freeAts = rows.flatMap((row) => {
          const kind = kindOf(row.key);
          const limit = limitOf(budget, kind);
          if (row.count < limit) return [];
          if (!budget.softKinds?.includes(kind)) return [new Date(row.oldest).getTime() + budget.windowMs];
          if (options.waiveCeilings) return [];
          const delayMs = Math.min(2 ** Math.min(row.count - limit, 20) * 1000, budget.windowMs);
          const freeAt = new Date(row.newest).getTime() + delayMs;
          return freeAt > now.getTime() ? [freeAt] : [];
        });
        if (freeAts.length > 0) {
          const retryAfterSeconds = Math.max(1, Math.ceil((Math.max(...freeAts) - now.getTime()) / 1000));
          throw new AppError('rate_limited', budget.detail(retryAfterSeconds), { retryAfterSeconds });
        }
        const inserted = await recordAttempts(tx, bucket, keyList, now);
        // Old rows are useless; trimming them here keeps the table small without a job.
        await deleteAttemptsBefore(tx, bucket, since);
        const countOf = (key: string) => rows.find((row) => row.key === key)?.count ?? 0;
        const reached = keyList
          .filter((key) => countOf(key) + 1 === limitOf(budget, kindOf(key)))
          .map(kindOf);
        return { inserted, reached };
      });
      return {
        reachedLimit: ids.reached,
        async forgive() {
          if (ids.inserted.length > 0) await deleteAttempts(db, ids.inserted);
        },
      };
    },

    /** A success forgives the account's earlier failures; the address keeps its count. */
    async clearAccount(bucket: AttemptBucket, account: string): Promise<void> {
      await deleteAttemptsOfKey(db, bucket, `account:${account}`);
    },

    /** A success forgives this address's earlier failures on the account. */
    async clearPair(bucket: AttemptBucket, account: string, address: string): Promise<void> {
      await deleteAttemptsOfKey(db, bucket, pairKey(account, address));
    },
  };
}

export type AttemptLimiter = ReturnType<typeof attemptLimiter>;
