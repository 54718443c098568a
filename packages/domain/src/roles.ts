/** The five roles of the product; `user` is shown as 'Basic User' in admin views. */
export const roles = ['admin', 'premium', 'depositor', 'free_trial', 'user'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}
