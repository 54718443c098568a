import type { ReactNode } from 'react';

/**
 * A tab another area adds from the app layer (billing adds Billing after Overview and Legacy
 * after Settings), so features never import each other.
 */
export type ProfileTab = {
  id: string;
  label: ReactNode;
  element: ReactNode;
  after?: 'overview' | 'settings';
};

/** Overview, then tabs placed after it, Settings, then everything else. */
export function orderTabs(own: { overview: ProfileTab; settings: ProfileTab }, extra: ProfileTab[]) {
  const after = (anchor: 'overview' | 'settings') =>
    extra.filter((tab) => (tab.after ?? 'settings') === anchor);
  return [own.overview, ...after('overview'), own.settings, ...after('settings')];
}
