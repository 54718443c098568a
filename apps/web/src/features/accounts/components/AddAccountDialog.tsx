import type { UserLimits } from '@skinpilot/contract';
import { useState } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { isAtLimit } from '../lib/add-account-rules';
import { AddCsgorollForm } from './AddCsgorollForm';
import { AddSteamForm } from './AddSteamForm';
import { CredentialsHelp } from './CredentialsHelp';

export type AddAccountPlatform = 'steam' | 'csgoroll';

type Props = { limits: UserLimits; initialPlatform: AddAccountPlatform; onClose: () => void };

/** Section 2.9: a tab per platform, each disabled once that platform's limit is reached. */
export function AddAccountDialog({ limits, initialPlatform, onClose }: Props) {
  const steamFull = isAtLimit(limits, 'steam');
  const rollFull = isAtLimit(limits, 'csgoroll');
  const firstOpen: AddAccountPlatform =
    initialPlatform === 'csgoroll'
      ? rollFull && !steamFull
        ? 'steam'
        : 'csgoroll'
      : steamFull && !rollFull
        ? 'csgoroll'
        : 'steam';
  const [platform, setPlatform] = useState<AddAccountPlatform>(firstOpen);
  const [busy, setBusy] = useState(false);

  const tab = (value: AddAccountPlatform, label: string, full: boolean) => (
    <button
      type="button"
      role="tab"
      aria-selected={platform === value}
      className={`tab ${platform === value ? 'tab-active' : ''}`}
      disabled={full || busy}
      title={full ? `${label} account limit reached` : undefined}
      onClick={() => setPlatform(value)}
    >
      {label}
    </button>
  );

  return (
    <Modal open title="Add Account" onClose={onClose} size="lg" dismissible={!busy}>
      <div role="tablist" className="tabs tabs-box mb-4 w-fit">
        {tab('steam', 'Steam', steamFull)}
        {tab('csgoroll', 'CSGORoll', rollFull)}
      </div>
      {platform === 'steam' ? (
        <AddSteamForm atLimit={steamFull} onBusy={setBusy} onDone={onClose} onCancel={onClose} />
      ) : (
        <AddCsgorollForm atLimit={rollFull} onBusy={setBusy} onDone={onClose} onCancel={onClose} />
      )}
      <CredentialsHelp />
    </Modal>
  );
}
