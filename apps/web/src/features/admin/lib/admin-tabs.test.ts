import { describe, expect, it } from 'vitest';
import { tabFromHash } from './admin-tabs';

describe('tabFromHash', () => {
  it('opens the named tab, and the dashboard for an empty or unknown hash', () => {
    expect(tabFromHash('#orchestrations')).toBe('orchestrations');
    expect(tabFromHash('')).toBe('dashboard');
    expect(tabFromHash('#nope')).toBe('dashboard');
  });
});
