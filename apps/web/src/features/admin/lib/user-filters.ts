import type { AdminUserFilters } from '@skinpilot/contract';

export type UserFilterState = {
  license_status: NonNullable<AdminUserFilters['license_status']>;
  role: NonNullable<AdminUserFilters['role']>;
  credits_min: string;
  credits_max: string;
  discord: 'all' | 'connected' | 'not_connected';
};

export const noUserFilters: UserFilterState = {
  license_status: 'all',
  role: 'all',
  credits_min: '',
  credits_max: '',
  discord: 'all',
};

/** The form's text fields as the search call's filters; empty means "no limit". */
export function toSearchFilters(state: UserFilterState, search: string): AdminUserFilters {
  const amount = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
  };
  return {
    license_status: state.license_status,
    role: state.role,
    credits_min: amount(state.credits_min),
    credits_max: amount(state.credits_max),
    email_contains: search.trim() || null,
    discord_connected: state.discord === 'all' ? null : state.discord === 'connected',
  };
}
