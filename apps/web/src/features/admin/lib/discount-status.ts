import type { AdminDiscountCode } from '@skinpilot/contract';

/** Section 4's shown status and the badge colour it takes. */
export const discountStatusLook: Record<AdminDiscountCode['status'], { label: string; tone: string }> = {
  inactive: { label: 'Inactive', tone: 'badge-neutral' },
  expired: { label: 'Expired', tone: 'badge-error' },
  limit_reached: { label: 'Limit Reached', tone: 'badge-warning' },
  active: { label: 'Active', tone: 'badge-success' },
};

export const productTypeLabels: Record<string, string> = {
  deposit_bot_license: 'Deposit Bot',
  premium_license: 'Premium',
  credits_only: 'Credits',
};

/** "3 / 10" or "3 / ∞", and how full the bar is (0 for unlimited codes). */
export function usageOf(code: Pick<AdminDiscountCode, 'times_used' | 'usage_limit'>) {
  if (code.usage_limit === 0) return { text: `${code.times_used} / ∞`, percent: 0 };
  return {
    text: `${code.times_used} / ${code.usage_limit}`,
    percent: Math.min(100, Math.round((code.times_used / code.usage_limit) * 100)),
  };
}

/** The value a datetime-local input shows for an ISO instant, in the reader's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Back from the input to an ISO instant; empty means the code never expires. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
