import type { z } from 'zod';
import type { saveHttpRotatingProxyBody } from '@skinpilot/contract';
import { badRequest } from '../../errors/app-error';
import { writeAdminAudit } from '../audit/write-admin-audit';
import {
  findHttpRotatingProxy,
  lockHttpRotatingProxy,
  recordHttpRotatingProxyCheck,
  upsertHttpRotatingProxy,
} from './http-rotating-proxy.repository';
import type { HttpRotatingProxyRow } from './proxies.schema';
import { runProbe, type ProxiesDeps } from './proxies.service';
import { maskProxyUrl, openProxyUrl, sealProxyUrl } from './proxy-url';

export async function getHttpRotatingProxy({ db }: ProxiesDeps) {
  return toView(await findHttpRotatingProxy(db));
}

/** Saves enabled, label and (when given) a new url; an enabled proxy needs a url. */
export async function saveHttpRotatingProxy(
  { db, vault, now }: ProxiesDeps,
  adminId: string,
  input: z.output<typeof saveHttpRotatingProxyBody>,
) {
  return db.transaction(async (tx) => {
    await lockHttpRotatingProxy(tx);
    const before = await findHttpRotatingProxy(tx);
    if (input.enabled && !input.url && !before?.urlSealed) {
      throw badRequest('Enter the proxy URL before enabling the HTTP rotating proxy.');
    }
    const urlChange = input.url
      ? {
          urlSealed: sealProxyUrl(vault, input.url),
          urlDisplay: maskProxyUrl(input.url),
          // A new address has not been checked yet.
          status: 'unknown' as const,
          errorCount: 0,
          lastError: null,
          lastCheckedAt: null,
          exitIp: null,
        }
      : {};
    const values = { enabled: input.enabled, label: input.label, updatedAt: now(), ...urlChange };
    const row = await upsertHttpRotatingProxy(tx, values);
    await writeAdminAudit(tx, {
      adminId,
      action: 'http_rotating_proxy.save',
      targetType: 'http_rotating_proxy',
      // The proxy is a single row, id 1.
      targetId: '1',
      before: before ? auditView(before) : null,
      after: auditView(row),
    });
    return { message: 'HTTP rotating proxy updated', proxy: toView(row) };
  });
}

export async function testHttpRotatingProxy({ db, vault, probe, now }: ProxiesDeps) {
  const row = await findHttpRotatingProxy(db);
  if (!row?.urlSealed) throw badRequest('Save an HTTP rotating proxy URL before testing it.');
  const outcome = await runProbe(probe, openProxyUrl(vault, row.urlSealed));
  await recordHttpRotatingProxyCheck(db, { ...outcome, at: now(), previousExitIp: row.exitIp });
  return outcome.result;
}

function auditView(row: HttpRotatingProxyRow) {
  return { enabled: row.enabled, label: row.label, url: row.urlDisplay };
}

function toView(row: HttpRotatingProxyRow | undefined) {
  return {
    enabled: row?.enabled ?? false,
    label: row?.label ?? '',
    url_display: row?.urlDisplay ?? null,
    status: row?.status ?? ('unknown' as const),
    last_checked: row?.lastCheckedAt?.toISOString() ?? null,
    error_count: row?.errorCount ?? 0,
    last_error: row?.lastError ?? null,
    exit_ip: row?.exitIp ?? null,
  };
}
