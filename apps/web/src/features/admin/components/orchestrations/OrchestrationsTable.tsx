import type { ResponseOf, listOrchestrations } from '@skinpilot/contract';
import { RowAction } from '../RowAction';
import { Eye, Square } from 'lucide-react';
import { formatDateTime } from '../../lib/format';
import { CopyButton } from './CopyButton';

type Item = ResponseOf<typeof listOrchestrations>['items'][number];

const stateTone: Record<string, string> = {
  running: 'badge-success',
  provisioning: 'badge-info',
  stopping: 'badge-warning',
  terminated: 'badge-neutral',
};

type Props = {
  items: Item[];
  isCompact: boolean;
  onView: (sessionId: string) => void;
  onStop: (instanceId: string) => void;
};

function settingsSummary(item: Item): string {
  const s = item.settings_summary;
  if (!s) return '—';
  return `${s.min_value}-${s.max_value} · ≤${s.max_markup}%${s.sniping_enabled ? ' · sniping' : ''}`;
}

/**
 * The Actions column is pinned to the scroll box's right edge: at normal density the table is
 * wider than the console at 1280 and 1920 px, and with overlay scrollbars (no visible bar) View and
 * Stop sat outside the box. Long cells wrap instead of widening the table.
 */
const pinned = 'sticky right-0 z-[1] bg-base-100 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.4)]';

export function OrchestrationsTable({ items, isCompact, onView, onStop }: Props) {
  return (
    <div className="overflow-x-auto" data-testid="orchestrations-scroll">
      <table className={`table ${isCompact ? 'table-xs' : 'table-sm'}`}>
        <thead>
          <tr>
            <th>State</th>
            <th>User</th>
            <th>Steam id</th>
            <th>Provider / region</th>
            <th>Instance / IP</th>
            <th>Settings</th>
            <th>Started</th>
            <th className={pinned}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const { session } = item;
            const ip = item.live?.public_ip ?? session.public_ip;
            return (
              <tr key={session.session_id}>
                <td>
                  <span className={`badge badge-sm ${stateTone[session.state_current] ?? ''}`}>
                    {session.state_current}
                  </span>
                </td>
                <td className="max-w-40 truncate" title={item.user.email}>
                  {item.user.email}
                </td>
                <td className="whitespace-nowrap">
                  {item.account.steam_id}
                  <CopyButton value={item.account.steam_id} label="Steam ID" />
                </td>
                <td>{[session.provider, session.region].filter(Boolean).join(' / ')}</td>
                <td className="whitespace-nowrap">
                  {/* Instance ids can be 40+ characters (a uuid): cut, whole in the title and the copy. */}
                  <span
                    className="inline-block max-w-40 truncate align-middle"
                    title={session.instance_id ?? undefined}
                  >
                    {session.instance_id ?? '—'}
                  </span>
                  {session.instance_id && <CopyButton value={session.instance_id} label="Instance ID" />}
                  {ip && (
                    <div className="text-xs opacity-70">
                      {ip}
                      <CopyButton value={ip} label="IP" />
                    </div>
                  )}
                </td>
                <td className="min-w-28 text-xs">{settingsSummary(item)}</td>
                <td className="min-w-24">{session.started_at ? formatDateTime(session.started_at) : '—'}</td>
                <td className={`whitespace-nowrap ${pinned}`}>
                  <RowAction
                    icon={Eye}
                    label={`View session of ${item.account.steam_id}`}
                    onClick={() => onView(session.session_id)}
                  />
                  {session.state_current !== 'terminated' && session.instance_id && (
                    <RowAction
                      icon={Square}
                      label={`Stop instance ${session.instance_id}`}
                      danger
                      onClick={() => onStop(session.instance_id!)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
