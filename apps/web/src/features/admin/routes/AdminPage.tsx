import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { adminTabs, tabFromHash, type AdminTabId } from '../lib/admin-tabs';

/** Each tab is its own chunk, loaded when it is first opened. */
const tabScreens: Record<AdminTabId, React.LazyExoticComponent<React.ComponentType>> = {
  dashboard: lazy(() => import('../components/dashboard/DashboardTab')),
  users: lazy(() => import('../components/users/UsersTab')),
  products: lazy(() => import('../components/products/ProductsTab')),
  discounts: lazy(() => import('../components/discounts/DiscountsTab')),
  settings: lazy(() => import('../components/settings/SettingsTab')),
  proxies: lazy(() => import('../components/proxies/ProxiesTab')),
  analytics: lazy(() => import('../components/analytics/AnalyticsTab')),
  orchestrations: lazy(() => import('../components/orchestrations/OrchestrationsTab')),
  audit: lazy(() => import('../components/audit/AuditLogTab')),
};

/**
 * The admin console at /admin. The router's AdminOnly guard shows the unknown-page screen to
 * visitors and non-admins (section 2); the server refuses every admin call to them regardless.
 */
export default function AdminPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabFromHash(location.hash);

  const Screen = tabScreens[active];
  return (
    <Page>
      <PageHeader title="Admin Console" subtitle="Users, licences, revenue and the bots that trade." />
      <div role="tablist" className="tabs tabs-box mb-6 overflow-x-auto flex-nowrap">
        {adminTabs.map((tab) => (
          <button
            key={tab.id}
            role="tab"
            type="button"
            aria-selected={tab.id === active}
            className={`tab whitespace-nowrap ${tab.id === active ? 'tab-active' : ''}`}
            onClick={() => void navigate({ hash: tab.id }, { replace: true })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" aria-label={adminTabs.find((t) => t.id === active)?.label}>
        <Suspense fallback={<div className="skeleton h-64 w-full" aria-label="Loading" />}>
          <Screen key={active} />
        </Suspense>
      </section>
    </Page>
  );
}
