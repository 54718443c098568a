import type { UserProfile } from '@skinpilot/contract';
import { formatCents, membershipDuration } from '@skinpilot/domain';
import { CreditCard, LineChart, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { useNow } from '../../../shared/time/use-now';
import { purchaseCount, totalSpentCents } from '../lib/profile-stats';
import { AccountInfoCard } from './AccountInfoCard';
import { LicenceStatusCard } from './LicenceStatusCard';
import { formatCredits } from '../../../shared/format/credits';

export function OverviewTab({ user, onOpenSettings }: { user: UserProfile; onOpenSettings: () => void }) {
  const now = useNow(60_000);
  const figures = [
    { label: 'Credits', value: formatCredits(user.credits) },
    { label: 'Total purchases', value: String(purchaseCount(user)) },
    { label: 'Total spent', value: formatCents(totalSpentCents(user)) },
    { label: 'Membership', value: membershipDuration(user.signup_date, now) },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AccountInfoCard user={user} />
      <LicenceStatusCard user={user} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-box border border-base-300 bg-base-200 p-4">
            <dt className="text-xs uppercase tracking-wide opacity-60">{figure.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular" data-testid={`figure-${figure.label}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <section
        className="card border border-base-300 bg-base-200 lg:col-span-2"
        aria-labelledby="quick-actions"
      >
        <div className="card-body gap-3">
          <h2 id="quick-actions" className="card-title text-base">
            Quick Actions
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to={paths.trading} className="btn btn-primary btn-sm">
              <LineChart className="size-4" aria-hidden /> Go to Trading
            </Link>
            <Link to={paths.pricing} className="btn btn-sm">
              <CreditCard className="size-4" aria-hidden /> View Pricing
            </Link>
            <button type="button" className="btn btn-sm" onClick={onOpenSettings}>
              <Settings className="size-4" aria-hidden /> Account Settings
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}
