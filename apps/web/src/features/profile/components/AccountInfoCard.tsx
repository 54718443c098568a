import type { UserProfile } from '@skinpilot/contract';
import { formatDate } from '../lib/profile-stats';
import { roleBadgeClass, roleName } from '../lib/roles';

/** Email, account type, member since and the Discord status. */
export function AccountInfoCard({ user }: { user: UserProfile }) {
  return (
    <section className="card border border-base-300 bg-base-200" aria-labelledby="account-information">
      <div className="card-body gap-3">
        <h2 id="account-information" className="card-title text-base">
          Account Information
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="opacity-70">Email</dt>
          <dd className="truncate">{user.email}</dd>
          <dt className="opacity-70">Account type</dt>
          <dd>
            <span className={`badge badge-sm ${roleBadgeClass[user.role]}`}>{roleName[user.role]}</span>
          </dd>
          <dt className="opacity-70">Member since</dt>
          <dd>{formatDate(user.signup_date)}</dd>
          <dt className="opacity-70">Discord</dt>
          <dd>
            {user.discord_id ? (
              <span className="badge badge-sm badge-success">Connected</span>
            ) : (
              <span className="badge badge-sm badge-ghost">Not connected</span>
            )}
          </dd>
        </dl>
      </div>
    </section>
  );
}
