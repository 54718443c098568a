import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { steamCalls } from './steam-tools.schema';

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
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`steam-calls|${accountId}`}, 0))`,
        );
        const [backoff] = await tx
          .select({ until: max(steamCalls.backoffUntil) })
          .from(steamCalls)
          .where(and(eq(steamCalls.accountId, accountId), eq(steamCalls.kind, 'backoff')));
        if (backoff?.until && backoff.until > now) {
          const seconds = Math.max(1, Math.ceil((backoff.until.getTime() - now.getTime()) / 1000));
          throw new AppError(
            'rate_limited',
            `Steam is rate limiting this account. Try again in ${waitText(seconds)}.`,
            { retryAfterSeconds: seconds },
          );
        }
        const [spent] = await tx
          .select({ calls: count(), oldest: sql<string | null>`min(${steamCalls.calledAt})` })
          .from(steamCalls)
          .where(
            and(
              eq(steamCalls.accountId, accountId),
              eq(steamCalls.kind, 'call'),
              gt(steamCalls.calledAt, since),
            ),
          );
        if ((spent?.calls ?? 0) >= STEAM_CALLS_PER_WINDOW && spent?.oldest) {
          const freeAt = new Date(spent.oldest).getTime() + STEAM_CALL_WINDOW_MS;
          const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
          throw new AppError(
            'rate_limited',
            `Too many Steam requests for this account. Try again in ${waitText(seconds)}.`,
            { retryAfterSeconds: seconds },
          );
        }
        await tx.insert(steamCalls).values({ accountId, kind: 'call', calledAt: now });
        // Old rows are useless; trimming them here keeps the table small without a job.
        await tx
          .delete(steamCalls)
          .where(
            and(
              eq(steamCalls.accountId, accountId),
              lt(steamCalls.calledAt, since),
              sql`(${steamCalls.backoffUntil} is null or ${steamCalls.backoffUntil} < ${now})`,
            ),
          );
      });
    },

    /** Steam said "slow down": no call for this account goes out before `retryAfterMs` has passed. */
    async backOff(accountId: string, retryAfterMs: number): Promise<void> {
      const now = clock();
      await db.insert(steamCalls).values({
        accountId,
        kind: 'backoff',
        calledAt: now,
        backoffUntil: new Date(now.getTime() + retryAfterMs),
      });
    },
  };
}

export type SteamCallBudget = ReturnType<typeof steamCallBudget>;
