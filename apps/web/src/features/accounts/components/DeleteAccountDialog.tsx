import type { TradingAccount } from '@skinpilot/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { useToast } from '../../../shared/toast/toast-context';
import { Modal } from '../../../shared/ui/Modal';
import { useDeleteAccount } from '../api/delete-account';
import { accountAvatar, accountName } from '../../../shared/accounts/account-view';
import { AccountAvatar } from '../../../shared/accounts/AccountAvatar';

type Props = { account: TradingAccount; onClose: () => void; onDeleted: () => void };

export function DeleteAccountDialog({ account, onClose, onDeleted }: Props) {
  const toast = useToast();
  const mask = usePrivacyMasks();
  const remove = useDeleteAccount();

  const confirm = () =>
    remove.mutate(account.steam_id, {
      onSuccess: (answer) => {
        toast.success(answer.message, { durationMs: 3000 });
        onDeleted();
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to remove account'), { durationMs: 3000 }),
    });

  return (
    <Modal
      open
      title="Delete Account"
      onClose={onClose}
      dismissible={!remove.isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Delete Account'}
          </button>
        </>
      }
    >
      <div className="flex items-center gap-3 rounded-box bg-base-200 p-3">
        <AccountAvatar src={accountAvatar(account)} size="sm" />
        <div>
          <p className="font-semibold">{mask.name(accountName(account))}</p>
          <p className="text-xs tabular-nums opacity-70">{mask.id(account.steam_id)}</p>
        </div>
      </div>
      <p className="mt-4">Are you sure you want to delete this account? This action cannot be undone.</p>
    </Modal>
  );
}
