import type { TradingAccount, UserProfile } from '@skinpilot/contract';
import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { useAccountLimits } from '../api/account-limits';
import { useAccounts } from '../../../shared/accounts/accounts';
import type { AccountPanelProps, RefreshPlatform } from '../../../shared/accounts/account-actions';
import { useRefreshAccount } from '../api/refresh-account';
import { useNow } from '../../../shared/time/use-now';
import { AddAccountDialog, type AddAccountPlatform } from './AddAccountDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { EditLabelDialog } from './EditLabelDialog';
import { ExtraSlotsDialog } from './ExtraSlotsDialog';
import { AccountSettingsDialog } from './settings/AccountSettingsDialog';
import { AccountCard } from './AccountCard';
import { AccountsListHeader } from './AccountsListHeader';

/** Toasts on the trading page last 3 s (section 9). */
export const TRADING_TOAST_MS = 3000;

type Dialog =
  | { kind: 'add'; platform: AddAccountPlatform }
  | { kind: 'label' | 'delete' | 'settings'; steamId: string }
  | { kind: 'extra-slots' }
  | null;

type Props = {
  user: UserProfile;
  /** The selected account's panel; the trading page hands it in, as its Steam tabs belong to the Steam feature. */
  Panel: ComponentType<AccountPanelProps>;
};

export function AccountsTab({ user, Panel }: Props) {
  const toast = useToast();
  const now = useNow(30_000);
  const accounts = useAccounts();
  const limits = useAccountLimits();
  const refresh = useRefreshAccount();
  const [searchParams, setSearchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(() => {
    const add = searchParams.get('add');
    return add === 'csgoroll' || add === 'steam' ? { kind: 'add', platform: add } : null;
  });

  const list = accounts.data ?? [];
  const find = (steamId: string) => list.find((a) => a.steam_id === steamId);
  const selected = selectedId ? find(selectedId) : undefined;
  const dialogAccount = dialog && 'steamId' in dialog ? find(dialog.steamId) : undefined;

  const close = () => {
    setDialog(null);
    if (searchParams.has('add')) {
      searchParams.delete('add');
      setSearchParams(searchParams, { replace: true });
    }
  };

  const onRefresh = (account: TradingAccount, platform: RefreshPlatform) =>
    refresh.mutate(
      { steamId: account.steam_id, platform },
      {
        onSuccess: (answer) => toast.success(answer.message, { durationMs: TRADING_TOAST_MS }),
        onError: (error) =>
          toast.error(errorMessage(error, 'Failed to refresh 1 account'), { durationMs: TRADING_TOAST_MS }),
      },
    );

  const actions = {
    onSelect: (account: TradingAccount) => setSelectedId(account.steam_id),
    onEditLabel: (account: TradingAccount) => setDialog({ kind: 'label', steamId: account.steam_id }),
    onRefresh,
    onSettings: (account: TradingAccount) => setDialog({ kind: 'settings', steamId: account.steam_id }),
    onDelete: (account: TradingAccount) => setDialog({ kind: 'delete', steamId: account.steam_id }),
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-4">
        <AccountsListHeader
          limits={limits.data}
          now={now}
          onAdd={() => setDialog({ kind: 'add', platform: 'steam' })}
          onGetMore={() => setDialog({ kind: 'extra-slots' })}
        />
        {limits.isError && (
          <div role="alert" className="alert alert-warning">
            {errorMessage(limits.error, 'Failed to fetch account limits')}
          </div>
        )}
        {accounts.isPending ? (
          <p className="py-8 text-center opacity-70">Loading accounts...</p>
        ) : accounts.isError ? (
          <div role="alert" className="alert alert-error">
            {errorMessage(accounts.error, 'Failed to fetch accounts')}
          </div>
        ) : list.length === 0 ? (
          <div className="rounded-box border border-dashed border-base-300 py-12 text-center">
            <p className="font-semibold">No accounts connected yet</p>
            <p className="mt-1 text-sm opacity-70">Add a CSGORoll or Steam account to start trading.</p>
          </div>
        ) : (
          <div className="space-y-3">
            {list.map((account) => (
              <AccountCard
                key={account.steam_id}
                account={account}
                selected={account.steam_id === selectedId}
                refreshing={refresh.isPending && refresh.variables?.steamId === account.steam_id}
                now={now}
                {...actions}
              />
            ))}
          </div>
        )}
      </div>
      <div className="lg:sticky lg:top-20 lg:self-start">
        <Panel account={selected} now={now} {...actions} />
      </div>

      {dialog?.kind === 'add' && limits.data && (
        <AddAccountDialog limits={limits.data} initialPlatform={dialog.platform} onClose={close} />
      )}
      {dialog?.kind === 'label' && dialogAccount && (
        <EditLabelDialog account={dialogAccount} onClose={close} />
      )}
      {dialog?.kind === 'delete' && dialogAccount && (
        <DeleteAccountDialog
          account={dialogAccount}
          onClose={close}
          onDeleted={() => {
            if (selectedId === dialogAccount.steam_id) setSelectedId(null);
          }}
        />
      )}
      {dialog?.kind === 'settings' && dialogAccount && (
        <AccountSettingsDialog account={dialogAccount} user={user} onClose={close} />
      )}
      {dialog?.kind === 'extra-slots' && <ExtraSlotsDialog role={user.role} onClose={close} />}
    </div>
  );
}
