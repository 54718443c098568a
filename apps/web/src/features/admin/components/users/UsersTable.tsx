import type { AdminUser } from '@skinpilot/contract';
import { RowAction } from '../RowAction';
import { ChevronDown, ChevronRight, Eye, MessageCircle } from 'lucide-react';
import { Fragment, useState } from 'react';
import { formatDate, roleLabel } from '../../lib/format';
import { UserAccountsRow } from './UserAccountsRow';
import { Avatar } from '../../../../shared/ui/Avatar';
import { formatCredits } from '../../../../shared/format/credits';

type Props = {
  users: AdminUser[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], isSelected: boolean) => void;
  onDetails: (id: string) => void;
};

const licenceTone: Record<AdminUser['license_status'], string> = {
  active: 'badge-success',
  trial: 'badge-info',
  expired: 'badge-error',
  none: 'badge-ghost',
};

export function UsersTable({ users, selected, onSelect, onDetails }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const isAllSelected = users.length > 0 && users.every((u) => selected.has(u.id));
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                aria-label="Select all users on this page"
                checked={isAllSelected}
                onChange={(e) =>
                  onSelect(
                    users.map((u) => u.id),
                    e.target.checked,
                  )
                }
              />
            </th>
            <th>User</th>
            <th>Role</th>
            <th>License</th>
            <th className="text-right">Credits</th>
            <th className="text-right">Purchases</th>
            <th>Joined</th>
            <th>Last active</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <Fragment key={user.id}>
              <tr>
                <td>
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    aria-label={`Select ${user.email}`}
                    checked={selected.has(user.id)}
                    onChange={(e) => onSelect([user.id], e.target.checked)}
                  />
                </td>
                <td>
                  <div className="flex items-center gap-2">
                    <Avatar url={user.avatar_url} size="size-8" />
                    <div className="min-w-0">
                      <div className="font-medium">{user.username ?? 'No username'}</div>
                      <div className="flex items-center gap-1 text-xs opacity-70">
                        {user.email}
                        {user.discord_connected && (
                          <span className="badge badge-primary badge-xs gap-1" title="Discord connected">
                            <MessageCircle className="size-3" aria-hidden /> Discord
                          </span>
                        )}
                      </div>
                    </div>
                  </div>
                </td>
                <td>{roleLabel(user.role)}</td>
                <td>
                  <span className={`badge badge-sm ${licenceTone[user.license_status]}`}>
                    {user.license_status}
                  </span>
                  {user.days_until_expiry > 0 && (
                    <span className="ml-1 text-xs tabular-nums opacity-70">
                      {user.days_until_expiry}d left
                    </span>
                  )}
                </td>
                <td className="text-right tabular-nums">{formatCredits(user.credits)}</td>
                <td className="text-right tabular-nums">{user.purchases_count}</td>
                <td className="whitespace-nowrap">{formatDate(user.signup_date)}</td>
                <td className="whitespace-nowrap">
                  {user.last_signin_date ? formatDate(user.last_signin_date) : 'Never'}
                </td>
                <td className="whitespace-nowrap">
                  <RowAction
                    icon={Eye}
                    label={`Details of ${user.email}`}
                    onClick={() => onDetails(user.id)}
                  />
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-expanded={expanded === user.id}
                    aria-label={`Trading accounts of ${user.email}`}
                    onClick={() => setExpanded(expanded === user.id ? null : user.id)}
                  >
                    {expanded === user.id ? (
                      <ChevronDown className="size-4" aria-hidden />
                    ) : (
                      <ChevronRight className="size-4" aria-hidden />
                    )}
                  </button>
                </td>
              </tr>
              {expanded === user.id && (
                <tr>
                  <td colSpan={9} className="bg-base-200">
                    <UserAccountsRow userId={user.id} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
