import type { UserProfile } from '@skinpilot/contract';
import { useState } from 'react';
import { DisableTwoFactorModal } from './DisableTwoFactorModal';
import { SettingsCard } from './SettingsCard';
import { TwoFactorSetup } from './TwoFactorSetup';

export function TwoFactorCard({ user }: { user: UserProfile }) {
  const [isSettingUp, setIsSettingUp] = useState(false);
  const [isDisabling, setIsDisabling] = useState(false);
  return (
    <SettingsCard
      id="two-factor"
      title="Two-Factor Authentication"
      description="A code from your authenticator app is asked for at every sign-in."
    >
      {user.two_factor_enabled ? (
        <div className="flex flex-wrap items-center gap-3">
          <span className="badge badge-success">Enabled</span>
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            onClick={() => setIsDisabling(true)}
          >
            Disable 2FA
          </button>
          <DisableTwoFactorModal open={isDisabling} onClose={() => setIsDisabling(false)} />
        </div>
      ) : isSettingUp ? (
        <TwoFactorSetup onDone={() => setIsSettingUp(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <span className="badge badge-ghost">Disabled</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setIsSettingUp(true)}>
            Enable 2FA
          </button>
        </div>
      )}
    </SettingsCard>
  );
}
