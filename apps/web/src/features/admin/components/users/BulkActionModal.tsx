import { adminRoles, type BulkActionBody } from '@skinpilot/contract';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../../shared/api/api-error';
import { Modal } from '../../../../shared/ui/Modal';
import { useBulkAction } from '../../api/run-bulk-action';
import { roleLabel } from '../../lib/format';
import { useAdminToast } from '../../lib/use-admin-toast';

export type BulkKind = BulkActionBody['action'];

const titles: Record<BulkKind, string> = {
  extend_license: 'Extend License',
  add_credits: 'Add Credits',
  change_role: 'Change Role',
};

type Props = { action: BulkKind | null; userIds: string[]; onClose: () => void; onDone: () => void };

/** One bulk action over the selected users; the server applies it to all of them or to none. */
export function BulkActionModal({ action, userIds, onClose, onDone }: Props) {
  const toast = useAdminToast();
  const bulk = useBulkAction();
  const [amount, setAmount] = useState('');
  const [role, setRole] = useState<(typeof adminRoles)[number]>('premium');
  const value = Number(amount);
  const isAmountValid = amount.trim() !== '' && Number.isFinite(value) && value >= 1;
  const isValid = action === 'change_role' || isAmountValid;

  function close() {
    setAmount('');
    onClose();
  }

  function submit() {
    if (!action || !isValid) return;
    const body: BulkActionBody =
      action === 'extend_license'
        ? { action, user_ids: userIds, days: Math.floor(value) }
        : action === 'add_credits'
          ? { action, user_ids: userIds, credits: value }
          : { action, user_ids: userIds, new_role: role };
    // mutateAsync, not mutate's callbacks: a 401 sends the app to /signin, which unmounts this
    // dialog, and React Query drops the callbacks of an unmounted mutate (the message was lost).
    bulk.mutateAsync(body).then(
      (answer) => {
        toast.success(answer.message);
        setAmount('');
        onDone();
      },
      (error: Error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error('Session expired. Please refresh the page and try again.');
          return;
        }
        toast.error(`Bulk action failed: ${errorMessage(error, error.message)}`);
      },
    );
  }

  return (
    <Modal
      open={action !== null}
      title={action ? `${titles[action]} (${userIds.length} selected)` : ''}
      onClose={close}
      dismissible={!bulk.isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={bulk.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={submit}
            disabled={!isValid || bulk.isPending}
          >
            {bulk.isPending && <span className="loading loading-spinner loading-xs" />}
            Apply
          </button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {action === 'change_role' ? (
          <label className="flex flex-col gap-1">
            New role
            <select
              className="select"
              value={role}
              onChange={(e) => setRole(e.target.value as (typeof adminRoles)[number])}
            >
              {adminRoles.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="flex flex-col gap-1">
            {action === 'extend_license' ? 'Days' : 'Credits'}
            <input
              type="number"
              min={1}
              step={action === 'extend_license' ? 1 : 0.01}
              className="input"
              value={amount}
              autoFocus
              onChange={(e) => setAmount(e.target.value)}
            />
            {amount !== '' && !isAmountValid && <span className="text-sm text-error">Enter 1 or more.</span>}
          </label>
        )}
      </form>
    </Modal>
  );
}
