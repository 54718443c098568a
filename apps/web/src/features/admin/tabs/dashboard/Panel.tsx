import type { ReactNode } from 'react';

/** A titled card of the dashboard. */
export function Panel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="card bg-base-200">
      <div className="card-body gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="card-title text-base">{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
}
