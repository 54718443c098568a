import type { TradingAccount } from '@skinpilot/contract';
import { usePrivacyMasks } from '../privacy/privacy-mode';
import { accountName } from './account-view';

type Props = { accounts: TradingAccount[]; value: string; onChange: (steamId: string) => void };

/** Picks one account or all ('' is All Accounts); names are masked in privacy mode. */
export function AccountSelect({ accounts, value, onChange }: Props) {
  const mask = usePrivacyMasks();
  return (
    <select
      className="select select-bordered select-sm"
      aria-label="Account"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">All Accounts</option>
      {accounts.map((a) => (
        <option key={a.steam_id} value={a.steam_id}>
          {mask.name(accountName(a))}
        </option>
      ))}
    </select>
  );
}
