import type { AuditEntry } from '@skinpilot/contract';
import type { CsvColumn } from '../../../shared/csv/csv';

export const auditCsvColumns: CsvColumn<AuditEntry>[] = [
  { header: 'Time (UTC)', value: (e) => e.created_at },
  { header: 'Source', value: (e) => e.source },
  { header: 'Action', value: (e) => e.action },
  { header: 'Actor', value: (e) => e.actor_email ?? e.actor_id ?? '' },
  { header: 'Target type', value: (e) => e.target_type },
  { header: 'Target', value: (e) => e.target_email ?? e.target_id },
  { header: 'IP address', value: (e) => e.ip_address },
  { header: 'Before', value: (e) => e.before },
  { header: 'After', value: (e) => e.after },
];

/** An export reads at most this many entries (20 pages of 500). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** A before or after value on one line, for the table. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
