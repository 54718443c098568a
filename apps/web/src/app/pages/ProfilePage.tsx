import { BillingHistoryTab } from '../../features/billing/components/BillingHistoryTab';
import { LegacyTradesTab } from '../../features/billing/components/LegacyTradesTab';
import { ProfileScreen } from '../../features/profile/components/ProfileScreen';
import type { ProfileTab } from '../../features/profile/lib/profile-tabs';
import { useCurrentUser } from '../../shared/auth/current-user';

/**
 * Composes the profile from several areas: tabs owned by other features (billing's Billing after
 * Overview, Legacy after Settings) are listed here, so features never import each other.
 */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const extraTabs: ProfileTab[] = user
    ? [
        { id: 'billing', label: 'Billing', element: <BillingHistoryTab user={user} />, after: 'overview' },
        {
          id: 'legacy',
          label: (
            <span className="flex items-center gap-1">
              Legacy <span className="badge badge-warning badge-xs">OLD</span>
            </span>
          ),
          element: <LegacyTradesTab user={user} />,
          after: 'settings',
        },
      ]
    : [];
  return <ProfileScreen extraTabs={extraTabs} />;
}
