import { Modal } from '../../../../shared/ui/Modal';
import { useUserDetails } from '../../api/get-user-details';
import { formatNumber, roleLabel } from '../../lib/format';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';

export function UserDetailsModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const details = useUserDetails(userId);
  useLoadErrorToast(details.error, 'Failed to load user details');
  const user = details.data;
  const rows: [string, string][] = user
    ? [
        ['Username', user.username ?? 'No username'],
        ['Email', user.email],
        ['Role', roleLabel(user.role)],
        ['Credits', formatNumber(user.credits)],
        ['Total trades', formatNumber(user.trading_stats.total_trades)],
        ['Credits used', formatNumber(user.trading_stats.total_credits_used)],
        ['Total accounts', formatNumber(user.trading_stats.account_stats.total_accounts)],
      ]
    : [];
  return (
    <Modal
      open={userId !== null}
      title="User Details"
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {details.isPending ? (
        <div className="skeleton h-40 w-full" aria-label="Loading user details" />
      ) : details.isError ? (
        <p className="text-error">Failed to load user details</p>
      ) : (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="opacity-70">{label}</dt>
              <dd className="tabular-nums break-all">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
