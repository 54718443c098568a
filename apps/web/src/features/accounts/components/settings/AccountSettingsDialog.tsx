import type { TradingAccount, UserProfile } from '@skinpilot/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../../../shared/ui/Modal';
import { accountPlatformsQuery } from '../../api/account-platforms';
import { csgorollSettingsQuery, steamSettingsQuery } from '../../api/account-settings';
import { SettingsEditor } from './SettingsEditor';
import { SettingsHeader } from './SettingsHeader';

export const ACCOUNT_NOT_FOUND = "Account not found or you don't have permission to access it.";

type Props = { account: TradingAccount; user: UserProfile; onClose: () => void };

/** Section 2.8: loads the platforms and each platform's settings, then hands them to the editor. */
export function AccountSettingsDialog({ account, user, onClose }: Props) {
  const hasRoll = account.csgoroll_account !== null;
  const hasSteam = account.steam_account !== null;
  const platforms = useQuery(accountPlatformsQuery(account.steam_id));
  const roll = useQuery({ ...csgorollSettingsQuery(account.steam_id), enabled: hasRoll });
  const steam = useQuery({ ...steamSettingsQuery(account.steam_id), enabled: hasSteam });
  const loading = platforms.isPending || (hasRoll && roll.isPending) || (hasSteam && steam.isPending);
  const notFound = platforms.isError || platforms.data?.account_found === false;

  return (
    <Modal open size="lg" title="Account Settings" onClose={onClose}>
      <SettingsHeader account={account} platforms={platforms.data} />
      {notFound ? (
        <div role="alert" className="alert alert-error mt-4">
          {ACCOUNT_NOT_FOUND}
        </div>
      ) : loading ? (
        <div className="mt-4 space-y-2" aria-busy="true" aria-label="Loading settings">
          <div className="skeleton h-8 w-full" />
          <div className="skeleton h-40 w-full" />
        </div>
      ) : (
        <SettingsEditor
          // A role change (say the trial ends) re-applies the role's ranges from the loaded values.
          key={`${user.role}:${user.license_expiry}`}
          account={account}
          user={user}
          csgoroll={hasRoll ? roll.data : undefined}
          steam={hasSteam ? steam.data : undefined}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
