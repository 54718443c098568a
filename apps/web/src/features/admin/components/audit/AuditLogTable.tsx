import type { AuditEntry } from '@skinpilot/contract';
import { formatDateTime } from '../../lib/format';
import { compactValue } from '../../lib/audit-csv';

/** The entries of one page; before and after are shown side by side so a change reads at a glance. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0)
    return <p className="py-8 text-center opacity-70">No audit entries match these filters.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" aria-label="Audit log">
        <thead>
          <tr>
            <th>Time</th>
            <th>Action</th>
            <th>Actor</th>
            <th>Target</th>
            <th>Before</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.source}-${entry.id}`} data-testid="audit-row">
              <td className="whitespace-nowrap tabular-nums">{formatDateTime(entry.created_at)}</td>
              <td>
                <span className="font-mono text-xs">{entry.action}</span>
                {entry.source === 'security' && (
                  <span className="badge badge-ghost badge-xs ml-1">security</span>
                )}
              </td>
              <td className="break-all">
                {entry.actor_email ?? (entry.actor_id ? entry.actor_id : 'deleted user')}
              </td>
              <td className="break-all">
                {entry.target_email ?? (
                  <span>
                    <span className="opacity-60">{entry.target_type}</span> {entry.target_id}
                  </span>
                )}
                {entry.ip_address && (
                  <span className="block text-xs opacity-60">from {entry.ip_address}</span>
                )}
              </td>
              <td className="max-w-xs break-words text-xs opacity-80">{compactValue(entry.before)}</td>
              <td className="max-w-xs break-words text-xs">{compactValue(entry.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
