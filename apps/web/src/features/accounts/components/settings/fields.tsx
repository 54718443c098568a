import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { FieldNote } from '../../lib/save-outcome';
import { clampNumber, stepValue } from '../../lib/settings-form';

type NumberFieldProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The stepper buttons' increment; without it the field has no stepper. */
  stepBy?: number;
  optional?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** What the last save said about this field (refused, or moved into range). */
  note?: FieldNote;
  /**
   * Keep what is typed and pull it into [min, max] when the field is left: clamping per keystroke
   * turned "12" into 6 then 612 then 168, and an emptied field snapped back before anything was typed.
   */
  clampOnBlur?: boolean;
};

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  stepBy,
  optional,
  placeholder,
  hint,
  disabled,
  note,
  clampOnBlur,
}: NumberFieldProps) {
  const noteId = useId();
  const input = (
    <input
      type="number"
      aria-label={label}
      aria-invalid={note?.kind === 'error' || undefined}
      aria-describedby={note ? noteId : undefined}
      className={`input input-bordered input-sm w-full text-right tabular-nums ${stepBy ? 'join-item' : ''} ${note ? inputTone[note.kind] : ''}`}
      value={value === null || Number.isNaN(value) ? '' : value}
      min={min}
      max={max}
      step={step}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(e) =>
        onChange(e.target.value === '' ? (optional ? null : Number.NaN) : Number(e.target.value))
      }
      onBlur={
        clampOnBlur
          ? () => {
              const clamped = clampIntoField(value, min, max);
              if (clamped !== value) onChange(clamped);
            }
          : undefined
      }
    />
  );
  return (
    <label className="block">
      <span className="mb-1 block text-sm">{label}</span>
      {stepBy ? (
        <div className="join w-full">
          <button
            type="button"
            className="btn btn-sm join-item"
            aria-label={`Decrease ${label}`}
            disabled={disabled}
            onClick={() => onChange(stepValue(value ?? 0, -stepBy, min, max))}
          >
            <Minus className="size-3" aria-hidden />
          </button>
          {input}
          <button
            type="button"
            className="btn btn-sm join-item"
            aria-label={`Increase ${label}`}
            disabled={disabled}
            onClick={() => onChange(stepValue(value ?? 0, stepBy, min, max))}
          >
            <Plus className="size-3" aria-hidden />
          </button>
        </div>
      ) : (
        input
      )}
      {(min !== undefined || max !== undefined || hint) && (
        <span className="mt-0.5 block text-xs opacity-60">
          {hint ?? (max !== undefined ? `${min} to ${max}` : `At least ${min}`)}
        </span>
      )}
      {note && (
        <span id={noteId} className={`mt-0.5 block text-xs ${textTone[note.kind]}`}>
          {note.text}
        </span>
      )}
    </label>
  );
}

const inputTone = { error: 'input-error', warning: 'input-warning' } as const;
const textTone = { error: 'text-error', warning: 'text-warning' } as const;

/** An emptied or out-of-range field becomes the nearest bound (an empty one its minimum). */
export function clampIntoField(value: number | null, min = -Infinity, max = Infinity): number {
  if (value === null || !Number.isFinite(value)) return Number.isFinite(min) ? min : 0;
  return clampNumber(value, min, max);
}

type ToggleProps = {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  reason?: string | null;
  /** Why the switch cannot be used, said under it in full (a badge is for a few words). */
  note?: string;
};

export function Toggle({ label, checked, onChange, disabled, reason, note }: ToggleProps) {
  const noteId = useId();
  return (
    <div className="py-1">
      <label className="flex items-center justify-between gap-3">
        <span className="text-sm">
          {label}
          {reason && <span className="ml-2 badge badge-warning badge-sm">{reason}</span>}
        </span>
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          aria-label={label}
          aria-describedby={note ? noteId : undefined}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
      </label>
      {note && (
        <p id={noteId} className="mt-1 text-xs opacity-70">
          {note}
        </p>
      )}
    </div>
  );
}

export function ListInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm">{label}</span>
      <input
        className="input input-bordered input-sm w-full"
        aria-label={label}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="mt-0.5 block text-xs opacity-60">Comma-separated</span>
    </label>
  );
}

export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
