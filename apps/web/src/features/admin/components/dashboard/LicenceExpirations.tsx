import type { LicenceExpiration } from '@skinpilot/contract';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { formatDate, roleLabel } from '../../lib/format';
import { Panel } from './Panel';

const tone: Record<LicenceExpiration['status'], string> = {
  expired_long: 'badge-neutral',
  expired_medium: 'badge-error',
  expired_recent: 'badge-error',
  expires_today: 'badge-error',
  expires_soon: 'badge-warning',
  active_short: 'badge-warning',
  active_medium: 'badge-info',
  active_long: 'badge-success',
};

export function LicenceExpirations({ entries }: { entries: LicenceExpiration[] }) {
  const [isActiveOnly, setActiveOnly] = useState(true);
  const shown = isActiveOnly ? entries.filter((e) => e.days_remaining >= 0) : entries;
  return (
    <Panel
      title="License Expirations"
      actions={
        <label className="label cursor-pointer gap-2 text-sm">
          <input
            type="checkbox"
            className="toggle toggle-sm"
            checked={isActiveOnly}
            onChange={(event) => setActiveOnly(event.target.checked)}
          />
          Active only
        </label>
      }
    >
      {shown.length === 0 ? (
        <p className="opacity-70">No licences expire within 30 days.</p>
      ) : (
        <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
          {shown.map((entry) => (
            <li key={`${entry.email}-${entry.expiry_date}`} className="flex items-center gap-2 text-sm">
              <span
                className={entry.discord_connected ? 'text-success' : 'opacity-30'}
                title={entry.discord_connected ? 'Discord connected' : 'Discord not connected'}
              >
                <MessageCircle className="size-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1 truncate">{entry.email}</span>
              <span className="badge badge-ghost badge-sm">{roleLabel(entry.role)}</span>
              <span className="hidden tabular-nums opacity-70 sm:inline">
                {formatDate(entry.expiry_date)}
              </span>
              <span className={`badge badge-sm ${tone[entry.status]}`}>{entry.expires_in}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
