import { canSubmitDisableCode, normaliseSecondFactorCode, SIGN_IN_CODE_MAX_LENGTH } from '@skinpilot/domain';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../shared/toast/toast-context';
import { Modal } from '../../../shared/ui/Modal';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { profileErrorMessage, profileMessages } from '../lib/messages';

const FORM_ID = 'disable-two-factor-form';

/** Password and a current code (or a backup code) turn two-factor off. */
export function DisableTwoFactorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useDisableTwoFactor();
  const toast = useToast();
  const close = () => {
    setPassword('');
    setCode('');
    onClose();
  };
  const canSubmit = password !== '' && canSubmitDisableCode(code) && !disable.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    disable.mutate(
      { password, code: normaliseSecondFactorCode(code) },
      {
        onSuccess: () => {
          toast.success(profileMessages.disabled);
          close();
        },
        onError: (error) => toast.error(profileErrorMessage(error, profileMessages.disableFailed)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Disable Two-Factor Authentication"
      onClose={close}
      dismissible={!disable.isPending}
      size="sm"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={disable.isPending}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn btn-error" disabled={!canSubmit}>
            {disable.isPending && <span className="loading loading-spinner loading-xs" />}
            Disable 2FA
          </button>
        </>
      }
    >
      <form id={FORM_ID} className="flex flex-col gap-3" onSubmit={submit}>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Password</span>
          <input
            type="password"
            className="input w-full"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Authentication code</span>
          <input
            className="input w-full font-mono"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={SIGN_IN_CODE_MAX_LENGTH}
            autoComplete="one-time-code"
            placeholder="123456 or ABCD-1234"
          />
        </label>
      </form>
    </Modal>
  );
}
