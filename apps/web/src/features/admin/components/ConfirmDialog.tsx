import type { ReactNode } from 'react';
import { inputsValid } from '../lib/inputs-valid';
import { Modal } from '../../../shared/ui/Modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  children: ReactNode;
};

/** The question before anything destructive (delete, remove): Cancel or the named action. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      dismissible={!isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isPending}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-error"
            onClick={(e) => inputsValid(e.currentTarget) && onConfirm()}
            disabled={isPending}
          >
            {isPending && <span className="loading loading-spinner loading-xs" aria-hidden />}
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
