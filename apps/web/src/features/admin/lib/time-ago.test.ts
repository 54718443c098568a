import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-23T12:00:00Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [30, 'just now'],
    [60, '1 minute ago'],
    [7200, '2 hours ago'],
    [86400 * 3, '3 days ago'],
    [86400 * 65, '2 months ago'],
    [86400 * 400, '1 year ago'],
  ])('%s seconds ago reads "%s"', (seconds, text) => expect(timeAgo(before(seconds), now)).toBe(text));
});
