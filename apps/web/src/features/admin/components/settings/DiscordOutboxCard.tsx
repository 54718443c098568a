import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { formatDateTime } from '../../lib/format';
import { SettingsCard } from './SettingsCard';
import { useNotificationOutbox } from '../../api/settings';

const statusBadge = { pending: 'badge-warning', sent: 'badge-success', failed: 'badge-error' } as const;

/**
 * The Discord outbox (decision 019): whether a bot token is configured, what waits and what failed,
 * and the latest messages. Without a token nothing is sent and nothing is lost: it waits here.
 */
export function DiscordOutboxCard() {
  const outbox = useNotificationOutbox();
  useLoadErrorToast(outbox.error, 'Failed to load the Discord outbox');
  const data = outbox.data;
  if (!data) return <div className="skeleton h-40 w-full" aria-label="Loading" />;

  return (
    <SettingsCard
      title="Discord Outbox"
      aside={
        <div className="flex flex-wrap gap-2">
          <span className={`badge ${data.bot_token_configured ? 'badge-success' : 'badge-warning'}`}>
            {data.bot_token_configured ? 'Bot token configured' : 'No bot token: messages are kept'}
          </span>
          <span className="badge badge-ghost">{data.pending} pending</span>
          <span className={`badge ${data.failed > 0 ? 'badge-error' : 'badge-ghost'}`}>
            {data.failed} failed
          </span>
        </div>
      }
    >
      {data.latest.length === 0 ? (
        <p className="text-sm opacity-70">No messages yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm" aria-label="Latest Discord messages">
            <thead>
              <tr>
                <th>Queued</th>
                <th>Event</th>
                <th>To</th>
                <th>Message</th>
                <th>Status</th>
                <th>Attempts</th>
              </tr>
            </thead>
            <tbody>
              {data.latest.map((row) => (
                <tr key={row.id}>
                  <td className="whitespace-nowrap">{formatDateTime(row.created_at)}</td>
                  <td className="font-mono text-xs">{row.event}</td>
                  <td>{row.target === 'channel' ? 'Channel' : 'Direct message'}</td>
                  <td className="max-w-xs truncate" title={row.content}>
                    {row.content}
                  </td>
                  <td>
                    <span className={`badge badge-sm ${statusBadge[row.status]}`}>{row.status}</span>
                    {row.last_error && <div className="text-error text-xs">{row.last_error}</div>}
                  </td>
                  <td className="tabular-nums">{row.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SettingsCard>
  );
}
