/**
 * CSGORoll's clock as the worker sees it (issue 30): `offset` = server time - our time, so that a
 * listing's `canJoinAfter` (the server's epoch ms) becomes the moment on our clock when the join may
 * leave. Each listing frame gives one sample, its `createdAt` minus when the frame reached us: that is
 * the true offset minus the frame's travel time, never more. The estimate is the largest recent sample,
 * so it stays at or below the true offset and a join fired by it is never early; recent only, so a
 * clock that drifts back is followed. Samples beyond a minute either way are not a clock but a bad
 * frame, and are ignored.
 */
const WINDOW = 64;
const SANE_MS = 60_000;

export type ServerClock = {
  /** One frame's evidence: the listing's server `createdAt` and when its frame arrived here (ms). */
  observe(createdAt: number, arrivedAt: number): void;
  /** Server minus local, in ms: 0 until a sample arrived. */
  offset(): number;
};

export function createServerClock(): ServerClock {
  // A ring of recent samples and their running maximum, recomputed only when the maximum drops out.
  const samples = new Float64Array(WINDOW);
  let count = 0;
  let next = 0;
  let best = -Infinity;
  return {
    observe(createdAt, arrivedAt) {
      const sample = createdAt - arrivedAt;
      if (!Number.isFinite(sample) || Math.abs(sample) > SANE_MS) return;
      const leaving = count === WINDOW ? samples[next]! : -Infinity;
      samples[next] = sample;
      next = (next + 1) % WINDOW;
      if (count < WINDOW) count++;
      if (sample >= best) best = sample;
      else if (leaving === best) {
        best = -Infinity;
        for (let i = 0; i < count; i++) if (samples[i]! > best) best = samples[i]!;
      }
    },
    offset: () => (count === 0 ? 0 : best),
  };
}
