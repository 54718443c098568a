import type { Role } from '@skinpilot/domain';

/** Section 6's role badges. */
export const roleBadgeClass: Record<Role, string> = {
  admin: 'badge-error',
  premium: 'badge-warning',
  depositor: 'badge-success',
  free_trial: 'badge-info',
  user: 'badge-neutral',
};

export const roleName: Record<Role, string> = {
  admin: 'Admin',
  premium: 'Premium',
  depositor: 'Depositor',
  free_trial: 'Free Trial',
  user: 'User',
};
