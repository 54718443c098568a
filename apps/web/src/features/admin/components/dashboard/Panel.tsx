import type { ReactNode } from 'react';

/**
 * A titled card of the dashboard. `min-w-0` lets the card shrink inside the dashboard's grids: a
 * grid item is otherwise at least as wide as its longest unbreakable line (an e-mail address), and
 * that pushed the page past a 390 px phone.
 */
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
    <div className="card min-w-0 bg-base-200">
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
