import type { UserProfile } from '@skinpilot/contract';
import { Avatar } from '../../../shared/ui/Avatar';
import { memberSinceYear, purchaseCount } from '../lib/profile-stats';
import { roleBadgeClass, roleName } from '../lib/roles';
import { formatCredits } from '../../../shared/format/credits';

/** Who this is, and the three header stats: credits, member-since year, purchases. */
export function ProfileHeader({ user }: { user: UserProfile }) {
  return (
    <div className="mb-6 flex flex-col gap-6 rounded-box border border-base-300 bg-base-200 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <Avatar url={user.avatar_url} size="size-16" alt={`${user.username}'s avatar`} />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold">{user.username}</h1>
          <p className="truncate text-sm opacity-70">{user.email}</p>
          <span className={`badge badge-sm mt-1 ${roleBadgeClass[user.role]}`}>{roleName[user.role]}</span>
        </div>
      </div>
      <dl className="stats stats-horizontal bg-base-100 shadow-sm">
        <div className="stat px-4 py-3">
          <dt className="stat-title">Credits</dt>
          <dd className="stat-value text-xl tabular">{formatCredits(user.credits)}</dd>
        </div>
        <div className="stat px-4 py-3">
          <dt className="stat-title">Member since</dt>
          <dd className="stat-value text-xl tabular">{memberSinceYear(user.signup_date)}</dd>
        </div>
        <div className="stat px-4 py-3">
          <dt className="stat-title">Purchases</dt>
          <dd className="stat-value text-xl tabular">{purchaseCount(user)}</dd>
        </div>
      </dl>
    </div>
  );
}
