import type { ReactNode } from 'react';

/** One figure with its label and a line of context, as the dashboard and stats rows show them. */
export function StatCard({ title, value, detail }: { title: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="stat rounded-box bg-base-200">
      <div className="stat-title">{title}</div>
      <div className="stat-value text-2xl tabular-nums">{value}</div>
      {detail !== undefined && <div className="stat-desc">{detail}</div>}
    </div>
  );
}
