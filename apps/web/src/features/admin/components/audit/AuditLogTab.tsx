import { knownAuditActions, type AuditLogQuery } from '@skinpilot/contract';
import { useState } from 'react';
import { collectPages, csvDate, downloadCsv, toCsv } from '../../../../shared/csv/csv';
import { readAuditPage, useAuditLog } from '../../api/audit-log';
import { ExportCsvButton } from '../ExportCsvButton';
import { LoadError } from '../LoadError';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { AUDIT_EXPORT_MAX_ROWS, auditCsvColumns } from '../../lib/audit-csv';
import { AuditLogTable } from './AuditLogTable';

const FILTER_DEBOUNCE_MS = 500;
type Filters = { actor: string; target_user: string; action: string; from: string; to: string };
const noFilters: Filters = { actor: '', target_user: '', action: '', from: '', to: '' };

/** A datetime-local value (the reader's time) as the ISO instant the call takes. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** Audit Log tab: admin writes and security events, filtered, 50 a page, with a CSV export. */
export default function AuditLogTab() {
  const [typed, setTyped] = useState<Filters>(noFilters);
  const [filters] = useDebouncedValue(typed, FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const query: AuditLogQuery = {
    actor: filters.actor.trim() || undefined,
    target_user: filters.target_user.trim() || undefined,
    action: filters.action.trim() || undefined,
    from: toInstant(filters.from),
    to: toInstant(filters.to),
  };
  const log = useAuditLog({ ...query, page, limit: 50 });
  useLoadErrorToast(log.error, 'Failed to load the audit log');

  // New filters start again at page 1.
  const [lastFilters, setLastFilters] = useState(filters);
  if (lastFilters !== filters) {
    setLastFilters(filters);
    setPage(1);
  }

  const set = (key: keyof Filters) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setTyped((f) => ({ ...f, [key]: event.target.value }));

  async function exportCsv() {
    const { rows, isCut } = await collectPages(async (n) => {
      const answer = await readAuditPage(query, n);
      return { rows: answer.entries, hasMore: answer.has_more };
    }, AUDIT_EXPORT_MAX_ROWS);
    downloadCsv(`audit-log-${csvDate()}.csv`, toCsv(auditCsvColumns, rows));
    return { isCut, maxRows: AUDIT_EXPORT_MAX_ROWS };
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="form-control">
          <span className="label-text mb-1">Actor (e-mail or id)</span>
          <input
            className="input input-bordered input-sm w-full"
            value={typed.actor}
            onChange={set('actor')}
          />
        </label>
        <label className="form-control">
          <span className="label-text mb-1">Target user (e-mail or id)</span>
          <input
            className="input input-bordered input-sm w-full"
            value={typed.target_user}
            onChange={set('target_user')}
          />
        </label>
        <label className="form-control">
          <span className="label-text mb-1">Action</span>
          <input
            className="input input-bordered input-sm w-full font-mono"
            list="audit-actions"
            value={typed.action}
            onChange={set('action')}
          />
          <datalist id="audit-actions">
            {knownAuditActions.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </label>
        <label className="form-control">
          <span className="label-text mb-1">From</span>
          <input
            type="datetime-local"
            className="input input-bordered input-sm w-full"
            value={typed.from}
            onChange={set('from')}
          />
        </label>
        <label className="form-control">
          <span className="label-text mb-1">To</span>
          <input
            type="datetime-local"
            className="input input-bordered input-sm w-full"
            value={typed.to}
            onChange={set('to')}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setTyped(noFilters)}>
          Clear filters
        </button>
        <ExportCsvButton run={exportCsv} what="audit entries" disabled={log.isPending} />
      </div>
      {log.isError && !log.data ? (
        <LoadError message="Failed to load the audit log" onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <div className="skeleton h-64 w-full" aria-label="Loading the audit log" />
      ) : (
        <>
          <AuditLogTable entries={log.data.entries} />
          <nav className="join self-center" aria-label="Audit log pages">
            <button
              type="button"
              className="join-item btn btn-sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Previous
            </button>
            <span className="join-item btn btn-sm btn-disabled tabular-nums">Page {page}</span>
            <button
              type="button"
              className="join-item btn btn-sm"
              disabled={!log.data.has_more}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
