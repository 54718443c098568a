import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { SnipingRefusal } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { tradingAccounts } from './trading-accounts.schema';

/** The user's columns the sniping right reads, as the calling statement names them. */
export type SnipingColumns = { role: SQLWrapper; licenseExpiry: SQLWrapper; credits: SQLWrapper };

/**
 * `snipingRefusal` (packages/domain) as a SQL expression: the refusal's text, or null when the user
 * may snipe. For a statement that must decide for many users at once under its lock, like the
 * worker's reconcile round. `now` is a timestamp or a SQL expression such as `now()`;
 * sniping-right.test.ts proves both forms agree with the domain rule.
 */
export function snipingRefusalSql(user: SnipingColumns, now: SQLWrapper | Date) {
  const refusals: Record<'licence' | 'credits', SnipingRefusal> = {
    licence: 'License required',
    credits: 'Credits required',
  };
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql<SnipingRefusal | null>`(case
    when ${user.role} = 'admin' then null
    when ${user.licenseExpiry} is null or ${user.licenseExpiry} <= ${at} then ${refusals.licence}
    when ${user.credits} < 1 then ${refusals.credits}
    else null end)`;
}

/** Turns sniping off on every account of the user that has it on; answers whether any had. */
export async function turnSnipingOffEverywhere(db: DbOrTx, userId: string): Promise<boolean> {
  const switched = await db
    .update(tradingAccounts)
    .set({ snipingEnabled: false })
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.snipingEnabled, true)))
    .returning({ id: tradingAccounts.id });
  return switched.length > 0;
}

/**
 * An admin stopped the account's bot: sniping goes off, so the next reconcile does not start it
 * again and the user's switch shows what happened; turning it back on is the user's choice.
 */
export async function turnSnipingOff(tx: DbOrTx, userId: string, steamId: string): Promise<void> {
  await tx
    .update(tradingAccounts)
    .set({ snipingEnabled: false })
    .where(and(eq(tradingAccounts.userId, userId), eq(tradingAccounts.steamId, steamId)));
}
