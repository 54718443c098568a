import type { ReactNode } from 'react';

/** One group of settings with its title and, when it has one, its save row. */
export function SettingsCard({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="card bg-base-200" aria-label={title}>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-base">{title}</h2>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A labelled number input that reports numbers (an empty box is NaN and fails the server's check). */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <label className="form-control">
      <span className="label-text mb-1">{label}</span>
      <input
        type="number"
        className="input input-bordered input-sm w-full tabular-nums invalid:input-error"
        value={Number.isFinite(value) ? value : ''}
        required
        min={min}
        max={max}
        step={step}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    </label>
  );
}
