import type { UserProfile } from '@skinpilot/contract';
import {
  daysRemainingTone,
  expiredLicenceText,
  licenceDaysRemaining,
  licenceLabel,
  licenceState,
  noLicenceText,
} from '@skinpilot/domain';
import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { useNow } from '../../../shared/time/use-now';
import { formatDate } from '../lib/profile-stats';

const toneBadge = { error: 'badge-error', warning: 'badge-warning', success: 'badge-success' } as const;

/** Active (label by role, days left), expired, or none: the texts of sections 4 and 6. */
export function LicenceStatusCard({ user }: { user: Pick<UserProfile, 'role' | 'license_expiry'> }) {
  const now = useNow(60_000);
  const state = licenceState(user.license_expiry, now);
  return (
    <section className="card border border-base-300 bg-base-200" aria-labelledby="licence-status">
      <div className="card-body gap-3">
        <h2 id="licence-status" className="card-title text-base">
          License Status
        </h2>
        {user.role === 'admin' && state !== 'active' ? (
          // Staff hold the 'Admin License' by role (section 6's labels), with or without an expiry.
          <ActiveLicence role={user.role} />
        ) : state === 'active' && user.license_expiry ? (
          <ActiveLicence
            role={user.role}
            expiry={user.license_expiry}
            days={licenceDaysRemaining(user.license_expiry, now)}
          />
        ) : (
          <div className="flex items-start gap-3" data-testid="licence-state">
            {state === 'expired' ? (
              <ShieldAlert className="size-6 shrink-0 text-error" aria-hidden />
            ) : (
              <ShieldOff className="size-6 shrink-0 opacity-60" aria-hidden />
            )}
            <div className="space-y-1">
              <p className="font-semibold">
                {state === 'expired' ? expiredLicenceText.title : noLicenceText.title}
              </p>
              <p className="text-sm opacity-70">
                {state === 'expired' ? expiredLicenceText.description : noLicenceText.description}
              </p>
              <Link to={paths.pricing} className="btn btn-primary btn-sm mt-2">
                {state === 'expired' ? 'Renew License' : 'View Pricing'}
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function ActiveLicence({ role, expiry, days }: { role: string; expiry?: string; days?: number }) {
  const label = licenceLabel(role);
  return (
    <div className="flex items-start gap-3" data-testid="licence-state">
      <ShieldCheck className="size-6 shrink-0 text-success" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{label.title}</p>
        <p className="text-sm opacity-70">{label.description}</p>
        {expiry && days !== undefined && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className={`badge badge-sm tabular ${toneBadge[daysRemainingTone(days)]}`}>
              {days} {days === 1 ? 'day' : 'days'} remaining
            </span>
            <span className="opacity-70">Expires {formatDate(expiry)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
