import { useCurrentUser } from '../../../../shared/auth/current-user';
import { Modal } from '../../../../shared/ui/Modal';
import { useUserDetails } from '../../api/get-user-details';
import { formatNumber, roleLabel } from '../../lib/format';
import { formatDateTime } from '../../lib/format';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { CorrectiveActions } from './CorrectiveActions';
import { UserHistory } from './UserHistory';
import { formatCredits } from '../../../../shared/format/credits';

export function UserDetailsModal({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const details = useUserDetails(userId);
  const { user: me } = useCurrentUser();
  useLoadErrorToast(details.error, 'Failed to load user details');
  const user = details.data;
  const rows: [string, string][] = user
    ? [
        ['Username', user.username ?? 'No username'],
        ['Email', user.email],
        ['Role', roleLabel(user.role)],
        ['Credits', formatCredits(user.credits)],
        ['Total trades', formatNumber(user.trading_stats.total_trades)],
        ['Credits used', formatCredits(user.trading_stats.total_credits_used)],
        ['Total accounts', formatNumber(user.trading_stats.account_stats.total_accounts)],
        ['Licence ends', user.license_expiry ? formatDateTime(user.license_expiry) : 'No licence'],
        ['Two-factor sign-in', user.two_factor_enabled ? 'On' : 'Off'],
        ['Sign-in', user.suspended_at ? `Suspended since ${formatDateTime(user.suspended_at)}` : 'Allowed'],
      ]
    : [];
  return (
    <Modal
      open={userId !== null}
      title="User Details"
      size="lg"
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
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="opacity-70">{label}</dt>
                <dd className="tabular-nums break-all">{value}</dd>
              </div>
            ))}
          </dl>
          {user && <CorrectiveActions user={user} isSelf={me?.id === user.id} />}
          {user && <UserHistory userId={user.id} />}
        </div>
      )}
    </Modal>
  );
}
