import { useUserTradingAccounts } from '../../api/get-user-trading-accounts';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';

/** The expander under a user: their linked trading accounts with balances and flags. */
export function UserAccountsRow({ userId }: { userId: string }) {
  const accounts = useUserTradingAccounts(userId);
  useLoadErrorToast(accounts.error, 'Failed to load trading accounts');
  if (accounts.isPending)
    return <div className="skeleton h-10 w-full" aria-label="Loading trading accounts" />;
  if (accounts.isError)
    return (
      <div className="flex items-center gap-3">
        <span className="text-error">Failed to load trading accounts</span>
        <button type="button" className="btn btn-xs" onClick={() => void accounts.refetch()}>
          Retry
        </button>
      </div>
    );
  if (accounts.data.accounts.length === 0)
    return <p className="opacity-70">This user has not linked a trading account yet.</p>;
  return (
    <table className="table table-xs">
      <thead>
        <tr>
          <th>Account</th>
          <th>Status</th>
          <th className="text-right">Wallet</th>
          <th className="text-right">Skins</th>
          <th className="text-right">Total</th>
          <th>Flags</th>
          <th>Last update</th>
        </tr>
      </thead>
      <tbody>
        {accounts.data.accounts.map((account) => {
          const wallet = account.csgoroll_data.main_wallet_balance;
          const skins = account.csgoroll_data.skins_balance;
          return (
            <tr key={account.steam_id}>
              <td>
                <div>{account.label ?? account.steam_data.username ?? account.steam_id}</div>
                <div className="text-xs opacity-60">{account.steam_id}</div>
              </td>
              <td>{account.status === 'suspended_payment_required' ? 'Payment Required' : account.status}</td>
              <td className="text-right tabular-nums">{formatNumber(wallet)}</td>
              <td className="text-right tabular-nums">{formatNumber(skins)}</td>
              <td className="text-right tabular-nums">{formatNumber(wallet + skins)}</td>
              <td className="flex gap-1">
                {account.steam_data.is_community_banned && (
                  <span className="badge badge-error badge-xs">Banned</span>
                )}
                {account.status === 'suspended_payment_required' && (
                  <span className="badge badge-warning badge-xs">Payment Required</span>
                )}
                {account.settings.sniping_enabled && (
                  <span className="badge badge-info badge-xs">Sniping</span>
                )}
              </td>
              <td>{account.last_update ? formatDateTime(account.last_update) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
