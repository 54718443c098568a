import type { UserProfile } from '@skinpilot/contract';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { Page } from '../../shared/ui/Page';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LiveStatus } from '../../shared/live/LiveStatus';
import { useLiveEvents } from '../../shared/live/use-live-events';
import { useNow } from '../../shared/time/use-now';
import { isTrialOnboardingActive, setTrialOnboardingActive } from './trial-onboarding';
import { defaultTradingTab, tradingTabLabels, visibleTradingTabs, type TradingTab } from './trading-tabs';

/**
 * Each tab is its own chunk: a new user downloads the onboarding only, not the overview, the
 * inventories and the account settings (issue 31: the page's first load). Opening a tab (or pointing
 * at its button) loads it.
 */
const loadTab = {
  'get-started': () =>
    import('../../features/accounts/components/get-started/GetStartedTab').then((m) => ({
      default: m.GetStartedTab,
    })),
  overview: () =>
    import('../../features/overview/components/OverviewTab').then((m) => ({ default: m.OverviewTab })),
  accounts: async () => {
    const [{ AccountsTab }, { AccountPanel }] = await Promise.all([
      import('../../features/accounts/components/AccountsTab'),
      import('../../features/steam/components/AccountPanel'),
    ]);
    return { default: ({ user }: { user: UserProfile }) => <AccountsTab user={user} Panel={AccountPanel} /> };
  },
};
const GetStartedTab = lazy(loadTab['get-started']);
const OverviewTab = lazy(loadTab.overview);
const AccountsTab = lazy(loadTab.accounts);

/**
 * The signed-in trading dashboard (section 2.1); the route guard has loaded the user already. It composes
 * the accounts, overview and Steam features here, so features never import each other.
 */
export default function TradingPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [onboarding, setOnboarding] = useState(isTrialOnboardingActive);
  const now = useNow(60_000);
  const live = useLiveEvents();
  if (!user) return null;

  const visible = visibleTradingTabs(user, now);
  const requested = searchParams.get('tab') as TradingTab | null;
  const tab = requested && visible.includes(requested) ? requested : defaultTradingTab(user, onboarding, now);

  const openTab = (next: TradingTab) => {
    if (next !== 'get-started') {
      setOnboarding(false);
      setTrialOnboardingActive(false);
    }
    setSearchParams({ tab: next }, { replace: true });
  };

  const onTrialStarted = () => {
    setOnboarding(true);
    setTrialOnboardingActive(true);
    setSearchParams({ tab: 'get-started' }, { replace: true });
  };

  return (
    <Page>
      <PageHeader title="Trading" subtitle="Your connected accounts, bots and activity.">
        <LiveStatus state={live} />
      </PageHeader>
      {visible.length > 1 && (
        <div role="tablist" aria-label="Trading sections" className="tabs tabs-box mb-6 w-fit">
          {visible.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={`tab ${tab === name ? 'tab-active' : ''}`}
              onClick={() => openTab(name)}
              onPointerEnter={() => void loadTab[name]()}
              onFocus={() => void loadTab[name]()}
            >
              {tradingTabLabels[name]}
            </button>
          ))}
        </div>
      )}
      {/* A screen tall while a tab's chunk loads, so the footer stays below the fold (no shift). */}
      <Suspense
        fallback={<div className="skeleton min-h-dvh w-full" aria-busy="true" aria-label="Loading" />}
      >
        {tab === 'get-started' && (
          <GetStartedTab user={user} onTrialStarted={onTrialStarted} onOpenTab={openTab} />
        )}
        {tab === 'overview' && <OverviewTab onOpenAccounts={() => openTab('accounts')} />}
        {tab === 'accounts' && <AccountsTab user={user} />}
      </Suspense>
    </Page>
  );
}
