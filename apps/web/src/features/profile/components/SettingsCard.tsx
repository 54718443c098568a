import type { ReactNode } from 'react';

/** One block of the Settings tab: a title, a sentence about it, then its controls. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card border border-base-300 bg-base-200" aria-labelledby={id}>
      <div className="card-body gap-3">
        <div>
          <h3 id={id} className="card-title text-base">
            {title}
          </h3>
          {description && <p className="mt-1 text-sm opacity-70">{description}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
