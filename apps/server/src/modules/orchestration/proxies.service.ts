import type { z } from 'zod';
import type { addProxyBody, proxy as proxySchema } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../errors/app-error';
import type { ProxyProbe } from '../../integrations/proxy/proxy-probe';
import { writeAdminAudit } from '../audit/write-admin-audit';
import { userEmailsOf } from '../users/users.queries';
import {
  allProxies,
  assignmentIdsOf,
  connectionCounts,
  connectionsOf,
  deleteProxy,
  findProxy,
  insertProxy,
  lockAllProxies,
  moveAssignments,
  recordProxyCheck,
  type ProxyConnection,
} from './proxies.repository';
import type { ProxyRow } from './proxies.schema';
import type { Vault } from '../vault/vault';
import { maskProxyUrl, openProxyUrl, sealProxyUrl } from './proxy-url';

export type ProxiesDeps = { db: Db; vault: Vault; probe: ProxyProbe; now: () => Date };
type ProxyView = z.input<typeof proxySchema>;

export async function listProxies({ db }: ProxiesDeps) {
  const rows = await allProxies(db);
  const connections = await connectionsOf(
    db,
    rows.map((r) => r.id),
  );
  // The owners' e-mails in one query for every connection listed.
  const emails = await userEmailsOf(
    db,
    connections.flatMap((c) => (c.userId ? [c.userId] : [])),
  );
  const views = rows.map((row) =>
    toView(
      row,
      connections.filter((c) => c.proxyId === row.id),
      emails,
    ),
  );
  return {
    proxies: views,
    total_count: views.length,
    total_capacity: views.reduce((sum, p) => sum + p.max_connections, 0),
    active_connections: views.reduce((sum, p) => sum + p.current_connections, 0),
    healthy_count: views.filter((p) => p.status === 'online').length,
  };
}

export async function addProxy(
  { db, vault }: ProxiesDeps,
  adminId: string,
  input: z.output<typeof addProxyBody>,
) {
  return db.transaction(async (tx) => {
    const row = await insertProxy(tx, {
      label: input.label,
      urlSealed: sealProxyUrl(vault, input.url),
      urlDisplay: maskProxyUrl(input.url),
      maxConnections: input.max_connections,
    });
    await writeAdminAudit(tx, {
      adminId,
      action: 'proxy.add',
      targetType: 'proxy',
      targetId: row.id,
      after: auditView(row),
    });
    return { message: 'Proxy added successfully', proxy: toView(row, [], new Map()) };
  });
}

/**
 * Removes a proxy unless it is the last one; its connections move to the remaining proxies, the
 * ones with the most free room first, so no connection is left without a way out.
 */
export async function removeProxy({ db }: ProxiesDeps, adminId: string, id: string) {
  return db.transaction(async (tx) => {
    const all = await lockAllProxies(tx);
    const target = all.find((p) => p.id === id);
    if (!target) throw notFound('No proxy with this id.');
    if (all.length === 1) throw conflict('The last proxy cannot be removed; add another one first.');
    const counts = await connectionCounts(tx);
    const others = all.filter((p) => p.id !== id);
    const moving = await assignmentIdsOf(tx, id);
    const plan = new Map<string, string[]>();
    for (const { id: assignmentId } of moving) {
      const best = others.reduce((a, b) => (freeRoom(b, counts) > freeRoom(a, counts) ? b : a));
      counts.set(best.id, (counts.get(best.id) ?? 0) + 1);
      plan.set(best.id, [...(plan.get(best.id) ?? []), assignmentId]);
    }
    for (const [toProxyId, ids] of plan) await moveAssignments(tx, ids, toProxyId);
    await deleteProxy(tx, id);
    await writeAdminAudit(tx, {
      adminId,
      action: 'proxy.remove',
      targetType: 'proxy',
      targetId: id,
      before: auditView(target),
      after: {
        connections_moved: moving.length,
        moved_to: Object.fromEntries([...plan].map(([k, v]) => [k, v.length])),
      },
    });
    return { message: 'Proxy removed successfully', connections_moved: moving.length };
  });
}

/** Connects through the proxy now; the outcome becomes its health (status, errors, exit IP). */
export async function testProxy({ db, vault, probe, now }: ProxiesDeps, id: string) {
  const row = await findProxy(db, id);
  if (!row) throw notFound('No proxy with this id.');
  const outcome = await runProbe(probe, openProxyUrl(vault, row.urlSealed));
  await recordProxyCheck(db, id, { ...outcome, at: now() });
  return outcome.result;
}

export async function runProbe(probe: ProxyProbe, url: string) {
  try {
    const { ip, latencyMs } = await probe(url);
    return {
      ok: true,
      ip,
      error: null,
      result: { status: 'online' as const, ip, error: null, latency_ms: latencyMs },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The proxy connection failed.';
    return {
      ok: false,
      ip: null,
      error: message,
      result: { status: 'error' as const, ip: null, error: message, latency_ms: null },
    };
  }
}

function freeRoom(proxy: ProxyRow, counts: Map<string, number>): number {
  return proxy.maxConnections - (counts.get(proxy.id) ?? 0);
}

function auditView(row: ProxyRow) {
  return { label: row.label, url: row.urlDisplay, max_connections: row.maxConnections };
}

function toView(row: ProxyRow, connections: ProxyConnection[], emails: Map<string, string>): ProxyView {
  return {
    id: row.id,
    label: row.label,
    url_display: row.urlDisplay,
    max_connections: row.maxConnections,
    current_connections: connections.length,
    status: row.status,
    error_count: row.errorCount,
    last_error: row.lastError,
    last_checked: row.lastCheckedAt?.toISOString() ?? null,
    exit_ip: row.exitIp,
    detailed_connections: connections.map((c) => ({
      roll_id: c.rollId,
      connected: c.connected,
      reconnect_attempts: c.reconnectAttempts,
      user_email: c.userId ? (emails.get(c.userId) ?? null) : null,
      steam_id: c.steamId,
    })),
  };
}
