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

export function OrchestrationsTable({ items, isCompact, onView, onStop }: Props) {
  return (
    <div className="overflow-x-auto">
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
            <th>Actions</th>
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
                <td className="max-w-48 truncate">{item.user.email}</td>
                <td className="whitespace-nowrap">
                  {item.account.steam_id}
                  <CopyButton value={item.account.steam_id} label="Steam ID" />
                </td>
                <td>{[session.provider, session.region].filter(Boolean).join(' / ')}</td>
                <td className="whitespace-nowrap">
                  {session.instance_id ?? '—'}
                  {session.instance_id && <CopyButton value={session.instance_id} label="Instance ID" />}
                  {ip && (
                    <div className="text-xs opacity-70">
                      {ip}
                      <CopyButton value={ip} label="IP" />
                    </div>
                  )}
                </td>
                <td className="text-xs">{settingsSummary(item)}</td>
                <td className="whitespace-nowrap">
                  {session.started_at ? formatDateTime(session.started_at) : '—'}
                </td>
                <td className="whitespace-nowrap">
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
