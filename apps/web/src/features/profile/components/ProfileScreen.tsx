import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { Page } from '../../../shared/ui/Page';
import { orderTabs, type ProfileTab } from '../lib/profile-tabs';
import { useDiscordLinkedToast } from '../lib/use-discord-linked-toast';
import { OverviewTab } from './OverviewTab';
import { ProfileHeader } from './ProfileHeader';
import { SettingsTab } from './SettingsTab';

/**
 * The profile area: header stats and tabs. Overview and Settings are ours; `extraTabs` come from
 * the app layer (billing's Billing and Legacy). The open tab lives in `?tab=` so it can be linked.
 */
export function ProfileScreen({ extraTabs = [] }: { extraTabs?: ProfileTab[] }) {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  useDiscordLinkedToast();

  if (!user) return <ProfileSkeleton />;

  const open = (id: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const tabs = orderTabs(
    {
      overview: {
        id: 'overview',
        label: 'Overview',
        element: <OverviewTab user={user} onOpenSettings={() => open('settings')} />,
      },
      settings: { id: 'settings', label: 'Settings', element: <SettingsTab user={user} /> },
    },
    extraTabs,
  );
  const active = tabs.find((tab) => tab.id === searchParams.get('tab')) ?? tabs[0]!;

  return (
    <Page>
      <ProfileHeader user={user} />
      <div role="tablist" aria-label="Profile sections" className="tabs tabs-border mb-6 overflow-x-auto">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`profile-tab-${tab.id}`}
            aria-selected={tab.id === active.id}
            aria-controls="profile-tab-panel"
            className={`tab whitespace-nowrap ${tab.id === active.id ? 'tab-active' : ''}`}
            onClick={() => open(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="profile-tab-panel" aria-labelledby={`profile-tab-${active.id}`}>
        {active.element}
      </div>
    </Page>
  );
}

function ProfileSkeleton() {
  return (
    <Page>
      <div className="space-y-4" aria-busy="true" aria-label="Loading">
        <div className="skeleton h-28 w-full" />
        <div className="skeleton h-10 w-72" />
        <div className="skeleton h-64 w-full" />
      </div>
    </Page>
  );
}
