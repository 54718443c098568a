import type { FieldError } from '@skinpilot/contract';
import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, ...input }: Props) {
  return (
    <label className="form-control w-full">
      <span className="label-text mb-1 block text-sm">{label}</span>
      <input className={`input input-bordered w-full ${error ? 'input-error' : ''}`} {...input} />
      {error ? (
        <span className="mt-1 block text-xs text-error">{error}</span>
      ) : (
        hint && <span className="mt-1 block text-xs opacity-60">{hint}</span>
      )}
    </label>
  );
}

/** The server's 422 names fields; each message is shown under its input. */
export function fieldErrors(errors: FieldError[] | undefined): Record<string, string> {
  return Object.fromEntries((errors ?? []).map((e) => [e.field, e.message]));
}
