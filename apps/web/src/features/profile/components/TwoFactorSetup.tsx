import type { TwoFactorSetupAnswer } from '@skinpilot/contract';
import { AUTHENTICATOR_CODE_LENGTH } from '@skinpilot/domain';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../shared/toast/toast-context';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetUpTwoFactor } from '../api/set-up-two-factor';
import { profileErrorMessage, profileMessages } from '../lib/messages';

const stepNames = ['Password', 'Scan', 'Backup codes', 'Verify'] as const;

/**
 * The four steps of section 4: password, scan the QR code (or type the key), save the backup codes
 * (shown once), enter a code. Cancel at any step forgets the pending secret.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const toast = useToast();

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setUp.mutate(password, {
      onSuccess: (answer) => {
        setSetup(answer);
        setPassword('');
        setStep(1);
      },
      onError: (error) => toast.error(profileErrorMessage(error, profileMessages.setupFailed)),
    });
  };

  const copyBackupCodes = async () => {
    try {
      await navigator.clipboard.writeText(setup?.backup_codes.join('\n') ?? '');
      toast.success(profileMessages.backupCodesCopied);
    } catch {
      toast.error(profileMessages.backupCodesCopyFailed);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!setup || code.length !== AUTHENTICATOR_CODE_LENGTH) return;
    enable.mutate(
      { code, secret: setup.secret_key, backupCodes: setup.backup_codes },
      {
        onSuccess: () => {
          toast.success(profileMessages.enabled);
          onDone();
        },
        onError: (error) => {
          setCode('');
          toast.error(profileErrorMessage(error, profileMessages.enableFailed));
        },
      },
    );
  };

  const cancel = (
    <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
      Cancel
    </button>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="two-factor-setup">
      <ul className="steps steps-horizontal w-full text-xs">
        {stepNames.map((name, index) => (
          <li key={name} className={`step ${index <= step ? 'step-primary' : ''}`}>
            {name}
          </li>
        ))}
      </ul>

      {step === 0 && (
        <form className="flex flex-col gap-3" onSubmit={submitPassword}>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Step 1: Confirm your password</span>
            <input
              type="password"
              className="input w-full"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              aria-label="Current password"
            />
          </label>
          <div className="flex gap-2">
            <button type="submit" className="btn btn-primary btn-sm" disabled={!password || setUp.isPending}>
              {setUp.isPending && <span className="loading loading-spinner loading-xs" />}
              Continue
            </button>
            {cancel}
          </div>
        </form>
      )}

      {step === 1 && setup && (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">Step 2: Scan the QR code with your authenticator app</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_code_svg)}`}
            alt="QR code for your authenticator app"
            className="size-48 rounded-box bg-white p-2"
          />
          <p className="text-sm opacity-80">Or type this key into the app:</p>
          <code className="break-all rounded bg-base-300 px-3 py-2 font-mono" data-testid="two-factor-secret">
            {setup.secret_key}
          </code>
          <div className="flex gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setStep(2)}>
              Next
            </button>
            {cancel}
          </div>
        </div>
      )}

      {step === 2 && setup && (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium">Step 3: Save your backup codes</p>
          <p className="text-sm opacity-80">
            Each code signs you in once if you lose your phone. They are shown only now.
          </p>
          <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Backup codes">
            {setup.backup_codes.map((backupCode) => (
              <li key={backupCode} className="rounded bg-base-300 px-2 py-1 text-center">
                {backupCode}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-sm" onClick={() => void copyBackupCodes()}>
              <Copy className="size-4" aria-hidden /> Copy codes
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setStep(3)}>
              I saved them
            </button>
            {cancel}
          </div>
        </div>
      )}

      {step === 3 && setup && (
        <form className="flex flex-col gap-3" onSubmit={submitCode}>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Step 4: Enter the 6-digit code from the app</span>
            <input
              className="input w-40 text-center font-mono tracking-widest"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              maxLength={AUTHENTICATOR_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label="Verification code"
            />
          </label>
          <div className="flex gap-2">
            <button
              type="submit"
              className="btn btn-primary btn-sm"
              disabled={code.length !== AUTHENTICATOR_CODE_LENGTH || enable.isPending}
            >
              {enable.isPending && <span className="loading loading-spinner loading-xs" />}
              Enable 2FA
            </button>
            {cancel}
          </div>
        </form>
      )}
    </div>
  );
}
