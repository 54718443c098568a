import { Wallet } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { useAccounts } from '../api/accounts';
import { accountBalances, formatBalance } from '../accounts/account-view';

/**
 * The wealth overview of section 2.3 (inventory, activity, trade history, chart) is its own issue;
 * until it lands this tab sums what the connected accounts already report.
 */
export function OverviewTab({ onOpenAccounts }: { onOpenAccounts: () => void }) {
  const accounts = useAccounts();
  const mask = usePrivacyMasks();
  if (accounts.isPending) return <div className="skeleton h-32 w-full" aria-label="Loading overview" />;
  if (accounts.isError)
    return (
      <div role="alert" className="alert alert-error">
        {errorMessage(accounts.error, 'Failed to initialize data')}
      </div>
    );
  const list = accounts.data;
  const total = list.reduce((sum, account) => sum + accountBalances(account).totalWealth, 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section className="card bg-base-200">
        <div className="card-body">
          <h2 className="card-title">
            <Wallet className="size-5" aria-hidden /> Total Wealth
          </h2>
          <p className="text-3xl font-bold tabular-nums">{mask.balance(formatBalance(total))}</p>
          <p className="text-sm opacity-70">
            ≈ ${mask.balance(formatBalance(total * 0.66))} · {list.length}{' '}
            {list.length === 1 ? 'account' : 'accounts'}
          </p>
        </div>
      </section>
      {list.length === 0 && (
        <section className="card bg-base-200">
          <div className="card-body">
            <h2 className="card-title">No accounts connected yet</h2>
            <p className="opacity-70">Connect an account to see its balances, inventory and trades here.</p>
            <button type="button" className="btn btn-primary btn-sm w-fit" onClick={onOpenAccounts}>
              Go to Accounts
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
