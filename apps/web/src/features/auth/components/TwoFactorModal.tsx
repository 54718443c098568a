import { canSubmitSignInCode, formatSignInCode, SIGN_IN_CODE_MAX_LENGTH } from '@skinpilot/domain';
import { useId } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import type { TimedMessage } from '../lib/use-timed-message';
import { FormAlert } from './FormAlert';

type TwoFactorModalProps = {
  open: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  onVerify: () => void;
  onCancel: () => void;
  isVerifying: boolean;
  message: TimedMessage | null;
};

/**
 * The sign-in code step: a 6-digit authenticator code (shown `123 456`) or a backup code
 * (`ABCD-1234`, upper-cased, dash added), at most 9 characters.
 */
export function TwoFactorModal({
  open,
  code,
  onCodeChange,
  onVerify,
  onCancel,
  isVerifying,
  message,
}: TwoFactorModalProps) {
  const inputId = useId();
  return (
    <Modal
      open={open}
      title="Two-Factor Authentication"
      onClose={onCancel}
      dismissible={!isVerifying}
      size="sm"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isVerifying}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${inputId}-form`}
            className="btn btn-primary"
            disabled={!canSubmitSignInCode(code) || isVerifying}
          >
            {isVerifying && <span className="loading loading-spinner loading-sm" />}
            Verify
          </button>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmitSignInCode(code)) onVerify();
        }}
      >
        <label htmlFor={inputId} className="text-sm opacity-80">
          Enter the 6-digit code from your authenticator app, or one of your backup codes.
        </label>
        <input
          id={inputId}
          className="input input-lg w-full text-center font-mono tracking-widest"
          value={code}
          onChange={(event) => onCodeChange(formatSignInCode(event.target.value, code))}
          maxLength={SIGN_IN_CODE_MAX_LENGTH}
          autoComplete="one-time-code"
          autoFocus
          placeholder="123 456"
          aria-label="Authentication code"
        />
        <FormAlert message={message} />
      </form>
    </Modal>
  );
}
