import { tradingTabs } from '@skinpilot/contract';
import { hasActiveLicence, type Role } from '@skinpilot/domain';

export type TradingTab = (typeof tradingTabs)[number];

type Viewer = { role: Role; license_expiry: string | null };

/** A plain user without a licence has nothing to trade with yet: only onboarding is shown. */
export function visibleTradingTabs(user: Viewer, now: number): TradingTab[] {
  if (user.role === 'user' && !hasActiveLicence(user.license_expiry, now)) return ['get-started'];
  return [...tradingTabs];
}

/** Onboarding stays first while a fresh trial is being set up; otherwise the overview. */
export function defaultTradingTab(user: Viewer, onboardingActive: boolean, now: number): TradingTab {
  const visible = visibleTradingTabs(user, now);
  if (visible.length === 1) return 'get-started';
  return hasActiveLicence(user.license_expiry, now) && onboardingActive ? 'get-started' : 'overview';
}

export const tradingTabLabels: Record<TradingTab, string> = {
  'get-started': 'Get Started',
  overview: 'Overview',
  accounts: 'Accounts',
};
