import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock';

describe("CSGORoll's clock", () => {
  it('is ours until a frame tells, then the largest recent sample (at or below the true offset)', () => {
    const clock = createServerClock();
    expect(clock.offset()).toBe(0);
    // The server is 300 ms ahead; frames take 2-9 ms to arrive.
    for (const travel of [9, 4, 2, 7]) clock.observe(1_000_000 + 300, 1_000_000 + travel);
    expect(clock.offset()).toBe(298);
  });

  it('follows a clock that drifts back, and ignores a frame whose time is not a clock', () => {
    const clock = createServerClock();
    clock.observe(1_000_500, 1_000_000);
    clock.observe(10_000_000_000, 1_000_000); // a bad createdAt, hours off
    expect(clock.offset()).toBe(500);
    for (let i = 0; i < 64; i++) clock.observe(2_000_100, 2_000_000);
    expect(clock.offset()).toBe(100);
  });
});
