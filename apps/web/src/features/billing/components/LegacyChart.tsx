import type { InventoryPoint } from '../lib/legacy-trades';

/** A small SVG line of the inventory value: 20 points need no chart library. */
export function LegacyChart({ points }: { points: InventoryPoint[] }) {
  if (points.length < 2) {
    return <p className="py-6 text-center text-sm opacity-70">No inventory history in the last 14 days.</p>;
  }
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const path = points
    .map((p, i) => `${(i / (points.length - 1)) * 100},${40 - ((p.value - min) / span) * 36 - 2}`)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      className="h-40 w-full"
      role="img"
      aria-label="Inventory value over 14 days"
    >
      <polyline points={path} fill="none" stroke="currentColor" strokeWidth="0.8" className="text-primary" />
    </svg>
  );
}
