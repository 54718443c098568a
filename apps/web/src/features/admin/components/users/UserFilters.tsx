import { adminRoles, licenseStatuses } from '@skinpilot/contract';
import { roleLabel } from '../../lib/format';
import { noUserFilters, type UserFilterState } from '../../lib/user-filters';

type Props = { value: UserFilterState; onChange: (next: UserFilterState) => void };

/** The collapsible filters of User Management. */
export function UserFilters({ value, onChange }: Props) {
  const set = <K extends keyof UserFilterState>(key: K, next: UserFilterState[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <details className="collapse collapse-arrow bg-base-200">
      <summary className="collapse-title font-medium">Filters</summary>
      <div className="collapse-content grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="flex flex-col gap-1 text-sm">
          License status
          <select
            className="select select-sm"
            value={value.license_status}
            onChange={(e) => set('license_status', e.target.value as UserFilterState['license_status'])}
          >
            <option value="all">all</option>
            {licenseStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Role
          <select
            className="select select-sm"
            value={value.role}
            onChange={(e) => set('role', e.target.value as UserFilterState['role'])}
          >
            <option value="all">all</option>
            {adminRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Credits min
          <input
            type="number"
            min={0}
            className="input input-sm"
            value={value.credits_min}
            onChange={(e) => set('credits_min', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Credits max
          <input
            type="number"
            min={0}
            className="input input-sm"
            value={value.credits_max}
            onChange={(e) => set('credits_max', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Discord
          <select
            className="select select-sm"
            value={value.discord}
            onChange={(e) => set('discord', e.target.value as UserFilterState['discord'])}
          >
            <option value="all">all</option>
            <option value="connected">connected</option>
            <option value="not_connected">not connected</option>
          </select>
        </label>
        <div className="sm:col-span-2 lg:col-span-5">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(noUserFilters)}>
            Clear All
          </button>
        </div>
      </div>
    </details>
  );
}
