import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { botSessions, type BotSessionRow } from './bots.schema';

export type SessionFilter = {
  state: 'active' | 'terminated' | 'all';
  provider?: string;
  /** Steam ids starting with these digits (a whole id matches itself). */
  steamIdPrefix?: string;
  /** Only the sessions of these users (the owners an e-mail filter matched). */
  userIds?: string[];
};

const ACTIVE_STATES = ['provisioning', 'running', 'stopping'] as const;

function whereOf(filter: SessionFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state === 'active') conditions.push(inArray(botSessions.state, [...ACTIVE_STATES]));
  if (filter.state === 'terminated') conditions.push(eq(botSessions.state, 'terminated'));
  if (filter.provider) conditions.push(eq(botSessions.provider, filter.provider));
  if (filter.steamIdPrefix) conditions.push(steamIdStartsWith(filter.steamIdPrefix));
  // One array parameter, however many users matched (a list of parameters has a limit).
  if (filter.userIds) conditions.push(sql`${botSessions.userId} = any(${sql.param(filter.userIds)}::uuid[])`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * A prefix as a range (`>= '76561198' and < '76561199'`), which the plain btree index on steam_id
 * answers; `like '76561198%'` would need a pattern-ops index under the database's collation. Ids
 * are digits only, so digit strings order the same under any collation. A prefix of only 9s has no
 * upper end.
 */
function steamIdStartsWith(prefix: string): SQL {
  const from = sql`${botSessions.steamId} >= ${prefix}`;
  if (/^9+$/.test(prefix)) return from;
  const upTo = (BigInt(prefix) + 1n).toString().padStart(prefix.length, '0');
  return and(from, sql`${botSessions.steamId} < ${upTo}`)!;
}

/**
 * The sessions' indexes keep started_at `desc nulls last` (drizzle's `.desc()`); a plain `desc` means
 * nulls first in PostgreSQL and would not match them, so the newest session would need a sort.
 */
const newestFirst = sql`${botSessions.startedAt} desc nulls last`;

export async function listSessions(
  db: DbOrTx,
  filter: SessionFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: BotSessionRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(botSessions)
      .where(where)
      .orderBy(newestFirst, desc(botSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(botSessions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Counts over every session, for the state counters and provider chips above the table. */
export async function sessionCounts(db: DbOrTx) {
  const [byState, byProvider] = await Promise.all([
    db.select({ key: botSessions.state, n: count() }).from(botSessions).groupBy(botSessions.state),
    db
      .select({ key: botSessions.provider, n: count() })
      .from(botSessions)
      .where(inArray(botSessions.state, [...ACTIVE_STATES]))
      .groupBy(botSessions.provider),
  ]);
  const toRecord = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
  return { byState: toRecord(byState), byProvider: toRecord(byProvider) };
}

export async function findSession(db: DbOrTx, sessionId: string): Promise<BotSessionRow | undefined> {
  const [row] = await db.select().from(botSessions).where(eq(botSessions.id, sessionId));
  return row;
}

/** Locks the instance's session row so two stop requests cannot both pass the state check. */
export async function lockSessionByInstance(
  tx: DbOrTx,
  instanceId: string,
): Promise<BotSessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(botSessions)
    .where(eq(botSessions.instanceId, instanceId))
    .for('update');
  return row;
}

export async function markStopRequested(
  tx: DbOrTx,
  sessionId: string,
  at: Date,
  requestId: string | null,
): Promise<BotSessionRow> {
  const [row] = await tx
    .update(botSessions)
    .set({
      state: 'stopping',
      stopRequestedAt: at,
      requestId,
      stopReason: sql`coalesce(${botSessions.stopReason}, 'Stopped by an administrator.')`,
      stoppedBy: sql`coalesce(${botSessions.stoppedBy}, 'admin')`,
    })
    .where(and(eq(botSessions.id, sessionId), ne(botSessions.state, 'terminated')))
    .returning();
  if (!row) throw new Error(`session ${sessionId} vanished while locked`);
  return row;
}

/** The newest session of one of the user's accounts: the sniping status of that account. */
export async function latestSessionOf(
  db: DbOrTx,
  userId: string,
  steamId: string,
): Promise<BotSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(botSessions)
    .where(and(eq(botSessions.userId, userId), eq(botSessions.steamId, steamId)))
    .orderBy(newestFirst)
    .limit(1);
  return row;
}
