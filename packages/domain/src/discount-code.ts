export type DiscountCodeState = {
  active: boolean;
  expiresAt: Date | null;
  /** 0 means unlimited. */
  usageLimit: number;
  timesUsed: number;
};

export type DiscountCodeStatus = 'inactive' | 'expired' | 'limit_reached' | 'active';

export const isDiscountExpired = (code: DiscountCodeState, now: Date) =>
  code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime();

export const isDiscountUsageExceeded = (code: DiscountCodeState) =>
  code.usageLimit > 0 && code.timesUsed >= code.usageLimit;

/** Section 4's shown status, in its order: Inactive, then Expired, then Limit Reached, else Active. */
export function discountCodeStatus(code: DiscountCodeState, now: Date): DiscountCodeStatus {
  if (!code.active) return 'inactive';
  if (isDiscountExpired(code, now)) return 'expired';
  if (isDiscountUsageExceeded(code)) return 'limit_reached';
  return 'active';
}
