import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { proxies, proxyAssignments, type ProxyRow } from './proxies.schema';

export type ProxyConnection = {
  proxyId: string;
  rollId: string | null;
  connected: boolean;
  reconnectAttempts: number;
  userId: string | null;
  steamId: string | null;
};

export function allProxies(db: DbOrTx): Promise<ProxyRow[]> {
  return db.select().from(proxies).orderBy(asc(proxies.createdAt), asc(proxies.id));
}

/** Every connection of the given proxies with its owner, in one query (no N+1). */
export function connectionsOf(db: DbOrTx, proxyIds: string[]): Promise<ProxyConnection[]> {
  if (proxyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      proxyId: proxyAssignments.proxyId,
      rollId: proxyAssignments.rollId,
      connected: proxyAssignments.connected,
      reconnectAttempts: proxyAssignments.reconnectAttempts,
      userId: proxyAssignments.userId,
      steamId: proxyAssignments.steamId,
    })
    .from(proxyAssignments)
    .where(inArray(proxyAssignments.proxyId, proxyIds))
    .orderBy(asc(proxyAssignments.assignedAt));
}

export async function findProxy(db: DbOrTx, id: string): Promise<ProxyRow | undefined> {
  const [row] = await db.select().from(proxies).where(eq(proxies.id, id));
  return row;
}

export async function insertProxy(
  tx: DbOrTx,
  values: { label: string; urlSealed: string; urlDisplay: string; maxConnections: number },
): Promise<ProxyRow> {
  const [row] = await tx.insert(proxies).values(values).returning();
  return row!;
}

/** Locks every proxy row: a removal and the move of its connections must see a stable set. */
export function lockAllProxies(tx: DbOrTx): Promise<ProxyRow[]> {
  return tx.select().from(proxies).orderBy(asc(proxies.createdAt), asc(proxies.id)).for('update');
}

export async function connectionCounts(tx: DbOrTx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ proxyId: proxyAssignments.proxyId, n: count() })
    .from(proxyAssignments)
    .groupBy(proxyAssignments.proxyId);
  return new Map(rows.map((r) => [r.proxyId, r.n]));
}

export function assignmentIdsOf(tx: DbOrTx, proxyId: string) {
  return tx
    .select({ id: proxyAssignments.id })
    .from(proxyAssignments)
    .where(eq(proxyAssignments.proxyId, proxyId))
    .orderBy(asc(proxyAssignments.assignedAt));
}

/** Moves connections to another proxy; they reconnect there, so their state starts over. */
export async function moveAssignments(tx: DbOrTx, ids: string[], toProxyId: string): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(proxyAssignments)
    .set({ proxyId: toProxyId, connected: false, reconnectAttempts: 0 })
    .where(inArray(proxyAssignments.id, ids));
}

export async function deleteProxy(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(proxies).where(eq(proxies.id, id));
}

export async function recordProxyCheck(
  db: DbOrTx,
  id: string,
  check: { ok: boolean; ip: string | null; error: string | null; at: Date },
): Promise<ProxyRow | undefined> {
  const [row] = await db
    .update(proxies)
    .set({
      status: check.ok ? 'online' : 'error',
      exitIp: check.ok ? check.ip : proxies.exitIp,
      lastError: check.error,
      lastCheckedAt: check.at,
      // Consecutive failures: a proxy that answers again is healthy again.
      errorCount: check.ok ? 0 : sql`${proxies.errorCount} + 1`,
    })
    .where(eq(proxies.id, id))
    .returning();
  return row;
}
