import type { TradingAccount } from '@skinpilot/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { Modal } from '../../../shared/ui/Modal';
import { useUpdateAccountLabel } from '../api/update-account-label';
import { canSaveLabel, isWarningMessage, LABEL_MAX, labelCounterTone } from '../lib/account-label';
import { accountName } from '../../../shared/accounts/account-view';

const counterClass = { normal: 'opacity-60', warning: 'text-warning', error: 'text-error' };

export function EditLabelDialog({ account, onClose }: { account: TradingAccount; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateAccountLabel();
  const [label, setLabel] = useState(account.label ?? accountName(account));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { steamId: account.steam_id, label },
      {
        onSuccess: (answer) => {
          if (isWarningMessage(answer.message)) toast.warning(answer.message, { durationMs: 3000 });
          else toast.success(answer.message, { durationMs: 3000 });
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update label'), { durationMs: 3000 }),
      },
    );
  };

  return (
    <Modal
      open
      title="Edit Account Label"
      onClose={onClose}
      dismissible={!update.isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={update.isPending}>
            Cancel
          </button>
          <button
            type="submit"
            form="edit-label"
            className="btn btn-primary"
            disabled={!canSaveLabel(label) || update.isPending}
          >
            {update.isPending ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      <form id="edit-label" onSubmit={submit}>
        <label className="block">
          <span className="label-text mb-1 block text-sm">Label</span>
          <input
            className="input input-bordered w-full"
            value={label}
            maxLength={LABEL_MAX}
            onChange={(e) => setLabel(e.target.value)}
            autoFocus
          />
        </label>
        <p className={`mt-1 text-right text-xs tabular-nums ${counterClass[labelCounterTone(label.length)]}`}>
          {label.length}/{LABEL_MAX}
        </p>
      </form>
    </Modal>
  );
}
