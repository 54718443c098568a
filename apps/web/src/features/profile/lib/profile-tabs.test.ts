import { describe, expect, it } from 'vitest';
import { orderTabs, type ProfileTab } from './profile-tabs';

const tab = (id: string, after?: ProfileTab['after']): ProfileTab => ({
  id,
  label: id,
  element: null,
  after,
});

describe('orderTabs', () => {
  it('puts extra tabs after the tab they name, Settings-side by default', () => {
    const ordered = orderTabs({ overview: tab('overview'), settings: tab('settings') }, [
      tab('legacy', 'settings'),
      tab('billing', 'overview'),
      tab('other'),
    ]);
    expect(ordered.map((t) => t.id)).toEqual(['overview', 'billing', 'settings', 'legacy', 'other']);
  });
});
