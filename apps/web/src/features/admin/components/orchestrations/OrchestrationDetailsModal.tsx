import { formatBalance } from '../../../../shared/accounts/account-view';
import { Modal } from '../../../../shared/ui/Modal';
import { useOrchestration } from '../../api/orchestrations';
import { formatDateTime } from '../../lib/format';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';

type Live = NonNullable<ReturnType<typeof useOrchestration>['data']>['live'];

/** What the worker reported at its last heartbeat, in one line. */
function liveSummary(live: Live): string {
  if (!live) return 'not reported';
  const parts = [
    live.public_ip,
    live.seen !== undefined ? `${live.seen} listings judged` : null,
    live.joins !== undefined ? `${live.joins} joins` : null,
    live.open_withdrawals !== undefined ? `${live.open_withdrawals} open withdrawals` : null,
    live.balance !== undefined ? `balance ${formatBalance(live.balance)}` : null,
  ];
  return parts.filter(Boolean).join(' · ') || 'not reported';
}

export function OrchestrationDetailsModal({
  sessionId,
  onClose,
}: {
  sessionId: string | null;
  onClose: () => void;
}) {
  const details = useOrchestration(sessionId);
  useLoadErrorToast(details.error, 'Failed to load details');
  const item = details.data;
  const rows: [string, string][] = item
    ? [
        ['Session', item.session.session_id],
        ['Instance', item.session.instance_id ?? '—'],
        ['State', item.session.state_current],
        ['User', item.user.email],
        ['Steam', item.account.steam_id],
        ['Provider', [item.session.provider, item.session.region].filter(Boolean).join(' / ')],
        ['Started', item.session.started_at ? formatDateTime(item.session.started_at) : '—'],
        [
          'Last heartbeat',
          item.session.last_heartbeat_at ? formatDateTime(item.session.last_heartbeat_at) : '—',
        ],
        ['Live', liveSummary(item.live)],
        ...(item.live?.idle ? ([['Idle', `Idle: ${item.live.idle.reason}`]] as [string, string][]) : []),
        ...(item.session.stop_reason
          ? ([['Stop reason', item.session.stop_reason]] as [string, string][])
          : []),
      ]
    : [];
  return (
    <Modal
      open={sessionId !== null}
      title="Orchestration Details"
      onClose={onClose}
      size="lg"
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {details.isPending ? (
        <div className="skeleton h-40 w-full" aria-label="Loading details" />
      ) : details.isError ? (
        <p className="text-error">Failed to load details</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="opacity-70">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
          <h4 className="mt-4 font-semibold">Settings</h4>
          {item?.settings ? (
            <pre className="mt-1 max-h-60 overflow-auto rounded bg-base-200 p-2 text-xs">
              {JSON.stringify(item.settings, null, 2)}
            </pre>
          ) : (
            <p className="text-sm opacity-70">No settings recorded for this account.</p>
          )}
        </>
      )}
    </Modal>
  );
}
