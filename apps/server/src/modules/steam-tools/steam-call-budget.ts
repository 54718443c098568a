import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import {
  backoffUntil,
  callsSince,
  deleteSpentCalls,
  insertBackoff,
  insertCall,
  lockAccountCalls,
} from './steam-calls.repository';

/**
 * Steam calls per account: sixty in ten minutes. Generous for a person (the offer cache keeps
 * reads to one per 30 s), tight enough that a stuck script cannot get the account or its proxy
 * banned. Like the refresh budget (decision 004) it is counted in PostgreSQL so every API process
 * spends from the same budget.
 */
export const STEAM_CALLS_PER_WINDOW = 60;
export const STEAM_CALL_WINDOW_MS = 10 * 60_000;

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

export function steamCallBudget(db: Db, clock: () => Date) {
  return {
    /**
     * Counts one call for the account, or throws a 429 naming the wait when Steam asked us to back
     * off or the budget is spent. Counted under an advisory lock per account, so parallel requests
     * queue for the count and never overspend.
     */
    async spend(accountId: string): Promise<void> {
      const now = clock();
      const since = new Date(now.getTime() - STEAM_CALL_WINDOW_MS);
      await db.transaction(async (tx) => {
        await lockAccountCalls(tx, accountId);
        const until = await backoffUntil(tx, accountId);
        if (until && until > now) {
          const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
          throw new AppError(
            'rate_limited',
            `Steam is rate limiting this account. Try again in ${waitText(seconds)}.`,
            { retryAfterSeconds: seconds },
          );
        }
        const spent = await callsSince(tx, accountId, since);
        if (spent.calls >= STEAM_CALLS_PER_WINDOW && spent.oldest) {
          const freeAt = new Date(spent.oldest).getTime() + STEAM_CALL_WINDOW_MS;
          const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
          throw new AppError(
            'rate_limited',
            `Too many Steam requests for this account. Try again in ${waitText(seconds)}.`,
            { retryAfterSeconds: seconds },
          );
        }
        await insertCall(tx, accountId, now);
        // Old rows are useless; trimming them here keeps the table small without a job.
        await deleteSpentCalls(tx, accountId, since, now);
      });
    },

    /** Steam said "slow down": no call for this account goes out before `retryAfterMs` has passed. */
    async backOff(accountId: string, retryAfterMs: number): Promise<void> {
      const now = clock();
      await insertBackoff(db, accountId, now, new Date(now.getTime() + retryAfterMs));
    },
  };
}

export type SteamCallBudget = ReturnType<typeof steamCallBudget>;
